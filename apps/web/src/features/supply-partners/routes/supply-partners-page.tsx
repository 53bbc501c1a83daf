// Supply Partners (SPEC section 2, Supply Partners): three sections of partner logos, links, e-signature
// forms and documents. Everything shown comes from the server (get-supply-partners); the shell shows
// the heading and the browser title 'Portal | Supply Partners'.
import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { getSupplyPartnersCall } from '@vp/contracts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { callQuery } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadPartnerDocumentMutation } from '../api/download-partner-document.ts';
import { DownloadBackdrop } from '../components/download-backdrop.tsx';
import { PartnerSection } from '../components/partner-section.tsx';

export function SupplyPartnersPage() {
  const partners = useQuery(callQuery(getSupplyPartnersCall));
  const download = useDownloadPartnerDocumentMutation();
  // SPEC section 8: a failed call shows its error text
  useEffect(() => {
    if (partners.error) notifyError(partners.error);
  }, [partners.error]);

  if (partners.isPending) return <PageLoader />;
  const sections = partners.data?.sections.filter((section) => section.partners.length > 0) ?? [];
  if (sections.length === 0) return <EmptyState />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {sections.map((section) => (
        <PartnerSection
          key={section.key}
          section={section}
          onDownload={(name) => download.mutate(name)}
          downloading={download.isPending}
        />
      ))}
      <DownloadBackdrop open={download.isPending} />
    </Stack>
  );
}
