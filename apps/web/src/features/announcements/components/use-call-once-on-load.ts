// SPEC section 4: the thank-you and unsubscribe pages fire their request once on load. React's
// StrictMode runs an effect twice on mount (mount, simulated unmount, mount again) and keeps the
// component's refs across that, so a ref marks the call as made. The answer is not dropped on the
// simulated unmount: the second mount is the same component and shows it.
import { useEffect, useRef, useState } from 'react';
import type { PublicCallOutcome } from '../../../lib/public-post.ts';

export type OnLoadOutcome = 'pending' | PublicCallOutcome;

/** Runs `call` once when the component mounts; its answer, or `failed` when it threw; undefined until then. */
export function useOnceOnLoad<T>(call: () => Promise<T>, failed: T): T | undefined {
  const started = useRef(false);
  // the first render's function is the one called; later renders' functions are not needed
  const firstCall = useRef(call);
  const firstFailed = useRef(failed);
  const [answer, setAnswer] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    firstCall
      .current()
      .then(setAnswer)
      .catch((error: unknown) => {
        console.error('The page could not make its call', error);
        setAnswer(firstFailed.current);
      });
  }, []);
  return answer;
}

/** Runs `call` once when the component mounts; the outcome is its answer. */
export function useCallOnceOnLoad(call: () => Promise<PublicCallOutcome>): OnLoadOutcome {
  return useOnceOnLoad(call, 'unreachable') ?? 'pending';
}
