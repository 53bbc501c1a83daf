// The links under a partner's logo: external pages and e-signature forms (recorded, then opened in a
// new tab) and our own documents (downloaded with a backdrop spinner).
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { SupplyPartnerLink } from '@vp/contracts';
import { opensInNewTab, TrackedLink } from './tracked-link.tsx';

export type PartnerLinksProps = {
  links: SupplyPartnerLink[];
  onDownload: (documentName: string) => void;
  downloading: boolean;
};

const ICON_SX = { fontSize: '1rem', verticalAlign: 'text-bottom', ml: 0.5 } as const;

export function PartnerLinks({ links, onDownload, downloading }: PartnerLinksProps) {
  if (links.length === 0) return null;
  return (
    <List dense disablePadding>
      {links.map((link) => (
        <ListItem key={`${link.kind}:${link.label}`} disableGutters sx={{ py: 0.25 }}>
          {link.kind === 'document' ? (
            <Button
              variant="text"
              startIcon={<DownloadOutlined />}
              disabled={downloading}
              onClick={() => onDownload(link.documentName)}
              sx={{ px: 0.5, minWidth: 0, textAlign: 'left' }}
            >
              {link.label}
            </Button>
          ) : (
            <TrackedLink
              url={link.url}
              aria-label={opensInNewTab(link.label)}
              sx={{ px: 0.5, typography: 'body2', fontWeight: 500 }}
            >
              {link.label}
              {link.kind === 'esign' ? (
                <DrawOutlined aria-hidden sx={ICON_SX} />
              ) : (
                <OpenInNew aria-hidden sx={ICON_SX} />
              )}
            </TrackedLink>
          )}
        </ListItem>
      ))}
    </List>
  );
}
