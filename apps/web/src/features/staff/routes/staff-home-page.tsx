// /staff: the section the member's role lands on (staffLandingFor), or a word that there is none yet.
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { staffLandingFor } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';

export function StaffHomePage() {
  const me = useSignedInStaff();
  const landing = staffLandingFor(me.role);
  if (landing) return <Navigate to={landing} replace />;
  return (
    <>
      <Typography variant="h1">Welcome, {me.name || me.email}</Typography>
      <Typography sx={{ mt: 2 }}>The console&apos;s sections for your role are on their way.</Typography>
    </>
  );
}
