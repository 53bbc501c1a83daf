// `npm test`'s size check (issue 19 point 8), run by test:e2e right after the build: prints each page's
// compressed weight beside its budget and fails, naming the page, when one is over (route-budgets.ts).
import { join } from 'node:path';
import { overBudget, routeWeights } from './route-budgets.ts';

const distDir = join(import.meta.dirname, '../dist');
const weights = routeWeights(distDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
for (const { route, bytes, budget } of weights) console.log(`${kb(bytes)} of ${kb(budget)}  ${route}`);
const over = overBudget(weights);
if (over.length > 0) {
  console.error(`\nPages over their size budget (decision 067):\n${over.join('\n')}`);
  process.exit(1);
}
console.log(`\n${weights.length} pages within their size budgets`);
