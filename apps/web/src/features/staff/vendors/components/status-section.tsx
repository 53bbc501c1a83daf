// The staff vendor page's status and QuickPay: the vendor's status, its QuickPay exclusion and opt-in,
// and the buttons the staff member's role allows (make active or inactive, exclude or allow QuickPay).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StaffVendorPage } from '@vp/contracts';
import { KeyValueList } from '../../../../components/key-value-list.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { VendorSection } from './vendor-section.tsx';

export type StatusSectionProps = {
  active: boolean;
  quickPay: StaffVendorPage['quickPay'];
  /** may make the vendor active or inactive */
  canManage: boolean;
  /** may exclude the vendor from QuickPay or allow it again */
  canSetQuickPay: boolean;
  quickPayBusy: boolean;
  onChangeStatus: () => void;
  onSetQuickPayExclusion: (excluded: boolean) => void;
};

export function StatusSection({
  active,
  quickPay,
  canManage,
  canSetQuickPay,
  quickPayBusy,
  onChangeStatus,
  onSetQuickPayExclusion,
}: StatusSectionProps) {
  return (
    <VendorSection title="Status and QuickPay">
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
                  // dates as the vendor side writes them (lib/format.ts: MM/DD/YYYY)
                  .map((h) => `${h.action === 'opt-in' ? 'Opted in' : 'Opted out'} ${formatDate(h.at)}`)
                  .join('; ')
              : 'None',
          },
        ]}
      />
      {canManage || canSetQuickPay ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {canManage ? (
            <Button variant="outlined" color={active ? 'error' : 'primary'} onClick={onChangeStatus}>
              {active ? 'Make inactive' : 'Make active'}
            </Button>
          ) : null}
          {canSetQuickPay ? (
            <Button
              variant="outlined"
              loading={quickPayBusy}
              onClick={() => onSetQuickPayExclusion(!quickPay.excluded)}
            >
              {quickPay.excluded ? 'Allow QuickPay' : 'Exclude from QuickPay'}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </VendorSection>
  );
}
