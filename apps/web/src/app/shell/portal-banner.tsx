// The optional portal message under the top bar (SPEC section 1), coloured by portalMessageColor.
import { PortalBannerView } from '../../components/portal-banner/portal-banner-view.tsx';
import { useStartUpData } from '../../lib/start-up-data.tsx';

export function PortalBanner() {
  const disclaimer = useStartUpData()?.disclaimer;
  const message = disclaimer?.portalMessage.trim();
  if (!disclaimer || !message) return null;
  return <PortalBannerView message={message} color={disclaimer.portalMessageColor} />;
}
