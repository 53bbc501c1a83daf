// A drawer that saves: its content over Cancel and Save. While a save runs, nothing closes it (Cancel,
// Escape, the backdrop, the close button): the answer is shown in it.
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { AppDrawer, type AppDrawerProps } from './app-drawer.tsx';

export type SaveDrawerProps = Omit<AppDrawerProps, 'actions'> & {
  saving: boolean;
  /** the Save button's own: what it does (a click, or the form it submits), loading, disabled */
  save: ButtonProps;
  /** the Save button's text, 'Save' unless the drawer names its action */
  saveLabel?: ReactNode;
};

export function SaveDrawer({ saving, save, saveLabel = 'Save', onClose, ...drawer }: SaveDrawerProps) {
  const close = saving ? () => undefined : onClose;
  return (
    <AppDrawer
      {...drawer}
      onClose={close}
      actions={
        <>
          <Button variant="outlined" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" {...save}>
            {saveLabel}
          </Button>
        </>
      }
    />
  );
}
