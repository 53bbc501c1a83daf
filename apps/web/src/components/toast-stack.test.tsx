// The toast stack: what lib/notify.ts raises, drawn by notistack and hidden on SPEC section 8's timings.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { ERROR_TOAST_MS, closeAllNotifications, notifyError, notifySuccess } from '../lib/notify.ts';
import ToastStack from './toast-stack.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('hides an error toast after 4 s but keeps a success toast longer', () => {
    vi.useFakeTimers();
    render(<ToastStack />);
    act(() => {
      notifyError(new ApiError(500, 'Service Unavailable', null));
      notifySuccess('Note added successfully');
    });
    expect(screen.getByText('Service Unavailable')).toBeTruthy();
    expect(screen.getByText('Note added successfully')).toBeTruthy();
    // step through the enter transition, the 4 s timer and the exit transition one at a time
    for (let ms = 0; ms < ERROR_TOAST_MS + 750; ms += 250) act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText('Service Unavailable')).toBeNull();
    expect(screen.getByText('Note added successfully')).toBeTruthy();
    act(() => closeAllNotifications());
    for (let ms = 0; ms < 1500; ms += 250) act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText('Note added successfully')).toBeNull();
  });
});

describe('a toast raised before the stack mounted', () => {
  it('is shown once it is there', () => {
    act(() => notifySuccess('Raised while the stack loaded'));
    render(<ToastStack />);
    expect(screen.getByText('Raised while the stack loaded')).toBeTruthy();
  });
});
