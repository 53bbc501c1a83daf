import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePortalSettings } from '../../lib/start-up-data.tsx';

/** 'Copyright © {year} {companyName}. All rights reserved.' (without the name until settings load). */
export function copyrightLine(year: number, companyName: string | undefined): string {
  const name = companyName?.trim();
  return `Copyright © ${year}${name ? ` ${name}` : ''}. All rights reserved.`;
}

export function ShellFooter() {
  const companyName = usePortalSettings()?.companyName;
  return (
    <Box
      component="footer"
      sx={{
        py: 1.5,
        px: 2,
        textAlign: 'center',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {copyrightLine(new Date().getFullYear(), companyName)}
      </Typography>
    </Box>
  );
}
