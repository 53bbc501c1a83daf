// The staff vendor page's trades and the ZIP codes the vendor covers, as chips.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StaffVendorPage } from '@vp/contracts';
import { VendorSection } from './vendor-section.tsx';

export function TradesSection({
  trades,
  zips,
}: {
  trades: StaffVendorPage['trades'];
  zips: StaffVendorPage['zips'];
}) {
  return (
    <VendorSection title="Trades and ZIP codes">
      <Typography variant="subtitle2" component="h3">
        Trades
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        {trades.length ? (
          trades.map((t) => <Chip key={t} label={t} size="small" />)
        ) : (
          <Typography color="text.secondary">None</Typography>
        )}
      </Box>
      <Typography variant="subtitle2" component="h3">
        ZIP codes covered
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} data-testid="vendor-zips">
        {zips.length ? (
          zips.map((z) => <Chip key={z} label={z} size="small" variant="outlined" />)
        ) : (
          <Typography color="text.secondary">None</Typography>
        )}
      </Box>
    </VendorSection>
  );
}
