// The user's column layout of a grid, kept in localStorage under the grid's key (which names the user:
// decision 039), so it is there again after signing out and in on this browser.
import { useCallback, useState } from 'react';
import { DEFAULT_LAYOUT, parseLayout, type ColumnLayout } from './column-layout.ts';

const STORAGE_PREFIX = 'vp.grid-columns.';

function read(key: string, fallback: ColumnLayout): ColumnLayout {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + key);
    return stored === null ? fallback : parseLayout(stored);
  } catch {
    return fallback; // storage refused (private mode): the default, for this page only
  }
}

export function useColumnLayout(key: string | undefined, fallback: ColumnLayout = DEFAULT_LAYOUT) {
  const [layout, setLayout] = useState<ColumnLayout>(() => (key ? read(key, fallback) : fallback));
  const change = useCallback(
    (next: ColumnLayout) => {
      setLayout(next);
      if (!key) return;
      try {
        window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(next));
      } catch {
        // not kept, but still applied on this page
      }
    },
    [key],
  );
  return [layout, change] as const;
}
