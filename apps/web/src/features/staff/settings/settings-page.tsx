// /staff/settings, 'Portal settings' (issue 18 point 2, decision 060): the banner message and colour
// with a live preview, the QuickPay disclaimer, the portal prefix and the field work's settings (the
// provider API's portal settings, decisions 054, 114, 117), and the QuickPay options vendors choose
// from. Every role reads them; only Administrators change them. A chunk of its own (the router imports
// this file lazily).
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSort } from '../../../components/data-grid/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { GridSection } from '../components/grid-section.tsx';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canChangeSettings } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useStaffSettings } from './api/settings.ts';
import { PortalSettingsForm } from './components/portal-settings-form.tsx';
import { QuickPayOptionDialog, type OptionEdit } from './components/quick-pay-option-dialog.tsx';
import { optionColumns } from './components/quick-pay-option-columns.tsx';

const OPTION_SORT: GridSort = { columnId: 'kind', desc: false };
// a card on a phone: the option, then its kind, fee, whether offered, and Change
const OPTION_CARD_COLUMNS = ['label', 'kind', 'mailingFee', 'active', 'vendorsOptedIn', 'actions'];

export function StaffSettingsPage() {
  usePageTitle('Staff | Portal settings');
  const me = useSignedInStaff();
  const canChange = canChangeSettings(me.role);
  const settings = useStaffSettings();
  const [edit, setEdit] = useState<OptionEdit>(null);
  const columns = useMemo(() => optionColumns(canChange ? setEdit : null), [canChange]);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1">Portal settings</Typography>
      {!canChange ? (
        <Alert severity="info">You can read the portal settings here; only Administrators change them.</Alert>
      ) : null}
      {settings.isError ? <Alert severity="error">{staffFailureText(settings.error)}</Alert> : null}
      {settings.isPending ? <PageLoader /> : null}
      {settings.data ? (
        <>
          <PortalSettingsForm settings={settings.data.settings} canChange={canChange} />
          <GridSection
            id="quick-pay-options"
            title="QuickPay options"
            action={
              canChange ? (
                <Button variant="outlined" onClick={() => setEdit('new')}>
                  Add option
                </Button>
              ) : null
            }
            intro="The options vendors choose from. Invoices keep the terms they were given; a change applies to new choices."
          >
            <DataGrid
              label="QuickPay options"
              rows={settings.data.quickPayOptions}
              columns={columns}
              getRowId={(row) => String(row.id)}
              defaultSort={OPTION_SORT}
              cardColumns={OPTION_CARD_COLUMNS}
            />
          </GridSection>
        </>
      ) : null}
      <QuickPayOptionDialog edit={edit} onClose={() => setEdit(null)} />
    </Stack>
  );
}
