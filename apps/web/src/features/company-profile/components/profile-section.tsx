// Section Profile (SPEC section 2): loads the profile, the ACH message and the states and cities lists;
// shows the profile read-only (service fee as a percent, the check block or, for ACH vendors, the ACH
// message) with 'Edit Profile', which opens the form drawer.
import { Suspense, useState, useTransition } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { getAchMessageCall, type VendorProfile } from '@vp/contracts';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { TitledBlock } from '../../../components/titled-block.tsx';
import { callQuery } from '../../../lib/call.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useCitiesQuery } from '../api/get-cities.ts';
import { useStatesQuery } from '../api/get-states.ts';
import { useVendorProfileQuery } from '../api/get-vendor-profile.ts';
import { CheckBlock } from './check-block.tsx';
import { FieldList } from './field-list.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { useMayChangeCompany } from './use-may-change-company.ts';
import { formatUsPhone } from './us-phone.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

// The form drawer's code (react-hook-form, zod's full API for its rules, the city autocomplete) loads
// when Edit Profile is first pointed at, focused or clicked, not with the page: evaluated as the page
// opened, it was a long task on a phone before anything of it was needed (decision 086).
const formDrawer = lazyComponent(
  () => import('./profile-form-drawer.tsx'),
  (m) => m.ProfileFormDrawer,
);

function ProfileView({ profile, achMessage }: { profile: VendorProfile; achMessage: string | undefined }) {
  // the city list of the vendor's state, ready for the form's city dropdown
  useCitiesQuery(profile.state);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TitledBlock title="Company">
        <FieldList
          label="Company"
          fields={[
            { label: 'Company', value: profile.company },
            { label: 'Address', value: profile.address },
            { label: 'City', value: profile.city },
            { label: 'State', value: profile.state },
            { label: 'Zip', value: profile.zip },
            { label: 'Contact Email', value: profile.contactEmail.split(';').join('; ') },
            { label: 'Contact Person', value: profile.contactPerson },
            { label: 'Phone', value: formatUsPhone(profile.phone) },
            { label: 'Fax', value: profile.fax },
          ]}
        />
      </TitledBlock>
      <TitledBlock title="Mailing">
        <FieldList
          label="Mailing"
          fields={[
            { label: 'Mailing Company', value: profile.mailingCompany },
            { label: 'Mailing Address', value: profile.mailingAddress },
            { label: 'Mailing City', value: profile.mailingCity },
            { label: 'Mailing State', value: profile.mailingState },
            { label: 'Mailing Zip', value: profile.mailingZip },
          ]}
        />
      </TitledBlock>
      <TitledBlock title="Payment">
        <PaymentFields profile={profile} />
      </TitledBlock>
      <CheckBlock profile={profile} achMessage={achMessage} />
    </Box>
  );
}

export function ProfileSection() {
  const profile = useVendorProfileQuery();
  const achMessage = useQuery({
    ...callQuery(getAchMessageCall),
    select: (answer) => answer.vendorAchMessage,
  });
  const states = useStatesQuery();
  const [editing, setEditing] = useState(false);
  // the drawer is drawn from its first opening on (kept, for its closing slide); opening it is a
  // transition, so that while its code loads the page stays as it is and the button shows it is busy
  const [everEdited, setEverEdited] = useState(false);
  const [opening, startOpening] = useTransition();
  const edit = () =>
    startOpening(() => {
      setEverEdited(true);
      setEditing(true);
    });
  useLoadErrorToast(profile);
  useLoadErrorToast(achMessage);
  useLoadErrorToast(states);
  const mayChange = useMayChangeCompany();

  return (
    <SectionData query={profile} label="the profile">
      {(data) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {mayChange ? (
            <Box>
              <Button
                variant="contained"
                startIcon={<EditOutlined />}
                loading={opening}
                onClick={edit}
                onPointerEnter={formDrawer.preload}
                onFocus={formDrawer.preload}
              >
                Edit Profile
              </Button>
            </Box>
          ) : null}
          <ProfileView profile={data} achMessage={achMessage.data} />
          {everEdited && (
            <Suspense fallback={null}>
              <formDrawer.Content
                open={editing}
                onClose={() => setEditing(false)}
                profile={data}
                states={states.data ?? []}
                achMessage={achMessage.data}
              />
            </Suspense>
          )}
        </Box>
      )}
    </SectionData>
  );
}
