// The profile form in its drawer (550 wide, SPEC sections 2, 9): every field the vendor may change, the
// SPEC section 5 rules with their texts, saved through update-vendor-detail-by-vend-num. The check block
// stays read-only here too (hidden for ACH vendors). A save names the version the form was read at;
// when someone saved the profile meanwhile (another tab, a colleague) the save is refused and the
// drawer says so, with the action that loads the newer profile into the form (decision 100).
import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_EMAIL_INPUT_MAX,
  PROFILE_DRAWER_WIDTH,
  type UsState,
  type VendorProfile,
} from '@vp/contracts';
import { SaveDrawer } from '../../../components/save-drawer.tsx';
import { StaleVersionAlert } from '../../../components/stale-version-alert.tsx';
import { useUpdateVendorProfileMutation } from '../api/update-vendor-profile.ts';
import { AddressFields } from './address-fields.tsx';
import { CheckBlock } from './check-block.tsx';
import { PaymentFields } from './payment-fields.tsx';
import {
  formValuesOf,
  profileFormSchema,
  updateRequestOf,
  type ProfileFormValues,
} from './profile-form-values.ts';
import { UsPhoneInput } from './us-phone-input.tsx';
import { faxDigits } from './us-phone.ts';

export type ProfileFormDrawerProps = {
  open: boolean;
  onClose: () => void;
  profile: VendorProfile;
  states: readonly UsState[];
  achMessage: string | undefined;
};

const FORM_ID = 'company-profile-form';

function BlockHeading({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h3" sx={{ gridColumn: '1 / -1', mt: 1 }}>
      {children}
    </Typography>
  );
}

export function ProfileFormDrawer({ open, onClose, profile, states, achMessage }: ProfileFormDrawerProps) {
  const { control, handleSubmit, setValue, reset } = useForm<ProfileFormValues>({
    mode: 'onTouched',
    defaultValues: formValuesOf(profile),
    values: formValuesOf(profile),
    resolver: zodResolver(profileFormSchema),
  });
  const save = useUpdateVendorProfileMutation(onClose);
  const staleRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (save.stale) staleRef.current?.scrollIntoView({ block: 'nearest' });
  }, [save.stale]);
  const close = () => {
    reset(formValuesOf(profile));
    save.reset();
    onClose();
  };

  const text = (
    name: keyof ProfileFormValues,
    label: string,
    extra: { maxLength?: number; type?: string } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value as string}
          label={label}
          type={extra.type}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: extra.maxLength ?? 200 } }}
        />
      )}
    />
  );

  return (
    <SaveDrawer
      open={open}
      title="Edit Profile"
      width={PROFILE_DRAWER_WIDTH}
      onClose={close}
      saving={save.isPending}
      save={{ type: 'submit', form: FORM_ID, disabled: save.isPending }}
    >
      <Box
        component="form"
        id={FORM_ID}
        noValidate
        aria-label="Company profile"
        onSubmit={handleSubmit((values) => save.mutate(updateRequestOf(values, profile.version)))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {save.stale ? (
          // at the top of the form, brought into view: Save is pressed at its foot
          <Box sx={{ gridColumn: '1 / -1' }} ref={staleRef}>
            <StaleVersionAlert error={save.error} onLoadLatest={() => void save.loadLatest()} />
          </Box>
        ) : null}
        <BlockHeading>Company</BlockHeading>
        {text('company', 'Company')}
        {text('address', 'Address')}
        <AddressFields
          names={{ city: 'city', state: 'state', zip: 'zip' }}
          labelPrefix=""
          control={control}
          setValue={setValue}
          states={states}
        />
        {/* no cut at 255 characters: a pasted list longer than that is kept whole and the message says
            its length, instead of an address cut in two and a format message (issue 38 point 5) */}
        {text('contactEmail', 'Contact Email', { maxLength: CONTACT_EMAIL_INPUT_MAX })}
        {text('contactPerson', 'Contact Person')}
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <UsPhoneInput
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label="Phone"
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="fax"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Fax"
              onChange={(event) => field.onChange(faxDigits(event.target.value))}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
            />
          )}
        />
        <BlockHeading>Mailing</BlockHeading>
        {text('mailingCompany', 'Mailing Company')}
        {text('mailingAddress', 'Mailing Address')}
        <AddressFields
          names={{ city: 'mailingCity', state: 'mailingState', zip: 'mailingZip' }}
          labelPrefix="Mailing "
          control={control}
          setValue={setValue}
          states={states}
        />
        <BlockHeading>Payment</BlockHeading>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PaymentFields profile={profile} withNote />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CheckBlock profile={profile} achMessage={achMessage} />
        </Box>
      </Box>
    </SaveDrawer>
  );
}
