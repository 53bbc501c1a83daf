// The visible width of a scrolling box, kept current as it resizes: what the grid's 'No Rows' text is
// centred in, rather than the table's whole scroll width.
import { useEffect, useState } from 'react';

export function useClientWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return; // jsdom
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
