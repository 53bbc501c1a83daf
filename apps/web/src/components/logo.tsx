import Box from '@mui/material/Box';
import logoUrl from '../assets/logo.svg';

export type LogoProps = {
  /** Edge length in theme spacing units. */
  size?: number;
  /** Empty when text beside the logo already names the portal. */
  alt?: string;
};

export function Logo({ size = 4, alt = 'Vendor Portal' }: LogoProps) {
  return (
    <Box
      component="img"
      src={logoUrl}
      alt={alt}
      sx={{ width: (theme) => theme.spacing(size), height: (theme) => theme.spacing(size), display: 'block' }}
    />
  );
}
