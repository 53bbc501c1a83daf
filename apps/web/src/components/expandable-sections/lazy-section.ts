// A section's content whose code loads when the section is first opened, or before, when its header
// is pointed at or focused (`preload`, ExpandableSection's own). A page opens with one section open:
// the others' code (their tables, drawers, editors and upload forms) was evaluated with the page all the
// same, a long task on a phone before anything of it was shown (decision 086).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazySection<P extends object> = {
  /** The content, to render inside the sections' Suspense boundary (ExpandableSections has one). */
  Content: LazyExoticComponent<ComponentType<P>>;
  /** Asks for the code now; the same request as the first render's. */
  preload: () => void;
};

// `lazy` wants a default export; our modules export named components (house style)
export function lazySection<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazySection<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return {
    Content: lazy(start),
    preload: () => {
      // a failed early load is not an error yet: the section's own render asks again and shows it
      start().catch(() => {
        loading = undefined;
      });
    },
  };
}
