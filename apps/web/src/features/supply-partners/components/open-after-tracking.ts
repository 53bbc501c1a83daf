// SPEC section 2: opening a partner link first records it, then opens it in a new tab (decision 021).
// A tab opened after an await is no longer tied to the click, and popup blockers stop it; so the tab
// is opened at once, blank, and sent to the partner once the record has been answered (or has
// failed: the vendor still gets the partner's page).

/** The part of `window` this needs (a stand-in window in unit tests). */
export type TabOpener = Pick<Window, 'open'>;

export async function openAfterTracking(
  url: string,
  track: (url: string) => Promise<void>,
  opener: TabOpener = window,
): Promise<void> {
  const tab = opener.open('', '_blank');
  // the partner's page gets no handle on the portal's window
  if (tab) tab.opener = null;
  try {
    await track(url);
  } catch (error) {
    console.error('The partner link was not recorded', error);
  }
  if (!tab) {
    // the blank tab was blocked: one more try, which a blocker may stop as well
    opener.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  // the vendor closed the blank tab while waiting: nothing to open
  if (tab.closed) return;
  tab.location.href = url;
}
