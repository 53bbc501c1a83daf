// A drawer holding one form: its fields in a column, Cancel and Save pinned under them. Save sits in the
// drawer's actions, outside the form, so it submits the form by its id. While a save runs, Save spins and
// nothing closes the drawer (Cancel, Escape, the backdrop, the close button): the answer is shown in it.
import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppDrawer } from '../app-drawer.tsx';
import type { DrawerWidth } from '../layout-sizes.ts';

export type FormDrawerProps = {
  open: boolean;
  title: string;
  /** One of DRAWER_WIDTH. */
  width: DrawerWidth;
  onClose: () => void;
  saving: boolean;
  /** The form's accessible name. */
  formLabel: string;
  /** react-hook-form's handleSubmit(...) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  children: ReactNode;
};

export function FormDrawer({
  open,
  title,
  width,
  onClose,
  saving,
  formLabel,
  onSubmit,
  children,
}: FormDrawerProps) {
  const formId = useId();
  const close = saving ? () => undefined : onClose;
  return (
    <AppDrawer
      open={open}
      title={title}
      width={width}
      onClose={close}
      actions={
        <>
          <Button variant="outlined" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id={formId}
        noValidate
        aria-label={formLabel}
        spacing={1}
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
      </Stack>
    </AppDrawer>
  );
}
