// Stands in for @emotion/use-insertion-effect-with-fallbacks in the app's build, by an alias in
// vite.config.ts (build/emotion-insertion-alias.ts, whose test bundles emotion with it), so that emotion
// writes a component's new style rules while React renders it rather than while React commits it
// (decision 079). The web app's unit tests load emotion through Node, without the alias.
//
// Why: on React 18 and later, emotion compiles a new style and inserts its rules in an insertion
// effect, which runs in the commit. A commit is one task that nothing interrupts, and on a page's first
// draw emotion's work was most of it: ~125 ms of the list's ~240 ms of commits at 4x CPU, which
// Lighthouse's Total Blocking Time counts. A render in a transition is cut into slices of ~5 ms
// between frames, so the same work done there blocks nothing. This is emotion's own path on a React
// without insertion effects (its "sync fallback"), the one it took on React 17.
//
// What it costs: a render that React throws away may leave rules that no element uses; their class
// names are hashes of their content, so they never change an element drawn by another render. Global
// styles (emotion's <Global>, MUI's GlobalStyles and CssBaseline) keep the insertion effect: their
// rules apply to elements already on screen, so they must not change before the commit.
import { useInsertionEffect } from 'react';

/** Emotion's components (styled, the css prop) insert their rules through this: at once, in render. */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

/** Emotion's <Global> inserts and removes its rules through this: in the commit, as before. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
