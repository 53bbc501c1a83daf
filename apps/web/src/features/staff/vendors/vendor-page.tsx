// /staff/vendors/:vendorId (issue 18 point 2, decision 058): one vendor as the console sees it: its
// status and QuickPay (with the changes the staff member's role allows), profile, users (invite,
// disable, password link), trades and ZIP codes, company notes, company documents with their review,
// and recent activity. There is no way to sign in as the vendor: staff see its data here.
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { StaffVendorPage as VendorPageData } from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../components/data-grid/index.ts';
import { KeyValueList } from '../../../components/key-value-list.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canManageVendors, canSetQuickPayExclusion, STAFF_VENDORS_PATH } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useSetQuickPayExclusion, useSetStatus, useVendorPage } from './api/vendors.ts';
import { InviteUserDialog } from './components/invite-user-dialog.tsx';
import { VendorActivity } from './components/vendor-activity.tsx';
import { VendorUsers } from './components/vendor-users.tsx';

type Doc = VendorPageData['documents'][number];
const REVIEW_LABELS: Record<Doc['status'], string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
// dates as the vendor side writes them (lib/format.ts: MM/DD/YYYY)
const day = (iso: string) => formatDate(iso);
const DOCUMENT_COLUMNS: readonly GridColumn<Doc>[] = [
  { id: 'fileName', header: 'File', width: 240, text: (d) => d.fileName },
  { id: 'type', header: 'Type', width: 160, text: (d) => d.typeCode },
  { id: 'status', header: 'Review', width: 140, text: (d) => REVIEW_LABELS[d.status] },
  { id: 'reason', header: 'Reason', width: 220, text: (d) => d.rejectionReason ?? '' },
  {
    id: 'uploaded',
    header: 'Uploaded',
    width: 120,
    text: (d) => day(d.createdAt),
    sortKey: (d) => d.createdAt,
  },
];

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

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
  const mailing = [
    vendor.mailingCompany,
    vendor.mailingAddress,
    vendor.mailingCity,
    vendor.mailingState,
    vendor.mailingZip,
  ]
    .filter(Boolean)
    .join(', ');

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

      <Section title="Status and QuickPay">
        <KeyValueList
          label="Status and QuickPay"
          items={[
            {
              label: 'Status',
              value: active ? 'Active: its users can sign in' : 'Inactive: its users cannot sign in',
            },
            {
              label: 'QuickPay',
              value: quickPay.excluded ? 'Excluded: the vendor cannot ask for QuickPay' : 'Allowed',
            },
            {
              label: 'Automatic QuickPay',
              value: quickPay.automatic
                ? `Opted in: paid in ${quickPay.automatic.days} days for a ${quickPay.automatic.percentage}% fee`
                : 'Not opted in',
            },
            {
              label: 'Latest opt-in changes',
              value: quickPay.history.length
                ? quickPay.history
                    .map((h) => `${h.action === 'opt-in' ? 'Opted in' : 'Opted out'} ${day(h.at)}`)
                    .join('; ')
                : 'None',
            },
          ]}
        />
        {manage || qpAllowed ? (
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {manage ? (
              <Button
                variant="outlined"
                color={active ? 'error' : 'primary'}
                onClick={() => setConfirmStatus(true)}
              >
                {active ? 'Make inactive' : 'Make active'}
              </Button>
            ) : null}
            {qpAllowed ? (
              <Button
                variant="outlined"
                loading={setQp.isPending}
                onClick={() => setQp.mutate(!quickPay.excluded)}
              >
                {quickPay.excluded ? 'Allow QuickPay' : 'Exclude from QuickPay'}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Section>

      <Section
        title="Users"
        action={
          manage && active ? (
            <Button variant="contained" onClick={() => setInviting(true)}>
              Invite user
            </Button>
          ) : null
        }
      >
        {users.length === 0 ? (
          <Typography color="text.secondary">This vendor has no users yet.</Typography>
        ) : (
          <VendorUsers vendorId={vendorId} users={users} canManage={manage} />
        )}
      </Section>

      <Section title="Profile">
        <KeyValueList
          label="Profile"
          items={[
            {
              label: 'Address',
              value: [vendor.address, vendor.city, vendor.state, vendor.zip].filter(Boolean).join(', '),
            },
            { label: 'Mailing address', value: mailing },
            { label: 'Contact person', value: vendor.contactPerson },
            { label: 'Contact e-mail', value: vendor.contactEmail },
            { label: 'Phone', value: vendor.phone },
            { label: 'Fax', value: vendor.fax },
            { label: 'Remit type', value: vendor.remitType },
            { label: 'Check payable to', value: vendor.remitType === 'ACH' ? '' : vendor.checkCompany },
            { label: 'Service fee', value: vendor.isServiceFee ? `${vendor.serviceFee}%` : 'None' },
            { label: 'Mobile Guest IVR', value: vendor.allowGuestIVR ? 'Allowed' : 'Not allowed' },
          ]}
        />
      </Section>

      <Section title="Trades and ZIP codes">
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
      </Section>

      <Section title="Company notes">
        {notes.length === 0 ? (
          <Typography color="text.secondary">No notes.</Typography>
        ) : (
          <List dense disablePadding aria-label="Company notes">
            {notes.map((n) => (
              <ListItem key={n.id} disableGutters divider>
                {/* the note's rich text, sanitised, as the vendor's Company Profile shows it (issue 38 point 11) */}
                <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
                  <HtmlView html={n.notes} />
                  <Typography variant="body2" color="text.secondary">
                    {`${n.noteType} · ${n.inputBy} · ${day(n.createdAt)}${n.webDisplay ? '' : ' · not shown to the vendor'}`}
                  </Typography>
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </Section>

      <Section title="Company documents">
        {documents.length === 0 ? (
          <Typography color="text.secondary">No company documents.</Typography>
        ) : (
          <DataGrid
            label="Company documents"
            rows={documents}
            columns={DOCUMENT_COLUMNS}
            getRowId={(d) => String(d.id)}
            defaultPageSize={100}
            maxHeight="40vh"
            cardColumns={['fileName', 'status', 'type', 'uploaded']}
          />
        )}
      </Section>

      <Section title="Recent activity">
        <VendorActivity activity={activity} />
      </Section>

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
