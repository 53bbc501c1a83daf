// Sums a V8 .cpuprofile's self time by function and by file (node --cpu-prof writes them), for
// reading where a server's CPU goes under a benchmark's load. Usage:
//   node bench/cpu-profile-summary.ts <file.cpuprofile> [rows=30] [last seconds only]
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/cpu-profile-summary.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
// only the samples of the last `lastArg` seconds (the load, without the start-up), when given
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, 'nm:')
    .replace(/^.*\/apps\//, 'apps/')
    .replace(/^.*\/packages\//, 'packages/') || '(native)';
const sum = (key: (n: Node) => string) => {
  const totals = new Map<string, number>();
  for (const [id, us] of self) {
    const k = key(byId.get(id)!);
    totals.set(k, (totals.get(k) ?? 0) + us);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows);
};
const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)');
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(idle.reduce((a, [, us]) => a + us, 0) / 1e6).toFixed(1)} s idle`,
);
console.log('\nself time by function:');
for (const [k, us] of sum(
  (n) =>
    `${n.callFrame.functionName || '(anonymous)'}  ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`,
))
  console.log(`${pct(us)}  ${k}`);
console.log('\nself time by file (package for node_modules):');
for (const [k, us] of sum((n) => {
  const s = short(n.callFrame.url);
  return s.startsWith('nm:')
    ? s
        .split('/')
        .slice(0, s.startsWith('nm:@') ? 2 : 1)
        .join('/')
    : s;
}))
  console.log(`${pct(us)}  ${k}`);

// inclusive time of functions: each sample counted once per distinct function on its stack
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    const k = `${n.callFrame.functionName || '(anonymous)'}  ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  }
}
console.log('\ninclusive time by function:');
for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`${pct(us)}  ${k}`);
