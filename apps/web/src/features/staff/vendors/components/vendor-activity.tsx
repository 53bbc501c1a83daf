// The vendor's recent activity: its latest events (decision 049), said in words, newest first, with
// who acted (the vendor's user, the company's systems, a staff member, or the portal itself).
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StaffVendorPage } from '@vp/contracts';

const EVENT_LABELS: Record<string, string> = {
  'vendor.created': 'Vendor created',
  'vendor.updated': 'Vendor changed',
  'vendor.profile-changed': 'Profile changed',
  'vendor.trade-added': 'Trade added',
  'vendor.trade-removed': 'Trade removed',
  'vendor.zip-added': 'ZIP code added',
  'vendor.zip-removed': 'ZIP code removed',
  'vendor.note-added': 'Note added',
  'user.created': 'User added',
  'user.disabled': 'User disabled',
  'user.enabled': 'User enabled',
  'user.updated': 'User changed',
  'user.password-reset': 'Password reset required',
  'user.invitation-resent': 'Invitation sent again',
  'document.uploaded': 'Document uploaded',
  'document.removed': 'Document removed',
  'document.approved': 'Document approved',
  'document.rejected': 'Document rejected',
  'work-order.note-added': 'Work order note added',
  'crew-line.assigned': 'Technicians assigned',
  'role.created': 'User group added',
  'role.updated': 'User group changed',
  'visit.scheduled': 'Visit scheduled',
  'quick-pay.requested': 'QuickPay requested',
  'quick-pay.automatic-changed': 'Automatic QuickPay changed',
  'quick-pay.paid': 'QuickPay paid',
  'quick-pay.declined': 'QuickPay declined',
  'invoice.created': 'Invoice created',
  'invoice.updated': 'Invoice changed',
  'invoice.paid': 'Invoice paid',
  'announcement.accepted': 'Announced work accepted',
  'announcement.declined': 'Announced work declined',
};

const ACTOR_LABELS: Record<string, string> = {
  'vendor-user': 'by a vendor user',
  provider: "by the company's systems",
  staff: 'by a staff member',
  system: 'by the portal',
};

type Activity = StaffVendorPage['activity'][number];

function detailOf(event: Activity): string {
  const fields = event.data.fields;
  return Array.isArray(fields) ? ` (${fields.join(', ')})` : '';
}

export function VendorActivity({ activity }: { activity: readonly Activity[] }) {
  if (activity.length === 0) return <Typography color="text.secondary">No activity yet.</Typography>;
  return (
    <List dense disablePadding aria-label="Recent activity">
      {activity.map((event) => (
        <ListItem key={event.id} disableGutters divider>
          <ListItemText
            primary={`${EVENT_LABELS[event.type] ?? event.type}${detailOf(event)}`}
            secondary={`${new Date(event.occurredAt).toLocaleString()} ${ACTOR_LABELS[event.actorKind] ?? ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
