// One press, one effect (decision 101) for a form whose button posts: a ref set at once by the first
// press, because `busy` is state, seen only after a re-render, so that the second press of a double
// click would pass it and record a second time.
import { useCallback, useRef, useState } from 'react';

export function useOnePress() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** Runs `work` unless a press's work still runs; `busy` while it does. */
  const once = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, once };
}
