// One of the page's sections (Chemicals & Consumables, Equipment, For Your Business): the partners'
// cards, then the small brand logos in a row.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SupplyPartnerSection } from '@vp/contracts';
import { PartnerCard, PartnerLogo } from './partner-card.tsx';

export type PartnerSectionProps = {
  section: SupplyPartnerSection;
  onDownload: (documentName: string) => void;
  downloading: boolean;
};

export function PartnerSection({ section, onDownload, downloading }: PartnerSectionProps) {
  const headingId = `partners-${section.key}`;
  const partners = section.partners.filter((partner) => partner.display === 'partner');
  const brands = section.partners.filter((partner) => partner.display === 'brand');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: (theme) => `repeat(auto-fill, minmax(min(100%, ${theme.spacing(32)}), 1fr))`,
        }}
      >
        {partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} onDownload={onDownload} downloading={downloading} />
        ))}
      </Box>
      {brands.length > 0 ? (
        <Box
          component="ul"
          aria-label={`Brands of ${section.title}`}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 2,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
          }}
        >
          {brands.map((brand) => (
            <Box component="li" key={brand.id}>
              <PartnerLogo partner={brand} height={5} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
