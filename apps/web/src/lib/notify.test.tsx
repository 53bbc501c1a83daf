import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  closeAllNotifications,
  connectToastOutlet,
  errorMessageOf,
  notifyError,
  notifySuccess,
  onToastWaiting,
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

describe('toasts raised before the stack is there', () => {
  afterEach(() => connectToastOutlet(undefined));

  it('wait for it, the latest 5, and ask for it to be loaded', () => {
    const asked = vi.fn();
    const stopAsking = onToastWaiting(asked);
    for (let i = 1; i <= 7; i++) notifySuccess(`toast ${i}`);
    stopAsking();
    expect(asked).toHaveBeenCalledTimes(7);
    const shown: string[] = [];
    connectToastOutlet({ show: (text) => shown.push(text), closeAll: () => undefined });
    expect(shown).toEqual(['toast 3', 'toast 4', 'toast 5', 'toast 6', 'toast 7']);
    // once it is there, a toast goes straight to it
    notifyError('Service Unavailable');
    expect(shown.at(-1)).toBe('Service Unavailable');
  });

  it('are dropped by closeAllNotifications (a sign-out) rather than shown later', () => {
    notifySuccess('Note added successfully');
    closeAllNotifications();
    const shown: string[] = [];
    connectToastOutlet({ show: (text) => shown.push(text), closeAll: () => undefined });
    expect(shown).toEqual([]);
  });
});
