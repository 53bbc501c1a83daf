// The three public pages against a real HTTP server on loopback standing in for the two public calls:
// one call on load even under StrictMode, the text only on HTTP 200, no session token, the decline
// page's Save rule, and (issue 38 point 3) the accept page loaded again after a decline, the decline
// page's question on load.
import { StrictMode, type ReactNode } from 'react';
import type { IncomingHttpHeaders } from 'node:http';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_THANK_YOU,
  acceptDeclineAnnouncementCall,
  ANNOUNCEMENT_ACCEPT_INSTEAD,
  ANNOUNCEMENT_LINK_NOT_WORKING,
  announcementAnsweredBefore,
  announcementDeclinedKept,
  announcementLinkAnswerCall,
  DECLINE_REASONS,
  DECLINE_SELECT_REASON,
  DECLINE_THANK_YOU,
  UNSUBSCRIBE_THANK_YOU,
  unsubscribeAnnouncementsCall,
} from '@vp/contracts';
import { clearSession, setSession } from '../../../lib/session.ts';
import { loopbackApi, sendJson } from '../../../lib/testing/loopback-api.ts';
import { DeclinePage } from './decline-page.tsx';
import { ThankYouPage } from './thank-you-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

type Seen = { url: string; headers: IncomingHttpHeaders; body: unknown };
const seen: Seen[] = [];
/** what the stand-in server answers: `status` to the calls that record, `linkStatus` to the question */
let status = 200;
let linkStatus = 200;
/** the vendor's answer as the stand-in server knows it */
let current: { response: 'Accepted' | 'Declined' | null; declinedReason: string | null } = {
  response: null,
  declinedReason: null,
};

/** The stand-in's answer to a call: what the real server answers for it (announcements.service.ts). */
function answerTo(url: string, body: Record<string, unknown> | null): unknown {
  if (url === announcementLinkAnswerCall.path) return { ...current, unsubscribed: false };
  if (url === unsubscribeAnnouncementsCall.path) return { success: true };
  if (body?.onLinkLoad === true && current.response === 'Declined') return { success: true, ...current };
  current = {
    response: (body?.response ?? body?.reponse) as 'Accepted' | 'Declined',
    declinedReason: (body?.declinedReason as string | undefined) ?? null,
  };
  return { success: true, ...current };
}
/** holds the answer back until released, to look at the page while the call runs */
let hold: Promise<void> = Promise.resolve();

loopbackApi((req, res, text) => {
  const url = req.url ?? '';
  const body = JSON.parse(text || 'null') as Record<string, unknown> | null;
  seen.push({ url, headers: req.headers, body });
  void hold.then(() => {
    const code = url === announcementLinkAnswerCall.path ? linkStatus : status;
    sendJson(res, code, code === 200 ? answerTo(url, body) : { error: 'Invalid link' });
  });
});

afterEach(() => {
  cleanup();
  clearSession();
  seen.length = 0;
  status = 200;
  linkStatus = 200;
  current = { response: null, declinedReason: null };
  hold = Promise.resolve();
  vi.restoreAllMocks();
});

