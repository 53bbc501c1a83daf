// "Assign technicians" for one crew line (the details page) or several (the selected rows of the work
// order list): the company's active users as checkboxes, those already assigned checked when it is
// one crew line; Save makes them exactly the checked ones (none unassigns). Not in the spec.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { MAX_TECHNICIANS_PER_CREW_LINE, type AssignableUser } from '@vp/contracts';
import { SaveDrawer } from '../save-drawer.tsx';
import { DRAWER_WIDTH } from '../layout-sizes.ts';
import { useAssignableUsers, useAssignCrewLines } from './crew-assignment-api.ts';

export const ASSIGN_TECHNICIANS_TITLE = 'Assign Technicians';

export type AssignTechniciansDrawerProps = {
  /** the crew lines to assign (open), or null (closed) */
  ocdIds: readonly number[] | null;
  /** the users checked at the opening: a single crew line's technicians */
  assigned?: readonly number[];
  onClose: () => void;
};

const nameOf = (user: Pick<AssignableUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

export function AssignTechniciansDrawer({ ocdIds, assigned = [], onClose }: AssignTechniciansDrawerProps) {
  const open = ocdIds !== null;
  const users = useAssignableUsers(open);
  const save = useAssignCrewLines(onClose);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  // each opening starts from who is assigned now
  useEffect(() => {
    if (open) setChecked(new Set(assigned));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening only
  }, [open]);
  const toggle = (userId: number) =>
    setChecked((now) => {
      const next = new Set(now);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  const count = ocdIds?.length ?? 0;
  const tooMany = checked.size > MAX_TECHNICIANS_PER_CREW_LINE;

  return (
    <SaveDrawer
      open={open}
      title={ASSIGN_TECHNICIANS_TITLE}
      width={DRAWER_WIDTH.upload}
      onClose={onClose}
      saving={save.isPending}
      save={{
        loading: save.isPending,
        disabled: !users.data || tooMany,
        onClick: () => ocdIds && save.mutate({ ocdIds: [...ocdIds], userIds: [...checked] }),
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {count === 1
          ? 'The technicians who work this order. Those not checked are taken off it.'
          : `The technicians who work the ${count} selected orders, replacing whoever works them now.`}
      </Typography>
      {users.isError ? <Alert severity="error">The users could not be loaded.</Alert> : null}
      {tooMany ? (
        <Alert severity="warning">At most {MAX_TECHNICIANS_PER_CREW_LINE} technicians on one order.</Alert>
      ) : null}
      <FormGroup aria-label="Technicians">
        {(users.data ?? []).map((user) => (
          <FormControlLabel
            key={user.userId}
            control={<Checkbox checked={checked.has(user.userId)} onChange={() => toggle(user.userId)} />}
            label={
              <>
                {nameOf(user)}
                {user.roles.length > 0 ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${user.roles.join(', ')}`}
                  </Typography>
                ) : null}
              </>
            }
          />
        ))}
      </FormGroup>
    </SaveDrawer>
  );
}
