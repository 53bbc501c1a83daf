// A component whose code loads when it is first drawn, or earlier with `preload` (a button or a
// section header pointed at or focused). The company profile's and the order details' closed sections
// and the Edit Profile drawer use it: their code (tables, drawers, editors, forms) was evaluated with
// the page all the same, a long task on a phone before anything of it was shown (decision 086).
// (The route table's `page()` is the same idea for whole pages, with a draw-at-once rule of its own.)
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<P extends object> = {
  /** The component, to draw inside a Suspense boundary. */
  Content: LazyExoticComponent<ComponentType<P>>;
  /** Asks for the code now; the same request as the first draw's. */
  preload: () => void;
};

// `lazy` wants a default export; our modules export named components (house style)
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return {
    Content: lazy(start),
    preload: () => {
      // a failed early load is not an error yet: the first draw asks again and shows it
      start().catch(() => {
        loading = undefined;
      });
    },
  };
}
