// Company Profile (SPEC section 2): the sections Profile, Trades, Zip Code, Notes and Documents as
// expandable vertical tabs, one open at a time; each loads its data when it is opened.
import { useDeferredValue } from 'react';
import { COMPANY_PROFILE_SECTIONS, type CompanyProfileSection } from '@vp/contracts';
import { ExpandableSections, type ExpandableSection } from '../../../components/expandable-sections/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useVendorProfileQuery } from '../api/get-vendor-profile.ts';
import { ProfileSection } from '../components/profile-section.tsx';

const sectionId = (title: CompanyProfileSection) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// Profile opens with the page; the others' code loads when they are opened (decision 086)
const trades = lazyComponent(
  () => import('../components/trades-section.tsx'),
  (m) => m.TradesSection,
);
const zipCodes = lazyComponent(
  () => import('../components/zip-codes-section.tsx'),
  (m) => m.ZipCodesSection,
);
const notes = lazyComponent(
  () => import('../components/notes-section.tsx'),
  (m) => m.NotesSection,
);
const documents = lazyComponent(
  () => import('../components/company-documents-section.tsx'),
  (m) => m.CompanyDocumentsSection,
);

const CONTENT: Record<CompanyProfileSection, Pick<ExpandableSection, 'render' | 'preload'>> = {
  Profile: { render: () => <ProfileSection /> },
  Trades: { render: () => <trades.Content />, preload: trades.preload },
  'Zip Code': { render: () => <zipCodes.Content />, preload: zipCodes.preload },
  Notes: { render: () => <notes.Content />, preload: notes.preload },
  Documents: { render: () => <documents.Content />, preload: documents.preload },
};

const SECTIONS: ExpandableSection[] = COMPANY_PROFILE_SECTIONS.map((title) => ({
  id: sectionId(title),
  title,
  ...CONTENT[title],
}));

export function CompanyProfilePage() {
  // The sections come in with the profile (the open first section's data, one cache entry with the
  // section's own query): drawn before it, Profile would grow from a spinner to its fields and push
  // the sections below it down (a layout shift of 0.29 on a phone, Lighthouse; issue 19).
  const profile = useVendorProfileQuery();
  // The query's answer re-renders this page synchronously (TanStack Query updates through
  // useSyncExternalStore), and drawn in that render the sections were one task of ~200 ms on a phone.
  // Deferred, that render still shows the loader, and React draws the sections in a transition
  // right after, in slices between frames (Lighthouse's Total Blocking Time, decision 081).
  const loaded = useDeferredValue(!profile.isPending);
  if (!loaded) return <PageLoader label="Loading the profile" />;
  return <ExpandableSections sections={SECTIONS} defaultOpen={SECTIONS[0]?.id ?? null} />;
}
