// A fold whose content is drawn the first time it opens, then kept (its fields keep what was typed).
// On a phone the list pages start with their filters and the IVR panel folded (decision 039): drawn
// anyway, their MUI fields were a quarter of the components of a page's first render, which a phone
// pays for before the first rows (Lighthouse's Total Blocking Time, issue 19 point 7).
import { useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';

export type LazyCollapseProps = {
  in: boolean;
  /** the fold's id, for its button's aria-controls: the fold itself is always there */
  id: string;
  children: ReactNode;
};

export function LazyCollapse({ in: open, id, children }: LazyCollapseProps) {
  const [opened, setOpened] = useState(open);
  // set while rendering, so that the content is there in the same commit as the opening, for the
  // fold to measure its height
  if (open && !opened) setOpened(true);
  return (
    <Collapse in={open} id={id}>
      {opened ? children : null}
    </Collapse>
  );
}
