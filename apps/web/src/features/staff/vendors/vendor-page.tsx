// /staff/vendors/:vendorId (issue 18 point 2, decision 058): one vendor as the console sees it: its
// status and QuickPay (with the changes the staff member's role allows), profile, users (invite,
// disable, password link), compliance (decision 112: who may not be dispatched), trades and ZIP codes,
// company notes, company documents with their review, and recent activity, each section a file of its own in components/. There is no way to sign in as
// the vendor: staff see its data here.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canManageVendors, canSetQuickPayExclusion, STAFF_VENDORS_PATH } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useSetQuickPayExclusion, useSetStatus, useVendorPage } from './api/vendors.ts';
import { ActivitySection } from './components/activity-section.tsx';
import { DocumentsSection } from './components/documents-section.tsx';
import { InviteUserDialog } from './components/invite-user-dialog.tsx';
import { NotesSection } from './components/notes-section.tsx';
import { ProfileSection } from './components/profile-section.tsx';
import { StatusSection } from './components/status-section.tsx';
import { TradesSection } from './components/trades-section.tsx';
import { UsersSection } from './components/users-section.tsx';
import { VendorComplianceSection } from '../compliance/components/vendor-compliance-section.tsx';

export function StaffVendorPage() {
  const vendorId = Number(useParams().vendorId);
  const me = useSignedInStaff();
  const page = useVendorPage(vendorId);
  usePageTitle(`${page.data?.vendor.company ?? 'Vendor'} | Staff`);
  const [inviting, setInviting] = useState(false);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const setStatus = useSetStatus(vendorId);
  const setQp = useSetQuickPayExclusion(vendorId);
  const manage = canManageVendors(me.role);
  const qpAllowed = canSetQuickPayExclusion(me.role);

  const back = (
    <Link component={RouterLink} to={STAFF_VENDORS_PATH}>
      Back to Vendors
    </Link>
  );
  if (page.isPending) return <PageLoader />;
  if (page.isError)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1">Vendor</Typography>
        <Alert severity="error">
          {page.error instanceof ApiError && page.error.status === 404
            ? 'There is no vendor with this id.'
            : staffFailureText(page.error)}
        </Alert>
        {back}
      </Box>
    );

  const { vendor, users, trades, zips, notes, documents, quickPay, activity } = page.data;
  const active = vendor.status === 'active';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {back}
      <Box>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {vendor.company}
        </Typography>
        <Typography color="text.secondary">
          Vendor number {vendor.vendorNum} · {active ? 'Active' : 'Inactive'}
          {vendor.externalId ? ` · Company id ${vendor.externalId}` : ''}
        </Typography>
      </Box>
      {setStatus.isError ? <Alert severity="error">{staffFailureText(setStatus.error)}</Alert> : null}
      {setQp.isError ? <Alert severity="error">{staffFailureText(setQp.error)}</Alert> : null}

      <StatusSection
        active={active}
        quickPay={quickPay}
        canManage={manage}
        canSetQuickPay={qpAllowed}
        quickPayBusy={setQp.isPending}
        onChangeStatus={() => setConfirmStatus(true)}
        onSetQuickPayExclusion={(excluded) => setQp.mutate(excluded)}
      />
      <UsersSection
        vendorId={vendorId}
        users={users}
        canManage={manage}
        active={active}
        onInvite={() => setInviting(true)}
      />
      <VendorComplianceSection vendorId={vendorId} />
      <ProfileSection vendor={vendor} />
      <TradesSection trades={trades} zips={zips} />
      <NotesSection notes={notes} />
      <DocumentsSection documents={documents} />
      <ActivitySection activity={activity} />

      <InviteUserDialog
        vendorId={vendorId}
        company={vendor.company}
        open={inviting}
        onClose={() => setInviting(false)}
      />
      <ConfirmDialog
        open={confirmStatus}
        title={active ? 'Make the vendor inactive' : 'Make the vendor active'}
        message={
          active
            ? `Make ${vendor.company} inactive? Its users are signed out at once and cannot sign in until it is active again.`
            : `Make ${vendor.company} active? Its users can sign in again with their passwords.`
        }
        confirmLabel={active ? 'Make inactive' : 'Make active'}
        cancelLabel="Cancel"
        busy={setStatus.isPending}
        onConfirm={() =>
          setStatus.mutate(active ? 'inactive' : 'active', { onSettled: () => setConfirmStatus(false) })
        }
        onCancel={() => setConfirmStatus(false)}
      />
    </Box>
  );
}
