// One partner: its logo (a tracked link when the partner has a site) and its links.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SupplyPartner } from '@vp/contracts';
import { PartnerLinks } from './partner-links.tsx';
import { opensInNewTab, TrackedLink } from './tracked-link.tsx';

export type PartnerCardProps = {
  partner: SupplyPartner;
  onDownload: (documentName: string) => void;
  downloading: boolean;
};

export function PartnerLogo({ partner, height }: { partner: SupplyPartner; height: number }) {
  const image = (
    <Box
      component="img"
      src={partner.logoUrl}
      alt={partner.logoAlt}
      loading="lazy"
      sx={{
        display: 'block',
        height: (theme) => theme.spacing(height),
        maxWidth: '100%',
        objectFit: 'contain',
      }}
    />
  );
  if (!partner.logoLinkUrl) return image;
  return (
    <TrackedLink
      url={partner.logoLinkUrl}
      aria-label={opensInNewTab(partner.logoAlt)}
      sx={{ display: 'inline-block', borderRadius: 1 }}
    >
      {image}
    </TrackedLink>
  );
}

export function PartnerCard({ partner, onDownload, downloading }: PartnerCardProps) {
  return (
    <Card component="article" variant="outlined" aria-label={partner.name} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <PartnerLogo partner={partner} height={8} />
        <PartnerLinks links={partner.links} onDownload={onDownload} downloading={downloading} />
      </CardContent>
    </Card>
  );
}
