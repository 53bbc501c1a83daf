// The compliance upload drawer (issue 40 point 4; 450 wide as the SPEC's upload drawer): a certificate
// of insurance, a W-9 or a licence with its data and its file, opened empty or pre-filled for one
// requirement. The server's refusal is shown in the drawer as well as in its toast; Save is one click,
// one upload. The taxpayer id is typed masked (with a show toggle) and is never shown back: the form
// is emptied once the drawer closes, and the list shows only the masked id the server answers.
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { COMPLIANCE_KIND_LABELS, COVERAGE_LABELS, COVERAGES, COMPLIANCE_KINDS } from '@vp/contracts';
import type { ComplianceKind, ComplianceRequirementStatus } from '@vp/contracts';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { errorMessageOf } from '../../../lib/notify.ts';
import { useUploadComplianceDocument } from '../api/compliance-calls.ts';
import { FileField } from './file-field.tsx';
import { TaxpayerIdField } from './taxpayer-id-field.tsx';
import { LicenceHolderField } from './licence-holder-field.tsx';
import { uploadFormSchema, valuesForRequirement, type UploadFormValues } from './upload-form-values.ts';

export const COMPLIANCE_UPLOAD_TITLE = 'Upload Compliance Document';

/** What the drawer was opened for: a requirement, or a document of a kind with none. */
export type UploadOpening = { requirement: ComplianceRequirementStatus | null; kind?: ComplianceKind };

const KIND_OPTIONS = COMPLIANCE_KINDS.map((kind) => ({ value: kind, label: COMPLIANCE_KIND_LABELS[kind] }));
const COVERAGE_OPTIONS = COVERAGES.map((coverage) => ({ value: coverage, label: COVERAGE_LABELS[coverage] }));
const TIN_OPTIONS = [
  { value: 'ein', label: 'EIN (employer identification number)' },
  { value: 'ssn', label: 'SSN (social security number)' },
];
// a date input draws its own mm/dd/yyyy placeholder: the label must stay above it
const DATE_SLOTS = { inputLabel: { shrink: true } } as const;

export function ComplianceUploadDrawer({
  opening,
  onClose,
}: {
  opening: UploadOpening | null;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<UploadFormValues>({
    defaultValues: valuesForRequirement(null),
    resolver: zodResolver(uploadFormSchema),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadComplianceDocument({
    onDone: onClose,
    onError: (error) => setProblem(errorMessageOf(error)),
  });
  const busy = upload.isPending;
  const [kind, additionalInsured, waiver] = useWatch({
    control,
    name: ['kind', 'additionalInsured', 'waiverOfSubrogation'],
  });

  // each opening starts from its requirement; a closed drawer keeps no taxpayer id. Keyed by what
  // it was opened for, not by the object: the page makes a new one on each render of a linked opening
  const openedFor = opening === null ? null : `${opening.requirement?.id ?? 'none'}:${opening.kind ?? ''}`;
  useEffect(() => {
    reset(valuesForRequirement(opening?.requirement ?? null, opening?.kind));
    setProblem(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening and closing only
  }, [openedFor]);

  const submit = handleSubmit((values) => {
    setProblem(null);
    upload.mutate(values);
  });

  return (
    <FormDrawer
      open={opening !== null}
      title={COMPLIANCE_UPLOAD_TITLE}
      width={DRAWER_WIDTH.upload}
      onClose={onClose}
      saving={busy}
      formLabel={COMPLIANCE_UPLOAD_TITLE}
      onSubmit={submit}
    >
      {opening?.requirement ? (
        <Alert severity="info" icon={false}>
          For: {opening.requirement.title}
        </Alert>
      ) : null}
      <FormSelectField control={control} name="kind" label="Document" options={KIND_OPTIONS} />
      {kind === 'insurance' ? (
        <>
          <FormSelectField control={control} name="coverage" label="Coverage" options={COVERAGE_OPTIONS} />
          <FormTextField control={control} name="insurer" label="Insurer" autoComplete="off" />
          <FormTextField
            control={control}
            name="naic"
            label="NAIC number"
            autoComplete="off"
            required={false}
            hint="5 digits, optional"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <FormTextField control={control} name="policyNumber" label="Policy number" autoComplete="off" />
          <FormTextField
            control={control}
            name="eachOccurrence"
            label="Each occurrence ($)"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="aggregate"
            label="General aggregate ($)"
            autoComplete="off"
            required={false}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormCheckbox control={control} name="additionalInsured" label="Additional insured" />
          <FormCheckbox control={control} name="waiverOfSubrogation" label="Waiver of subrogation" />
          {additionalInsured || waiver ? (
            <FileField control={control} name="endorsement" label="Choose endorsement" disabled={busy} />
          ) : null}
        </>
      ) : null}
      {kind === 'w9' ? (
        <>
          <FormTextField control={control} name="legalName" label="Legal name" autoComplete="off" />
          <FormSelectField control={control} name="tinType" label="Taxpayer id type" options={TIN_OPTIONS} />
          <TaxpayerIdField control={control} name="taxpayerId" />
        </>
      ) : null}
      {kind === 'licence' ? (
        <>
          <FormTextField
            control={control}
            name="state"
            label="State"
            autoComplete="off"
            hint="2 letters, e.g. NY"
            slotProps={{ htmlInput: { maxLength: 2 } }}
          />
          <FormTextField control={control} name="trade" label="Trade" autoComplete="off" />
          <FormTextField control={control} name="licenceNumber" label="Licence number" autoComplete="off" />
          <LicenceHolderField control={control} name="holder" enabled={opening !== null} />
        </>
      ) : null}
      {kind === 'w9' ? null : (
        <>
          <FormTextField
            control={control}
            name="effectiveOn"
            label="Effective date"
            type="date"
            autoComplete="off"
            required={kind === 'insurance'}
            slotProps={DATE_SLOTS}
          />
          <FormTextField
            control={control}
            name="expiresOn"
            label="Expiry date"
            type="date"
            autoComplete="off"
            slotProps={DATE_SLOTS}
          />
        </>
      )}
      <FileField
        control={control}
        name="file"
        label={kind === 'insurance' ? 'Choose certificate' : 'Choose file'}
        disabled={busy}
      />
      {problem ? (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      ) : null}
    </FormDrawer>
  );
}
