// The Invite user dialog on the form kit (react-hook-form + zod, decision 107): the contract's rules
// with the dialog's own sentences, checked when sent; an empty mobile number goes as none. Against a
// real HTTP server on loopback, which answers the invite.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../../../lib/api-client.ts';
import { InviteUserDialog } from './invite-user-dialog.tsx';

const bodies: unknown[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(text) as unknown);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not this time' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
