// The staff vendor page's profile: addresses, contact, remittance, service fee and Mobile Guest IVR.
import type { StaffVendorPage } from '@vp/contracts';
import { KeyValueList } from '../../../../components/key-value-list.tsx';
import { VendorSection } from './vendor-section.tsx';

export function ProfileSection({ vendor }: { vendor: StaffVendorPage['vendor'] }) {
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
    <VendorSection title="Profile">
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
    </VendorSection>
  );
}
