// The portal settings an Administrator changes: the banner's message and colour (with a live preview
// of the banner as vendors see it), the QuickPay disclaimer and the page titles' prefix. Other roles
// read the same form, read-only, with no Save.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProviderPortalSettings } from '@vp/contracts';
import { PortalBannerView } from '../../../../components/portal-banner/portal-banner-view.tsx';
import { notifyInfo, notifySuccess } from '../../../../lib/notify.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { usePutSettings } from '../api/settings.ts';
import { portalSettingsFormSchema, type PortalSettingsFormValues } from './settings-schemas.ts';

const valuesOf = (s: ProviderPortalSettings): PortalSettingsFormValues => ({
  portalMessage: s.portalMessage,
  portalMessageColor: s.portalMessageColor,
  quickPayDisclaimer: s.quickPayDisclaimer,
  portalPrefix: s.portalPrefix,
});

/** '#abc' as '#aabbcc' for the colour picker, which takes six digits only. */
function sixDigits(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
}

type Props = { settings: ProviderPortalSettings; canChange: boolean };

export function PortalSettingsForm({ settings, canChange }: Props) {
  const save = usePutSettings();
  const { control, handleSubmit, reset } = useForm<PortalSettingsFormValues>({
    mode: 'onTouched',
    defaultValues: valuesOf(settings),
    resolver: zodResolver(portalSettingsFormSchema),
  });
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  const [message, color] = useWatch({ control, name: ['portalMessage', 'portalMessageColor'] });
  const readOnly = { htmlInput: { readOnly: !canChange } };

  const submit = handleSubmit((values) => {
    const current = valuesOf(settings);
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => current[name as keyof PortalSettingsFormValues] !== value,
      ),
    );
    if (Object.keys(changes).length === 0) {
      notifyInfo('Nothing has changed.');
      return;
    }
    save.mutate(changes, {
      onSuccess: () =>
        notifySuccess('The portal settings were saved. Vendors see them when they next open the portal.'),
    });
  });

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
        {save.isError ? <Alert severity="error">{staffFailureText(save.error)}</Alert> : null}
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
