// A drawer holding one form: its fields in a column, Cancel and Save pinned under them (save-drawer.tsx).
// Save sits in the drawer's actions, outside the form, so it submits the form by its id. While a save
// runs, Save spins and nothing closes the drawer: the answer is shown in it.
import { useId, type FormEvent, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { SaveDrawer } from '../save-drawer.tsx';
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
  return (
    <SaveDrawer
      open={open}
      title={title}
      width={width}
      onClose={onClose}
      saving={saving}
      save={{ type: 'submit', form: formId, loading: saving }}
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
    </SaveDrawer>
  );
}
