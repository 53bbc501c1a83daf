// A compliance document's data beside its preview in the review queue (issue 40 point 4, decision 112):
// a certificate's coverage, insurer, NAIC, policy, limits, additional insured and waiver with a link to
// the endorsement, and dates; a W-9's legal name and masked taxpayer id (the server sends no other); a
// licence's state, trade, number and holder. Under it, each requirement of the vendor it is checked
// against, with what it lacks, so that the reviewer decides with the shortfall in view.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  callUrl,
  COMPLIANCE_KIND_LABELS,
  COVERAGE_LABELS,
  formatLimit,
  staffDocumentContentCall,
  type ComplianceReview,
} from '@vp/contracts';
import type { ReactNode } from 'react';
import { KeyValueList, type KeyValue } from '../../../../components/key-value-list.tsx';
import { formatDate } from '../../../../lib/format.ts';

const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'Yes' : 'No');
const money = (v: number | null) => (v === null ? '' : formatLimit(v));

function itemsOf(c: ComplianceReview): KeyValue[] {
  const endorsement: ReactNode =
    c.endorsementDocumentId === null ? (
      'None attached'
    ) : (
      <Link
        href={callUrl(staffDocumentContentCall, { params: { documentId: c.endorsementDocumentId } })}
        target="_blank"
        rel="noopener"
      >
        Open the endorsement
      </Link>
    );
  const dates: KeyValue[] = [
    { label: 'Effective', value: c.effectiveOn ? formatDate(c.effectiveOn) : '' },
    { label: 'Expires', value: c.expiresOn ? formatDate(c.expiresOn) : '' },
  ];
  if (c.kind === 'insurance')
    return [
      { label: 'Coverage', value: c.coverage ? COVERAGE_LABELS[c.coverage] : '' },
      { label: 'Insurer', value: c.insurer ?? '' },
      { label: 'NAIC', value: c.naic ?? '' },
      { label: 'Policy number', value: c.policyNumber ?? '' },
      { label: 'Each occurrence', value: money(c.eachOccurrence) },
      { label: 'Aggregate', value: money(c.aggregate) },
      { label: 'Additional insured', value: yesNo(c.additionalInsured) },
      { label: 'Waiver of subrogation', value: yesNo(c.waiverOfSubrogation) },
      { label: 'Endorsement', value: endorsement },
      ...dates,
    ];
  if (c.kind === 'w9')
    return [
      { label: 'Legal name', value: c.legalName ?? '' },
      { label: 'Taxpayer id', value: c.taxId ?? '' },
      { label: 'Confirmed on', value: c.confirmedOn ? formatDate(c.confirmedOn) : '' },
    ];
  return [
    { label: 'State', value: c.licenceState ?? '' },
    { label: 'Trade', value: c.licenceTrade ?? '' },
    { label: 'Licence number', value: c.licenceNumber ?? '' },
    { label: 'Holder', value: c.holder?.name ?? 'The company' },
    ...dates,
  ];
}

export function ComplianceFacts({ compliance }: { compliance: ComplianceReview }) {
  return (
    <Box
      component="section"
      aria-label="Compliance data"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {COMPLIANCE_KIND_LABELS[compliance.kind]}
      </Typography>
      <KeyValueList items={itemsOf(compliance)} label={`${COMPLIANCE_KIND_LABELS[compliance.kind]} data`} />
      <Typography variant="subtitle2" component="h3">
        Checked against
      </Typography>
      {compliance.checks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No requirement of this vendor asks for this document.
        </Typography>
      ) : (
        compliance.checks.map((check) =>
          check.shortfalls.length === 0 ? (
            <Alert key={check.requirementId} severity="success">
              {check.title}: meets it.
            </Alert>
          ) : (
            <Alert key={check.requirementId} severity="warning">
              <strong>{check.title}</strong>
              {check.shortfalls.map((s) => (
                <div key={s}>{s}</div>
              ))}
            </Alert>
          ),
        )
      )}
    </Box>
  );
}
