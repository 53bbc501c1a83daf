// The grid's scrolling box ends at the bottom of the window (issue 15, decision 039): with filters and
// panels above it, a box of a fixed 70vh ran below the fold and took its horizontal scrollbar with it.
// The box is as tall as the window leaves below its top (at least `minPx`), so its own scrollbar is on
// screen when the page is scrolled to the grid's top, and rows scroll inside it.
import { useEffect, useState } from 'react';

export function useFitToViewport(
  element: HTMLElement | null,
  belowPx: number,
  minPx: number,
): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minPx, Math.floor(window.innerHeight - top - belowPx)));
    };
    measure();
    // what is above the grid may grow or shrink (a banner, a panel folding): measured again then
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element, belowPx, minPx]);
  return height;
}
