// The alias that has emotion insert a component's style rules in render, not in the commit (decision
// 079, src/app/emotion-insertion.ts): for the build, and for the test that bundles emotion with it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const emotionInsertionAlias = {
  '@emotion/use-insertion-effect-with-fallbacks': join(
    dirname(fileURLToPath(import.meta.url)),
    '../src/app/emotion-insertion.ts',
  ),
};
