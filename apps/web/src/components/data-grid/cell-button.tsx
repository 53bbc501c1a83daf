// A grid cell's link-looking button: it opens a drawer or dialog, it goes nowhere, so it is a button
// (keyboard and screen reader say so) dressed as the link users expect in a grid.
import Link from '@mui/material/Link';

export function CellButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
    >
      {label}
    </Link>
  );
}
