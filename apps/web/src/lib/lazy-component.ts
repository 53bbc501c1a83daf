// A component whose code loads when it is first drawn, or earlier with `preload` (a button or a
// section header pointed at or focused). The company profile's and the order details' closed sections
// and the Edit Profile drawer use it: their code (tables, drawers, editors, forms) was evaluated with
// the page all the same, a long task on a phone before anything of it was shown (decision 086).
// (The route table's `page()` is the same idea for whole pages, with the same draw-at-once rule.)
//
// Code in already (preloaded) is drawn at once: a lazy component suspends on its first draw even then,
// its Suspense boundary shows its fallback, and React holds the content back for at least 300 ms after
// a fallback was shown. The details page's History, its code and first page fetched with the page,
// painted ~300 ms after it was opened for that alone (decision 125).
import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyComponent<P extends object> = {
  /** The component, to draw inside a Suspense boundary. */
  Content: ComponentType<P>;
  /** Asks for the code now; the same request as the first draw's. */
  preload: () => void;
};

// `lazy` wants a default export; our modules export named components (house style)
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }));
  const Lazy = lazy(start);
  function Content(props: P) {
    // chosen once per mount: a later switch from Lazy to the loaded component would remount it
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return {
    Content,
    preload: () => {
      // a failed early load is not an error yet: the first draw asks again and shows it
      start().catch(() => {
        loading = undefined;
      });
    },
  };
}
