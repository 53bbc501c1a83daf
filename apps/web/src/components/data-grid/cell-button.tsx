// A grid cell's link-looking button: it opens a drawer or dialog, it goes nowhere, so it is a button
// (keyboard and screen reader say so) dressed as the link users expect in a grid. A plain <button>
// with the `grid-link` class, styled once by the grid's box (grid-cell-style.ts, decision 082).
export function CellButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="grid-link" onClick={onClick} aria-haspopup="dialog">
      {label}
    </button>
  );
}
