// The staff sign-in's frame: a centred card under the console's name, with the step's heading.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Logo } from '../../../components/logo.tsx';

export function SignInCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: (theme) => theme.spacing(60) }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Logo size={8} />
          </Box>
          <Typography variant="overline" component="p" sx={{ textAlign: 'center' }}>
            Staff console
          </Typography>
          <Typography variant="h1" sx={{ textAlign: 'center' }}>
            {heading}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
