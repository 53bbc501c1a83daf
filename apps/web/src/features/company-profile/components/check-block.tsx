// The check block of the profile (SPEC section 2): the provider's check-address fields, read-only;
// for a vendor paid by ACH they are all hidden and the ACH message (HTML through DOMPurify) shows instead.
import Alert from '@mui/material/Alert';
import type { VendorProfile } from '@vp/contracts';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { TitledBlock } from '../../../components/titled-block.tsx';
import { FieldList } from './field-list.tsx';
import { isAchVendor } from './profile-form-values.ts';

export type CheckBlockProps = {
  profile: Pick<
    VendorProfile,
    'remitType' | 'checkCompany' | 'checkDBA' | 'checkAddress' | 'checkCity' | 'checkState' | 'checkZip'
  >;
  /** The ACH message; undefined while it loads. */
  achMessage: string | undefined;
};

export function CheckBlock({ profile, achMessage }: CheckBlockProps) {
  if (isAchVendor(profile.remitType)) {
    return (
      // an information, not an urgent alert: no live-region announcement on every opening
      <Alert severity="info" role="note" aria-label="ACH message">
        <HtmlView html={achMessage} />
      </Alert>
    );
  }
  return (
    <TitledBlock title="Check Address">
      <FieldList
        label="Check address"
        fields={[
          { label: 'Check Company', value: profile.checkCompany },
          { label: 'Check DBA', value: profile.checkDBA },
          { label: 'Check Address', value: profile.checkAddress },
          { label: 'Check City', value: profile.checkCity },
          { label: 'Check State', value: profile.checkState },
          { label: 'Check Zip', value: profile.checkZip },
        ]}
      />
    </TitledBlock>
  );
}
