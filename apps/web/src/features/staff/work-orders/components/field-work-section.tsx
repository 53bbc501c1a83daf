// The console's view of the vendors' answers and moves on a work order (issue 41 points 1 and 2,
// decision 114): per crew line its status, answer deadline (overdue), answer, ETA in the store's time
// zone, hold and completion, and its history; a Reopen button on a completed line for the roles the
// reopen's contract allows (the company reopens, never the vendor).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MOVE_RULES,
  getStaffWorkOrderCall,
  staffFieldWorkCall,
  staffMay,
  staffReopenCrewLineCall,
  type FieldWorkState,
  type StaffRole,
} from '@vp/contracts';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { SimpleTable } from './simple-table.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function answerText(line: FieldWorkState): string {
  if (line.decline) return `Declined: ${[line.decline.reason, line.decline.note].filter(Boolean).join(', ')}`;
  if (line.answeredAt) return `Accepted ${when(line.answeredAt)}`;
  if (line.status !== 'Assigned') return '—';
  return line.answerOverdue
    ? `Overdue (due ${when(line.respondBy)})`
    : `Waiting (due ${when(line.respondBy)})`;
}

function stateText(line: FieldWorkState): string {
  if (line.hold)
    return `${line.hold.reason}, expected ${line.hold.expectedDate}${line.hold.note ? `: ${line.hold.note}` : ''}`;
  if (line.completion) return `${line.completion.labourHours} h: ${line.completion.resolutionNotes}`;
  return '—';
}

export function FieldWorkSection({ ordNum, role }: { ordNum: number; role: StaffRole }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...callQuery(staffFieldWorkCall, { params: { ordNum } }), retry: false });
  const [reopening, setReopening] = useState<number | null>(null);
  const reopen = useActionMutation({
    mutationFn: (ocdId: number) => call(staffReopenCrewLineCall, { params: { ocdId }, body: {} }),
    onMutate: (ocdId) => setReopening(ocdId),
    onSettled: () => setReopening(null),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(staffFieldWorkCall) }),
        queryClient.invalidateQueries({ queryKey: callKey(getStaffWorkOrderCall) }),
      ]);
    },
    onError: (error) => notifyError(error),
  });
  const mayReopen = staffMay(role, staffReopenCrewLineCall);
  const lines = query.data?.crewLines ?? [];
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h3" component="h2">
        Dispatch answers and status
      </Typography>
      {query.isError ? <Alert severity="error">The answers could not be loaded.</Alert> : null}
      <SimpleTable
        label="Dispatch answers and status"
        headers={['Line', 'Vendor', 'Status', 'Answer', 'ETA', 'Hold / completion', 'Action']}
        rows={lines.map((line) => [
          line.ocdId,
          line.vendorCompany,
          line.status,
          answerText(line),
          line.eta
            ? `${line.eta.date} ${line.eta.from}–${line.eta.to}${line.eta.timeZone ? ` ${line.eta.timeZone}` : ''}`
            : '—',
          stateText(line),
          mayReopen && line.moves.includes('reopen') ? (
            <Button
              key="reopen"
              size="small"
              variant="outlined"
              loading={reopening === line.ocdId}
              onClick={() => reopen.mutate(line.ocdId)}
            >
              {MOVE_RULES.reopen.label}
            </Button>
          ) : (
            ''
          ),
        ])}
        empty="No crew lines."
      />
      {lines.some((l) => l.history.length > 0) ? (
        <SimpleTable
          label="Status moves"
          headers={['When', 'Line', 'Move', 'From', 'To', 'Who', 'Reason']}
          rows={lines
            .flatMap((l) => l.history.map((h) => ({ ...h, ocdId: l.ocdId })))
            .sort((a, b) => b.at.localeCompare(a.at))
            .map((h) => [when(h.at), h.ocdId, MOVE_RULES[h.move].label, h.from, h.to, h.by, h.reason ?? '—'])}
          empty="No moves yet."
        />
      ) : null}
    </Box>
  );
}
