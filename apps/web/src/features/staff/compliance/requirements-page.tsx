// /staff/compliance, "Compliance requirements" (issue 40 point 4, decision 112): what each vendor must
// hold, by client, trade and state, with minimum limits: the list, and a drawer to add or change one.
// Every role reads them; Vendor managers and Administrators change them (the contracts say so). After a
// change every vendor's compliance follows (a job recomputes it). A chunk of its own.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPLIANCE_KIND_LABELS, formatLimit, type StaffComplianceRequirement } from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../components/data-grid/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { actionsColumn } from '../components/row-actions.tsx';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canChangeRequirements } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useDeleteRequirement, useRequirements } from './api/compliance.ts';
import { RequirementDrawer, type RequirementEdit } from './components/requirement-drawer.tsx';
import { PageHeading } from '../components/page-heading.tsx';

type Req = StaffComplianceRequirement;
const limits = (r: Req) =>
  [
    r.minEachOccurrence === null ? null : `${formatLimit(r.minEachOccurrence)} per occurrence`,
    r.minAggregate === null ? null : `${formatLimit(r.minAggregate)} aggregate`,
    r.additionalInsured ? 'additional insured' : null,
    r.waiverOfSubrogation ? 'waiver of subrogation' : null,
    r.perTechnician ? 'each technician' : null,
  ]
    .filter(Boolean)
    .join(', ');

function requirementColumns(
  onChange: ((r: Req) => void) | null,
  onDelete: ((r: Req) => void) | null,
): GridColumn<Req>[] {
  const columns: GridColumn<Req>[] = [
    { id: 'title', header: 'Requirement', text: (r) => r.title, width: 300 },
    { id: 'kind', header: 'Document', text: (r) => COMPLIANCE_KIND_LABELS[r.kind], width: 180 },
    { id: 'client', header: 'Client', text: (r) => r.clientName ?? 'Every client', width: 180 },
    { id: 'trade', header: 'Trade', text: (r) => r.trade ?? 'Every trade', width: 140 },
    { id: 'state', header: 'State', text: (r) => r.state ?? 'Every state', width: 110 },
    { id: 'limits', header: 'Minimums', text: limits, width: 280 },
  ];
  if (onChange && onDelete)
    columns.push(
      actionsColumn(190, (r) => [
        { label: 'Change', name: `Change ${r.title}`, onClick: () => onChange(r) },
        { label: 'Delete', name: `Delete ${r.title}`, onClick: () => onDelete(r), danger: true, quiet: true },
      ]),
    );
  return columns;
}

export function StaffRequirementsPage() {
  usePageTitle('Staff | Compliance requirements');
  const me = useSignedInStaff();
  const canChange = canChangeRequirements(me.role);
  const requirements = useRequirements();
  const remove = useDeleteRequirement();
  const [edit, setEdit] = useState<RequirementEdit>(null);
  const [deleting, setDeleting] = useState<Req | null>(null);
  const columns = useMemo(
    () => requirementColumns(canChange ? setEdit : null, canChange ? setDeleting : null),
    [canChange],
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading title="Compliance requirements">
        {canChange ? (
          <Button variant="contained" onClick={() => setEdit('new')}>
            Add requirement
          </Button>
        ) : null}
      </PageHeading>
      <Typography variant="body2">
        What each vendor must hold, by client, trade and state. A vendor that does not hold one is not
        dispatchable for that client and trade until it does.
      </Typography>
      {!canChange ? (
        <Alert severity="info">
          You can read the requirements; Vendor managers and Administrators change them.
        </Alert>
      ) : null}
      {requirements.isError ? <Alert severity="error">{staffFailureText(requirements.error)}</Alert> : null}
      {remove.isError ? <Alert severity="error">{staffFailureText(remove.error)}</Alert> : null}
      {requirements.isPending ? <PageLoader /> : null}
      {requirements.data ? (
        <DataGrid
          label="Compliance requirements"
          rows={requirements.data.requirements}
          columns={columns}
          getRowId={(r) => String(r.id)}
          cardColumns={['title', 'limits', 'actions']}
        />
      ) : null}
      <RequirementDrawer
        edit={edit}
        clients={requirements.data?.clients ?? []}
        onClose={() => setEdit(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete the requirement"
        message={`Delete "${deleting?.title ?? ''}"? Vendors no longer need what it asks.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
