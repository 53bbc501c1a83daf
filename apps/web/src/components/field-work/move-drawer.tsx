// The drawers of the crew line's moves that need words (issue 41 points 1 and 2): Accept and Change
// ETA (a day and a time window in the store's time zone), Decline (a reason from the list and words),
// Put on hold (a reason, the expected day, words) and Complete (resolution notes, labour hours). Each
// checks its fields with the contract's own schema before sending, and shows the schema's words.
import { useEffect, useState, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DISPATCH_DECLINE_REASONS,
  HOLD_REASONS,
  MOVE_RULES,
  crewLineMoveBody,
  type CrewLineMoveBody,
  type FieldWorkState,
} from '@vp/contracts';
import { SaveDrawer } from '../save-drawer.tsx';
import { DRAWER_WIDTH } from '../layout-sizes.ts';

/** The moves that open a drawer. */
export type DrawerMove = 'accept' | 'change-eta' | 'decline' | 'hold' | 'complete';

type Fields = Record<string, string>;

const TITLES: Record<DrawerMove, string> = {
  accept: 'Accept the work order',
  'change-eta': 'Change the ETA',
  decline: 'Decline the work order',
  hold: 'Put the work order on hold',
  complete: 'Complete the work order',
};

/** The body the fields make for the move (numbers from their text; the schema says what is wrong). */
function bodyOf(move: DrawerMove, f: Fields): unknown {
  switch (move) {
    case 'accept':
    case 'change-eta':
      return { move, eta: { date: f.date ?? '', from: f.from ?? '', to: f.to ?? '' } };
    case 'decline':
      return { move, reason: f.reason ?? '', note: f.note ?? '' };
    case 'hold':
      return { move, reason: f.reason ?? '', expectedDate: f.expectedDate ?? '', note: f.note ?? '' };
    case 'complete':
      return {
        move,
        resolutionNotes: f.resolutionNotes ?? '',
        labourHours: f.labourHours === '' || f.labourHours === undefined ? Number.NaN : Number(f.labourHours),
      };
  }
}

/** The schema's words per field, keyed by the field's last path step ('date', 'to', 'reason'...). */
function errorsOf(move: DrawerMove, f: Fields): { body?: CrewLineMoveBody; errors: Fields } {
  const parsed = crewLineMoveBody.safeParse(bodyOf(move, f));
  if (parsed.success) return { body: bodyOf(move, f) as CrewLineMoveBody, errors: {} };
  const errors: Fields = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path.at(-1) ?? 'form');
    errors[key] ??= key === 'labourHours' ? 'Enter the hours of labour, e.g. 2.5.' : issue.message;
  }
  return { errors };
}

const initialFields = (move: DrawerMove, state: FieldWorkState): Fields =>
  move === 'change-eta' && state.eta
    ? { date: state.eta.date, from: state.eta.from, to: state.eta.to }
    : { reason: '', note: '' };

export function MoveDrawer({
  move,
  state,
  saving,
  onSend,
  onClose,
}: {
  /** the move whose drawer is open, or null (closed) */
  move: DrawerMove | null;
  state: FieldWorkState;
  saving: boolean;
  onSend: (body: CrewLineMoveBody) => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<Fields>({});
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (move) {
      setFields(initialFields(move, state));
      setTried(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening only
  }, [move]);
  if (move === null) return null;
  const { body, errors } = errorsOf(move, fields);
  const shown = tried ? errors : {};
  const field = (name: string, label: string, extra: Record<string, unknown> = {}, children?: ReactNode) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={fields[name] ?? ''}
      onChange={(e) => setFields((now) => ({ ...now, [name]: e.target.value }))}
      error={shown[name] !== undefined}
      helperText={shown[name] ?? ' '}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
      {...extra}
    >
      {children}
    </TextField>
  );
  const zone = state.timeZone ? ` (${state.timeZone})` : " (the store's local time)";
  return (
    <SaveDrawer
      open
      title={TITLES[move]}
      width={DRAWER_WIDTH.upload}
      onClose={onClose}
      saving={saving}
      saveLabel={MOVE_RULES[move].label}
      save={{
        loading: saving,
        onClick: () => {
          setTried(true);
          if (body) onSend(body);
        },
      }}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {move === 'accept' || move === 'change-eta' ? (
          <>
            <Typography variant="body2">When you expect to be on site{zone}.</Typography>
            {field('date', 'Arrival date', { type: 'date' })}
            <Stack direction="row" spacing={1}>
              {field('from', 'From', { type: 'time' })}
              {field('to', 'To', { type: 'time' })}
            </Stack>
          </>
        ) : null}
        {move === 'decline'
          ? [
              field(
                'reason',
                'Reason',
                { select: true },
                DISPATCH_DECLINE_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                )),
              ),
              field('note', 'Details', { multiline: true, minRows: 3 }),
            ]
          : null}
        {move === 'hold'
          ? [
              field(
                'reason',
                'Reason',
                { select: true },
                HOLD_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                )),
              ),
              field('expectedDate', 'Expected to go on', { type: 'date' }),
              field('note', 'Details', { multiline: true, minRows: 3 }),
            ]
          : null}
        {move === 'complete' && state.completionMissing.length > 0 ? (
          <Alert severity="warning" key="missing">
            {state.completionMissing.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        ) : null}
        {move === 'complete'
          ? [
              field('resolutionNotes', 'Resolution notes', { multiline: true, minRows: 4, required: true }),
              field('labourHours', 'Labour hours', {
                type: 'number',
                slotProps: {
                  htmlInput: { min: 0, step: 0.25, inputMode: 'decimal' },
                  inputLabel: { shrink: true },
                },
              }),
            ]
          : null}
      </Stack>
    </SaveDrawer>
  );
}
