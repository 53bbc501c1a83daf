import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  ERROR_TOAST_MS,
  closeAllNotifications,
  errorMessageOf,
  notifyError,
  notifySuccess,
} from './notify.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('errorMessageOf', () => {
  it('follows the SPEC error rule', () => {
    expect(errorMessageOf(new ApiError(400, 'Start date is not a date', null))).toBe(
      'Start date is not a date',
    );
    expect(errorMessageOf(new Error('Unable to get roles from API'))).toBe('Unable to get roles from API');
    expect(errorMessageOf('plain')).toBe('plain');
    expect(errorMessageOf(undefined)).toBe('Error');
    expect(errorMessageOf(new Error(''))).toBe('Error');
  });
});

describe('toasts', () => {
  it('hides an error toast after 4 s but keeps a success toast longer', () => {
    vi.useFakeTimers();
    render(<SnackbarProvider maxSnack={5} />);
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
