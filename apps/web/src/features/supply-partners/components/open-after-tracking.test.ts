import { describe, expect, it, vi } from 'vitest';
import { openAfterTracking, type TabOpener } from './open-after-tracking.ts';

const URL_A = 'https://partner.example/ship-to';

/** A stand-in window recording what happens in which order. */
function fakeWindow(options: { blocked?: boolean } = {}) {
  const events: string[] = [];
  const tab = {
    opener: 'portal' as unknown,
    closed: false,
    location: {
      set href(value: string) {
        events.push(`navigate ${value} (opener ${String(tab.opener)})`);
      },
    },
  };
  const opener: TabOpener = {
    open: vi.fn((url?: string | URL, target?: string, features?: string) => {
      events.push(`open '${String(url)}' ${target ?? ''} ${features ?? ''}`.trim());
      return options.blocked ? null : (tab as unknown as Window);
    }),
  };
  return { events, tab, opener };
}

describe('openAfterTracking', () => {
  it('opens a blank tab at once, records the link, then sends the tab to the partner', async () => {
    const { events, opener } = fakeWindow();
    let finishTracking = () => {};
    const track = vi.fn(
      (url: string) =>
        new Promise<void>((resolve) => {
          events.push(`track ${url}`);
          finishTracking = resolve;
        }),
    );
    const done = openAfterTracking(URL_A, track, opener);
    // still within the click: the tab is open, the partner's page is not yet requested
    expect(events).toEqual(["open '' _blank", `track ${URL_A}`]);
    finishTracking();
    await done;
    expect(events).toEqual(["open '' _blank", `track ${URL_A}`, `navigate ${URL_A} (opener null)`]);
  });

  it('still opens the partner when recording fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events, opener } = fakeWindow();
    await openAfterTracking(URL_A, () => Promise.reject(new Error('offline')), opener);
    expect(events.at(-1)).toBe(`navigate ${URL_A} (opener null)`);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('does not reopen a tab the vendor closed while waiting', async () => {
    const { events, tab, opener } = fakeWindow();
    await openAfterTracking(
      URL_A,
      async () => {
        tab.closed = true;
      },
      opener,
    );
    expect(events).toEqual(["open '' _blank"]);
  });

  it('tries once more with the link itself when the blank tab was blocked', async () => {
    const { events, opener } = fakeWindow({ blocked: true });
    await openAfterTracking(URL_A, async () => {}, opener);
    expect(events).toEqual(["open '' _blank", `open '${URL_A}' _blank noopener,noreferrer`]);
  });
});
