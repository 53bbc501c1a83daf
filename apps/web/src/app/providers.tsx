import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { framePainted } from '../lib/frame-painted.ts';
import { onToastWaiting } from '../lib/notify.ts';
import { emotionCache } from './emotion-cache.ts';
import { theme } from './theme.ts';

// Not in the entry: notistack's style engine builds its styles as the module loads, ~65 ms of the
// entry's evaluation on a phone (Lighthouse's 4x CPU, decision 070). Loaded once the shell has painted
// its frame (not before: its bytes would delay that frame on a slow link), or at once when a toast is
// raised before that or on a page without the shell (the toast waits for it, lib/notify.ts).
const ToastStack = lazy(() => import('../components/toast-stack.tsx'));

function LateToastStack() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    const want = () => {
      if (live) setWanted(true);
    };
    const stopWaiting = onToastWaiting(want);
    void framePainted().then(want);
    return () => {
      live = false;
      stopWaiting();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          <LateToastStack />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
