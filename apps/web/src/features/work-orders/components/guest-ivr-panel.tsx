// The Mobile Guest IVR Setting panel above the grid (SPEC section 2): whether the provider's mobile
// app lets guests check in by IVR, the vendor's ID (read-only), Update, and the disclaimer.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { getVendorProfileCall, updateVendorProfileCall, type VendorProfile } from '@vp/contracts';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { LazyCollapse } from '../../../components/lazy-collapse.tsx';
import { StaleVersionAlert } from '../../../components/stale-version-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useMay } from '../../../lib/start-up-data.tsx';
import { useVendorProfileQuery } from '../api/get-vendor-profile.ts';
import { useUpdateGuestIvrMutation } from '../api/update-guest-ivr.ts';

export const GUEST_IVR_DISCLAIMER =
  'By allowing Mobile Guest IVR, any user may check into any work order with a valid PO # and Vendor ID. ' +
  'The provider captures the user name, device IDs and device location of every check-in.';

/** `foldable`: on a phone the panel starts folded under its heading, a button (issue 15, decision 039). */
export function GuestIvrPanel({ foldable = false }: { foldable?: boolean }) {
  // a company-wide setting: shown to those who may see the company profile, changed by those who may
  // change it (issue 40: a Technician sees neither)
  if (!useMay(getVendorProfileCall)) return null;
  return <GuestIvrPanelShown foldable={foldable} />;
}

function GuestIvrPanelShown({ foldable }: { foldable: boolean }) {
  const profile = useVendorProfileQuery();
  const [open, setOpen] = useState(!foldable);
  // SPEC section 8: a failed call shows its error text
  useEffect(() => {
    if (profile.error) notifyError(profile.error);
  }, [profile.error]);
  return (
    <Paper component="section" aria-labelledby="guest-ivr-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="guest-ivr-heading" variant="h2" sx={{ mb: open ? 1 : 0 }}>
        {foldable ? (
          <Button
            aria-expanded={open}
            aria-controls="guest-ivr-content"
            onClick={() => setOpen((value) => !value)}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ p: 0, font: 'inherit', color: 'inherit', textTransform: 'none' }}
          >
            Mobile Guest IVR Setting
          </Button>
        ) : (
          'Mobile Guest IVR Setting'
        )}
      </Typography>
      {/* folded on a phone: its form is drawn when first opened (lazy-collapse.tsx) */}
      <LazyCollapse in={open} id="guest-ivr-content">
        {/* keyed by the stored version: a saved change (or a newer version loaded) starts the form from the server's */}
        <GuestIvrForm key={profile.data ? String(profile.data.version) : 'loading'} profile={profile.data} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {GUEST_IVR_DISCLAIMER}
        </Typography>
      </LazyCollapse>
    </Paper>
  );
}

function GuestIvrForm({ profile }: { profile: VendorProfile | undefined }) {
  const { control, handleSubmit } = useForm<{ allow: boolean }>({
    defaultValues: { allow: profile?.allowGuestIVR === 1 },
  });
  const update = useUpdateGuestIvrMutation();
  const mayChange = useMay(updateVendorProfileCall);
  const submit = handleSubmit(({ allow }) => {
    if (profile) update.mutate({ allow, version: profile.version });
  });
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <FormCheckbox
        control={control}
        name="allow"
        label="Allow Mobile Guest IVR"
        disabled={!profile || !mayChange}
      />
      <TextField
        label="Vendor ID"
        value={profile ? String(profile.vendorNum) : ''}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        sx={{ width: (theme) => theme.spacing(20) }}
      />
      {mayChange ? (
        <Button type="submit" variant="contained" disabled={!profile} loading={update.isPending}>
          Update
        </Button>
      ) : null}
      {update.stale ? (
        <Box sx={{ flexBasis: '100%' }}>
          <StaleVersionAlert error={update.error} onLoadLatest={() => void update.loadLatest()} />
        </Box>
      ) : null}
    </Box>
  );
}
