import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link to another auth page, inside the app (no reload). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="body2">
      {children}
    </Link>
  );
}
