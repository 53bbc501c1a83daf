// Holds the frame's first draw until the code of the page it opens on is in. The frame drawn before
// it showed a loader in <main> with the footer under it, and the page, arriving, pushed the footer
// down (Lighthouse's layout shift on the company profile, decision 070). Suspending here, above the
// shell's own Suspense, suspends the session gate's deferred draw, and React keeps the gate's loader
// on screen meanwhile. The app asks for that code as it starts (start-app.tsx), so this rarely waits;
// pages opened later (links, the menu) are the shell's own Suspense's, as before.
import { use, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { shellPageAt } from '../routes/route-table.ts';

export function OpenedPageCode({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
  }, []);
  const page = drawn.current ? undefined : shellPageAt(pathname);
  if (page && !page.loaded()) use(page.preload());
  return children;
}
