// The QuickPay drawer (SPEC sections 2, 4, 5, 9): 650 wide; the per-invoice options that pay on or
// before the invoice's due date, each with its QuickPay amount and pay date, the disclaimer, and
// Save once an option other than the invoice's own is chosen and the disclaimer is ticked.
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  NEXT_DAY_DAYS,
  NEXT_DAY_RULES,
  quickPayOptionLabel,
  usDate,
  type QuickPayOffer,
  type VendorInvoice,
  manualQuickPaySettingsCall,
} from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { KeyValueList } from '../../../components/key-value-list.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { usePortalSettings } from '../../../lib/start-up-data.tsx';
import { useUpdateInvoiceQuickPayMutation } from '../api/update-invoice-quick-pay.ts';
import { canSaveQuickPay, drawerOffers, invoiceOptionLabel } from './drawer-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call.ts';

export const NO_OPTION_BEFORE_DUE_DATE = "No QuickPay option pays on or before this invoice's due date.";

export function QuickPayDrawer({ invoice, onClose }: { invoice: VendorInvoice | null; onClose: () => void }) {
  const formId = useId();
  const [saveReady, setSaveReady] = useState({ enabled: false, saving: false });
  return (
    <AppDrawer
      open={invoice !== null}
      title="QuickPay"
      width={DRAWER_WIDTH.quickPay}
      onClose={onClose}
      actions={
        <>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={!saveReady.enabled}
            loading={saveReady.saving}
          >
            Save
          </Button>
        </>
      }
    >
      {invoice ? (
        // keyed by the invoice: another invoice starts a fresh form
        <QuickPayForm
          key={invoice.id}
          formId={formId}
          invoice={invoice}
          onSaved={onClose}
          onSaveReady={setSaveReady}
        />
      ) : null}
    </AppDrawer>
  );
}

/** The option chosen (the invoice's own to start) and the disclaimer ticked: Save needs both. */
type QuickPayValues = { chosen: number | null; consent: boolean };

type QuickPayFormProps = {
  formId: string;
  invoice: VendorInvoice;
  onSaved: () => void;
  onSaveReady: (state: { enabled: boolean; saving: boolean }) => void;
};

function QuickPayForm({ formId, invoice, onSaved, onSaveReady }: QuickPayFormProps) {
  const disclaimer = usePortalSettings()?.quickPayDisclaimer ?? '';
  const optionsLabelId = useId();
  const settings = useQuery({
    ...callQuery(manualQuickPaySettingsCall),
    select: (answer) => answer.quickpaysetting,
  });
  useEffect(() => {
    if (settings.error) notifyError(settings.error);
  }, [settings.error]);
  // the pay dates are worked out for the moment the drawer opened
  const [now] = useState(() => new Date());
  const offers = settings.data ? drawerOffers(invoice, settings.data, now) : [];
  const { control, handleSubmit } = useForm<QuickPayValues>({
    defaultValues: { chosen: invoice.qpSettingId, consent: false },
  });
  const [chosen, consent] = useWatch({ control, name: ['chosen', 'consent'] });
  const save = useUpdateInvoiceQuickPayMutation(onSaved);
  const enabled =
    !save.isPending &&
    canSaveQuickPay({ chosenSettingId: chosen, offers, consent, currentSettingId: invoice.qpSettingId });
  useEffect(() => {
    onSaveReady({ enabled, saving: save.isPending });
  }, [enabled, save.isPending, onSaveReady]);

  const offerOf = (id: number | null): QuickPayOffer | undefined =>
    offers.find((offer) => offer.setting.id === id);

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => {
          const offer = offerOf(values.chosen);
          if (enabled && offer) save.mutate({ invoice, offer });
        })(event)
      }
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <KeyValueList
        label={`Invoice ${invoice.invoiceNum}`}
        items={[
          { label: 'Invoice #', value: invoice.invoiceNum },
          { label: 'Status', value: invoice.invoiceStatus },
          { label: 'Net Pay', value: formatMoney(invoice.netPay) },
          { label: 'Due Date', value: usDate(invoice.dueDate) },
          { label: 'Current QuickPay', value: invoiceOptionLabel(invoice) || 'None' },
          { label: 'Current QuickPay Amount', value: formatMoney(invoice.qpAmount) },
        ]}
      />
      {settings.isPending ? (
        <PageLoader label="Loading the QuickPay options" />
      ) : offers.length === 0 ? (
        <Typography variant="body1">{NO_OPTION_BEFORE_DUE_DATE}</Typography>
      ) : (
        <FormControl>
          <FormLabel id={optionsLabelId}>QuickPay options</FormLabel>
          <Controller
            control={control}
            name="chosen"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={optionsLabelId}
                name={field.name}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {offers.map((offer) => (
                  <FormControlLabel
                    key={offer.setting.id}
                    value={String(offer.setting.id)}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', my: 0.5 }}
                    label={
                      <Box sx={{ pt: 1 }}>
                        <Typography variant="body1">{quickPayOptionLabel(offer.setting)}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          QuickPay Amount: {formatMoney(offer.qpAmount)} · Pay Date: {usDate(offer.payDate)}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
      )}
      {offers.some((offer) => offer.setting.days === NEXT_DAY_DAYS) ? (
        <Typography variant="body2" color="text.secondary">
          {NEXT_DAY_RULES}
        </Typography>
      ) : null}
      <Controller
        control={control}
        name="consent"
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                sx={{ mt: -1 }}
              />
            }
            label={<Typography variant="body2">{disclaimer}</Typography>}
          />
        )}
      />
    </Box>
  );
}
