// A live region that repeats the toasts raised while it is shown. A modal drawer or dialog marks the
// rest of the page aria-hidden, the toasts (bottom right, outside it) included, so a screen reader
// would never hear "Document Not Uploaded Successfully!" while the drawer is open; placed inside the
// modal, this region is read out instead. It is invisible on screen (the toast is what the eye reads).
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { onToast } from '../lib/notify.ts';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function ToastAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => onToast(setText), []);
  return (
    <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
      {text}
    </Box>
  );
}
