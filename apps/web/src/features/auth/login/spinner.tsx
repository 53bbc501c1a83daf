// MUI's indeterminate CircularProgress, drawn by login.css.
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  return (
    <span
      className="vp-spinner"
      role="progressbar"
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
