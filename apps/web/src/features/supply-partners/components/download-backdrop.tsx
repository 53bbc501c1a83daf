import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** SPEC section 2: a backdrop spinner covers the page while a partner document downloads. */
export function DownloadBackdrop({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      {open ? <CircularProgress color="inherit" aria-label="Downloading the document" /> : null}
    </Backdrop>
  );
}
