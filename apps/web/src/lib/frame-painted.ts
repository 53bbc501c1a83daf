// The signed-in frame's first paint, as a signal: what a cold start can do without until the frame
// (top bar, menu, the portal's banner, the heading) is on screen waits for it, so that its bytes and
// its script do not stand between the vendor and that frame on a slow link (decision 070).

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Resolves once the shell's frame has been painted, for the first time since the app started. */
export function framePainted(): Promise<void> {
  return painted;
}

/** Called by the shell once its frame is on screen; later calls do nothing. */
export function markFramePainted(): void {
  markPainted();
}
