// An external partner link (a partner site, an external PDF, an e-signature form). It is a real link
// (keyboard, screen readers, "copy link"); a plain click or Enter records it and then opens it in a new
// tab (open-after-tracking.ts). A click the browser handles itself (Ctrl/Cmd/Shift-click, middle
// click) is recorded alongside.
import type { MouseEvent, ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { trackPartnerLink } from '../api/track-partner-link.ts';
import { openAfterTracking } from './open-after-tracking.ts';

export type TrackedLinkProps = {
  url: string;
  children: ReactNode;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
};

/** The accessible name of a link that opens a new tab: its visible text first, then a warning. */
export function opensInNewTab(label: string): string {
  return `${label} (opens in a new tab)`;
}

function recordOnly(url: string): void {
  trackPartnerLink(url).catch((error: unknown) => console.error('The partner link was not recorded', error));
}

export function TrackedLink({ url, children, sx, ...aria }: TrackedLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      recordOnly(url);
      return;
    }
    event.preventDefault();
    void openAfterTracking(url, trackPartnerLink);
  };
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      onAuxClick={(event) => {
        if (event.button === 1) recordOnly(url);
      }}
      sx={sx}
      {...aria}
    >
      {children}
    </Link>
  );
}
