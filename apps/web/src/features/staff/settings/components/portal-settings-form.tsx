// The portal settings an Administrator changes: the banner's message and colour (with a live preview
// of the banner as vendors see it), the QuickPay disclaimer and the page titles' prefix, and the field
// work's (the hours to answer a dispatch, the check-in radius, whether completion needs a check-in:
// decisions 114, 117). Other roles read the same form, read-only, with no Save.
// The save sends the settings changed since the form was filled and the version they were read at: a
// save over someone else's newer change is refused and said beside Save, with Load the latest version
// (decision 100), so nothing is silently undone.
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProviderPortalSettings } from '@vp/contracts';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { withMessages } from '../../../../components/form/with-messages.ts';
import { PortalBannerView } from '../../../../components/portal-banner/portal-banner-view.tsx';
import { StaleVersionAlert } from '../../../../components/stale-version-alert.tsx';
import { notifyInfo, notifySuccess } from '../../../../lib/notify.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { usePutSettings } from '../api/settings.ts';
import {
  FIELD_WORK_MESSAGES,
  portalSettingsFormSchema,
  type PortalSettingsFormInput,
  type PortalSettingsFormValues,
} from './settings-schemas.ts';

/** The settings as the form's saves compare them. */
const savedOf = (s: ProviderPortalSettings): PortalSettingsFormValues => ({
  portalMessage: s.portalMessage,
  portalMessageColor: s.portalMessageColor,
  quickPayDisclaimer: s.quickPayDisclaimer,
  portalPrefix: s.portalPrefix,
  dispatchResponseHours: s.dispatchResponseHours,
  checkInRadiusMeters: s.checkInRadiusMeters,
  requireCheckInBeforeCompletion: s.requireCheckInBeforeCompletion,
});

/** The settings as the fields hold them (numbers as text). */
const valuesOf = (s: ProviderPortalSettings): PortalSettingsFormInput => ({
  ...savedOf(s),
  dispatchResponseHours: String(s.dispatchResponseHours),
  checkInRadiusMeters: String(s.checkInRadiusMeters),
});

const resolver = withMessages(zodResolver(portalSettingsFormSchema), FIELD_WORK_MESSAGES);

/** '#abc' as '#aabbcc' for the colour picker, which takes six digits only. */
function sixDigits(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
}

type Props = { settings: ProviderPortalSettings; canChange: boolean };

export function PortalSettingsForm({ settings, canChange }: Props) {
  const save = usePutSettings();
  const { control, handleSubmit, reset, formState } = useForm<
    PortalSettingsFormInput,
    unknown,
    PortalSettingsFormValues
  >({ mode: 'onTouched', defaultValues: valuesOf(settings), resolver });
  // the settings the fields were filled from: a save names their version and sends what differs
  const [filledFrom, setFilledFrom] = useState(settings);
  const fill = (from: ProviderPortalSettings) => {
    setFilledFrom(from);
    reset(valuesOf(from));
  };
  // newer settings read meanwhile (a QuickPay option's save answers them too) refill an untouched
  // form; one being edited keeps its values and version, and its save is then refused, not merged
  const editing = formState.isDirty;
  useEffect(() => {
    if (settings.version !== filledFrom.version && !editing) {
      setFilledFrom(settings);
      reset(valuesOf(settings));
    }
  }, [settings, filledFrom, editing, reset]);
  const [message, color] = useWatch({ control, name: ['portalMessage', 'portalMessageColor'] });
  const readOnly = { htmlInput: { readOnly: !canChange } };

  const submit = handleSubmit((values) => {
    const before = savedOf(filledFrom);
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => before[name as keyof PortalSettingsFormValues] !== value,
      ),
    );
    if (Object.keys(changes).length === 0) {
      notifyInfo('Nothing has changed.');
      return;
    }
    save.mutate(
      { ...changes, version: filledFrom.version },
      {
        onSuccess: (answer) => {
          fill(answer.settings);
          notifySuccess('The portal settings were saved. Vendors see them when they next open the portal.');
        },
      },
    );
  });
  const loadLatest = async () => {
    const latest = await save.loadLatest();
    if (latest) fill(latest.settings);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="portal-settings"
    >
      <Stack spacing={2}>
        <Typography variant="h2" id="portal-settings">
          Portal
        </Typography>
        {save.isError && !save.stale ? <Alert severity="error">{staffFailureText(save.error)}</Alert> : null}
        <Controller
          name="portalMessage"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Banner message"
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message ?? 'One line under the top bar; leave it empty for no banner.'
              }
              slotProps={readOnly}
              fullWidth
            />
          )}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Controller
            name="portalMessageColor"
            control={control}
            render={({ field, fieldState }) => (
              <>
                <TextField
                  {...field}
                  label="Banner colour"
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message ?? 'A colour such as #0d47a1.'}
                  slotProps={readOnly}
                  sx={{ width: 220 }}
                />
                <Box
                  component="input"
                  type="color"
                  aria-label="Pick the banner colour"
                  value={sixDigits(field.value)}
                  disabled={!canChange}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                    field.onChange(event.target.value)
                  }
                  sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
                />
              </>
            )}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" id="banner-preview-title" sx={{ mb: 1 }}>
            Preview: the banner as vendors see it
          </Typography>
          <Box data-testid="banner-preview" sx={{ border: 1, borderColor: 'divider', minHeight: 40 }}>
            {message.trim() ? (
              <PortalBannerView message={message.trim()} color={color} label="Banner preview" />
            ) : (
              <Typography variant="body2" sx={{ p: 1 }}>
                No banner is shown while the message is empty.
              </Typography>
            )}
          </Box>
        </Box>
        <Controller
          name="quickPayDisclaimer"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="QuickPay disclaimer"
              multiline
              minRows={3}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'What a vendor agrees to when choosing QuickPay.'}
              slotProps={readOnly}
              fullWidth
            />
          )}
        />
        <Controller
          name="portalPrefix"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Portal prefix"
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message ?? "The start of every page title, e.g. 'Vendor | Work Orders'."
              }
              slotProps={readOnly}
              sx={{ maxWidth: 400 }}
              fullWidth
            />
          )}
        />
        <Typography variant="h3" component="h3" id="field-work-settings">
          Field work
        </Typography>
        <Box
          role="group"
          aria-labelledby="field-work-settings"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 560 }}
        >
          <FormTextField
            control={control}
            name="dispatchResponseHours"
            label="Hours to answer a dispatch"
            autoComplete="off"
            hint="A dispatched work order not accepted or declined within this many hours shows as overdue (new dispatches)."
            slotProps={{ htmlInput: { readOnly: !canChange, inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="checkInRadiusMeters"
            label="Check-in radius (metres)"
            autoComplete="off"
            hint="A check-in whose accuracy circle reaches this far around the store is on site; any other is flagged for review, never refused."
            slotProps={{ htmlInput: { readOnly: !canChange, inputMode: 'numeric' } }}
          />
          <FormCheckbox
            control={control}
            name="requireCheckInBeforeCompletion"
            label="Require a check-in before a work order is completed"
            disabled={!canChange}
          />
        </Box>
        {save.stale ? <StaleVersionAlert error={save.error} onLoadLatest={() => void loadLatest()} /> : null}
        {canChange ? (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save settings
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