function renderAt(url: string, path: string, page: ReactNode) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [url] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('the thank-you page', () => {
  it('records the acceptance once under StrictMode, without a session token, then thanks', async () => {
    setSession('a-signed-in-token', 900);
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    renderAt('/thank-you?t=tok_123', '/thank-you', <ThankYouPage />);
    await waitFor(() => expect(seen).toHaveLength(1));
    // nothing thanks the vendor before the server has answered
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('progressbar', { name: 'Recording your answer' })).not.toBeNull();
    release();
    await screen.findByText(ACCEPT_THANK_YOU);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(acceptDeclineAnnouncementCall.path);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.body).toEqual({ rounddetailId: 'tok_123', response: 'Accepted', onLinkLoad: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('loaded again after a decline, shows the decline and accepts only when asked (issue 38 point 3)', async () => {
    current = { response: 'Declined', declinedReason: 'Other' };
    renderAt('/thank-you?t=tok_123', '/thank-you', <ThankYouPage />);
    await screen.findByText(announcementDeclinedKept('Other'));
    expect(screen.queryByText(ACCEPT_THANK_YOU)).toBeNull();
    expect(seen).toHaveLength(1);
    const button = screen.getByRole('button', { name: ANNOUNCEMENT_ACCEPT_INSTEAD });
    // a double click is one call: the button is disabled while it runs
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText(ACCEPT_THANK_YOU);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.body).toEqual({ rounddetailId: 'tok_123', response: 'Accepted' });
    expect(screen.queryByRole('button', { name: ANNOUNCEMENT_ACCEPT_INSTEAD })).toBeNull();
  });

  it('shows no text when the server refuses the link, and logs it', async () => {
    const log = quietConsole();
    status = 404;
    renderAt('/thank-you?t=forged', '/thank-you', <ThankYouPage />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(ACCEPT_THANK_YOU)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('calls nothing and shows no text when the link has no id', async () => {
    const log = quietConsole();
    renderAt('/thank-you', '/thank-you', <ThankYouPage />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(seen).toHaveLength(0);
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes once under StrictMode and shows the text on 200', async () => {
    renderAt('/unsubscribe?id=tok_9', '/unsubscribe', <UnsubscribePage />);
    await screen.findByText(UNSUBSCRIBE_THANK_YOU);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(unsubscribeAnnouncementsCall.path);
    expect(seen[0]?.body).toEqual({ rounddetailId: 'tok_9' });
  });

  it('shows no text on a failure', async () => {
    const log = quietConsole();
    status = 429;
    renderAt('/unsubscribe?id=tok_9', '/unsubscribe', <UnsubscribePage />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByText(UNSUBSCRIBE_THANK_YOU)).toBeNull();
  });
});

describe('the decline page', () => {
  async function chooseReason(reason: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reason' }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: reason }));
    // the chosen reason shows in the closed select
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reason' }).textContent).toBe(reason));
  }

  it("only asks the link's answer on load and keeps Save disabled until a reason is chosen", async () => {
    renderAt('/decline?t=tok_5', '/decline', <DeclinePage />);
    expect(await screen.findByText(DECLINE_SELECT_REASON)).not.toBeNull();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reason' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...DECLINE_REASONS]);
    fireEvent.click(options[3]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reason' }).textContent).toBe('Other'));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    expect(seen.map((call) => call.url)).toEqual([announcementLinkAnswerCall.path]);
    expect(seen[0]?.body).toEqual({ rounddetailId: 'tok_5' });
  });

  it('says that a link does not work before showing the reason form (issue 38 point 3)', async () => {
    quietConsole();
    linkStatus = 404;
    renderAt('/decline?t=forged', '/decline', <DeclinePage />);
    expect((await screen.findByRole('alert')).textContent).toBe(ANNOUNCEMENT_LINK_NOT_WORKING);
    expect(screen.queryByText(DECLINE_SELECT_REASON)).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('names an earlier answer above the form until the decline is saved', async () => {
    current = { response: 'Accepted', declinedReason: null };
    renderAt('/decline?t=tok_5', '/decline', <DeclinePage />);
    const note = announcementAnsweredBefore('Accepted', null);
    await screen.findByText(note);
    await chooseReason('Other');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(DECLINE_THANK_YOU);
    expect(screen.queryByText(note)).toBeNull();
  });

  it("saves the reason with the SPEC's 'reponse' and then shows the thank-you in place of the selector", async () => {
    renderAt('/decline?t=tok_5', '/decline', <DeclinePage />);
    await screen.findByText(DECLINE_SELECT_REASON);
    await chooseReason('Distance - Too Far');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(DECLINE_THANK_YOU);
    expect(screen.queryByText(DECLINE_SELECT_REASON)).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(seen).toHaveLength(2);
    expect(seen[1]?.url).toBe(acceptDeclineAnnouncementCall.path);
    expect(seen[1]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.body).toEqual({
      rounddetailId: 'tok_5',
      reponse: 'Declined',
      declinedReason: 'Distance - Too Far',
    });
  });

  it('keeps the selector and shows no thank-you when the save fails', async () => {
    const log = quietConsole();
    status = 404;
    renderAt('/decline?t=expires-meanwhile', '/decline', <DeclinePage />);
    await screen.findByText(DECLINE_SELECT_REASON);
    await chooseReason('Other');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByText(DECLINE_THANK_YOU)).toBeNull();
    expect(screen.getByText(DECLINE_SELECT_REASON)).not.toBeNull();
  });
});
