// The Invite user dialog on the form kit (react-hook-form + zod, decision 107): the contract's rules
// with the dialog's own sentences, checked when sent; an empty mobile number goes as none. Against a
// real HTTP server on loopback, which answers the invite.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackApi, sendJson } from '../../../../lib/testing/loopback-api.ts';
import { InviteUserDialog } from './invite-user-dialog.tsx';

const bodies: unknown[] = [];

loopbackApi((_req, res, text) => {
  bodies.push(JSON.parse(text) as unknown);
  sendJson(res, 500, { error: 'Not this time' });
});

afterEach(cleanup);

function open() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <InviteUserDialog vendorId={7} company="Acme" open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the Invite user dialog', () => {
  it('says what is missing in its own words, and sends nothing', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter one e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter the first name.')).toBeTruthy();
    expect(screen.getByText('Enter the last name.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number of 10 to 15 digits.')).toBeTruthy();
    expect(screen.queryByText(/Enter a mobile number/)).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('sends the checked values, an empty mobile number as none', async () => {
    open();
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^E-mail/, ' New.User@Example.com ');
    type(/^First name/, 'New');
    type(/^Last name/, 'User');
    type(/^Phone/, '(555) 123-4567');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      email: 'new.user@example.com',
      firstName: 'New',
      lastName: 'User',
      phoneNumber: '5551234567',
      mobileNumber: null,
      administrator: false,
    });
  });
});
