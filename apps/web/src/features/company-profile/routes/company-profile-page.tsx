// Company Profile (SPEC section 2): the sections Profile, Trades, Zip Code, Notes and Documents as
// expandable vertical tabs, one open at a time; each loads its data when it is opened.
import { useDeferredValue, type ReactNode } from 'react';
import { COMPANY_PROFILE_SECTIONS, type CompanyProfileSection } from '@vp/contracts';
import { ExpandableSections, type ExpandableSection } from '../../../components/expandable-sections/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useVendorProfileQuery } from '../api/get-vendor-profile.ts';
import { CompanyDocumentsSection } from '../components/company-documents-section.tsx';
import { NotesSection } from '../components/notes-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { TradesSection } from '../components/trades-section.tsx';
import { ZipCodesSection } from '../components/zip-codes-section.tsx';

const sectionId = (title: CompanyProfileSection) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const RENDER: Record<CompanyProfileSection, () => ReactNode> = {
  Profile: () => <ProfileSection />,
  Trades: () => <TradesSection />,
  'Zip Code': () => <ZipCodesSection />,
  Notes: () => <NotesSection />,
  Documents: () => <CompanyDocumentsSection />,
};

const SECTIONS: ExpandableSection[] = COMPANY_PROFILE_SECTIONS.map((title) => ({
  id: sectionId(title),
  title,
  render: RENDER[title],
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
