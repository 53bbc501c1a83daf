// Waiting for the browser to draw: for work that should not hold up a paint the user is waiting for.

/** Resolves once the browser has drawn a frame (or after 100 ms in a hidden tab, where frames do not come). */
export function nextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
