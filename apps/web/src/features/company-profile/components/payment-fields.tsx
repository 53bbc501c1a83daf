// The profile's payment terms: the service fee (what the facilities company deducts from the vendor's
// invoices) and the remit type. Both are the company's (decision 038): shown, never edited, in the
// section and in the Edit Profile drawer alike, and the drawer says whom to ask.
import Typography from '@mui/material/Typography';
import { PAYMENT_TERMS_NOTE, type VendorProfile } from '@vp/contracts';
import { FieldList } from './field-list.tsx';
import { formatServiceFee } from './profile-form-values.ts';

export function PaymentFields({
  profile,
  withNote = false,
}: {
  profile: Pick<VendorProfile, 'serviceFee' | 'remitType'>;
  withNote?: boolean;
}) {
  return (
    <>
      <FieldList
        label="Payment"
        fields={[
          // SPEC section 2: a percent, 0.00 by default
          { label: 'Service Fee', value: `${formatServiceFee(profile.serviceFee)} %` },
          { label: 'Remit Type', value: profile.remitType },
        ]}
      />
      {withNote ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PAYMENT_TERMS_NOTE}
        </Typography>
      ) : null}
    </>
  );
}
