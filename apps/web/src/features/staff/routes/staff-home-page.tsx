// /staff: the first section the member's role may open, or a word that there is none yet.
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { staffMenuFor } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';

export function StaffHomePage() {
  const me = useSignedInStaff();
  const first = staffMenuFor(me.role)[0];
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <Typography variant="h1">Welcome, {me.name || me.email}</Typography>
      <Typography sx={{ mt: 2 }}>The console&apos;s sections for your role are on their way.</Typography>
    </>
  );
}
