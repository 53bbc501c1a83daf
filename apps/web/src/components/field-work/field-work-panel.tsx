// Dispatch and status on the work order's details page (issue 41 points 1 and 2), made for a phone at
// 375 px: the crew line's status, NTE, answer deadline (and overdue), ETA, hold and completion; the
// buttons of the moves the state machine allows the vendor from the status (contracts'
// crew-line-moves.ts, the one the server checks), large and full width on a phone, shown to those who
// may change work orders; the drawers that ask what a move needs; and the line's history.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MOVE_RULES,
  allowedMoves,
  moveCrewLineCall,
  type CrewLineMove,
  type FieldWorkState,
} from '@vp/contracts';
import { useMay } from '../../lib/start-up-data.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { useFieldWork, useMoveCrewLine } from './field-work-api.ts';
import { MoveDrawer, type DrawerMove } from './move-drawer.tsx';

export const FIELD_WORK_LABEL = 'Dispatch and status';

const etaText = (eta: NonNullable<FieldWorkState['eta']>) =>
  `${formatDate(`${eta.date}T12:00:00`)}, ${eta.from}–${eta.to}${eta.timeZone ? ` (${eta.timeZone})` : ''}`;

function Facts({ state }: { state: FieldWorkState }) {
  const rows: [string, string][] = [
    ['Status', state.status],
    ['NTE', formatMoney(state.nte)],
  ];
  if (state.respondBy && state.status === 'Assigned')
    rows.push(['Answer by', formatDateTime(state.respondBy)]);
  if (state.eta) rows.push(['ETA', etaText(state.eta)]);
  if (state.decline)
    rows.push(['Declined', [state.decline.reason, state.decline.note].filter(Boolean).join(': ')]);
  if (state.hold)
    rows.push([
      'On hold',
      `${state.hold.reason}, expected ${formatDate(`${state.hold.expectedDate}T12:00:00`)}${state.hold.note ? `: ${state.hold.note}` : ''}`,
    ]);
  if (state.completion)
    rows.push(['Completed', `${state.completion.labourHours} h: ${state.completion.resolutionNotes}`]);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere' }}
            data-testid={`field-work-${label.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function History({ state }: { state: FieldWorkState }) {
  if (state.history.length === 0) return null;
  return (
    <Box component="section" aria-label="Status history" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        History
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, my: 0.5 }}>
        {state.history.map((row) => (
          <Typography component="li" variant="body2" key={row.id}>
            {formatDateTime(row.at)} · {row.by}: {MOVE_RULES[row.move].label}
            {row.from !== row.to ? ` (${row.from} → ${row.to})` : ''}
            {row.reason ? `, ${row.reason}` : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function FieldWorkPanel({ ocdId }: { ocdId: number }) {
  const query = useFieldWork(ocdId);
  const mayMove = useMay(moveCrewLineCall);
  const [drawer, setDrawer] = useState<DrawerMove | null>(null);
  const send = useMoveCrewLine(ocdId, () => setDrawer(null));
  const state = query.data;
  if (!state)
    return query.isError ? (
      <Alert severity="error">The dispatch and status could not be loaded.</Alert>
    ) : null;
  // the buttons: the moves the machine allows the vendor from this status (the server checks the same)
  const moves = mayMove ? allowedMoves(state.status, 'vendor') : [];
  const act = (move: CrewLineMove) => {
    if (move === 'start') send.mutate({ move: 'start' });
    // the company's moves (reopen, cancel, dispatch again) are never the vendor's buttons
    else if (move !== 'reopen' && move !== 'cancel' && move !== 'redispatch') setDrawer(move);
  };
  return (
    <Box
      component="section"
      aria-labelledby="field-work-heading"
      sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="field-work-heading" variant="h6" component="h2">
          {FIELD_WORK_LABEL}
        </Typography>
        <Chip label={state.status} size="small" color={state.answerOverdue ? 'warning' : 'default'} />
      </Stack>
      {state.answerOverdue ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Overdue: this dispatch was to be answered by {formatDateTime(state.respondBy)}.
        </Alert>
      ) : null}
      <Facts state={state} />
      {moves.length > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {moves.map((move) => (
            <Button
              key={move}
              size="large"
              variant={move === 'decline' || move === 'change-eta' ? 'outlined' : 'contained'}
              color={move === 'decline' ? 'error' : 'primary'}
              onClick={() => act(move)}
              loading={move === 'start' && send.isPending}
              sx={{ minHeight: 48 }}
            >
              {MOVE_RULES[move].label}
            </Button>
          ))}
        </Stack>
      ) : null}
      <History state={state} />
      <MoveDrawer
        move={drawer}
        state={state}
        saving={send.isPending}
        onSend={(body) => send.mutate(body)}
        onClose={() => setDrawer(null)}
      />
    </Box>
  );
}
