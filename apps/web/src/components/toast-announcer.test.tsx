// A drawer repeats the toasts raised while it is open in a live region of its own: the modal hides the
// toasts themselves from assistive technology.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import ToastStack from './toast-stack.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { AppDrawer } from './app-drawer.tsx';

afterEach(cleanup);

describe('toasts inside a modal drawer', () => {
  it('are repeated in the drawer, the latest one, and not before it opened', () => {
    act(() => notifySuccess('Raised before the drawer'));
    render(
      <ToastStack>
        <AppDrawer open title="Upload Document" onClose={() => undefined}>
          <p>form</p>
        </AppDrawer>
      </ToastStack>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Upload Document' });
    const status = within(drawer).getByRole('status');
    expect(status.textContent).toBe('');
    act(() => notifyError('Document Not Uploaded Successfully!'));
    expect(status.textContent).toBe('Document Not Uploaded Successfully!');
    act(() => notifySuccess('Note added successfully'));
    expect(status.textContent).toBe('Note added successfully');
  });
});
