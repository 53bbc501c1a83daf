// Walking a cursor list page by page (the one list shape, decision 108): the cursors of the pages the
// user went through, back to the first, so that Previous needs no cursor of its own from the server
// and the page number is how far the user walked. A new search (another `key`) starts at page 1.
import { useState } from 'react';

export type CursorPages = {
  /** the cursor of the page shown; undefined for the first */
  cursor: string | undefined;
  /** 1-based */
  pageNumber: number;
  next: (nextCursor: string) => void;
  previous: () => void;
  /** back to the first page */
  reset: () => void;
};

export function useCursorPages(key: string): CursorPages {
  const [walk, setWalk] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key,
    cursors: [undefined],
  });
  const cursors = walk.key === key ? walk.cursors : [undefined];
  return {
    cursor: cursors.at(-1),
    pageNumber: cursors.length,
    // a second press before the next page has come (the list still shows the page before, and its
    // cursor) walks one page, not two
    next: (nextCursor) => {
      if (cursors.at(-1) !== nextCursor) setWalk({ key, cursors: [...cursors, nextCursor] });
    },
    previous: () => setWalk({ key, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    reset: () => setWalk({ key, cursors: [undefined] }),
  };
}
