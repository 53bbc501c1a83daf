// Runs once after every test: each server's whole log of the run (its `log`, at info) must hold
// no credential: no signed URL's sig, JWT, link token, refresh or bearer token, or password (issue 14,
// decision 037). The demo's sign-in, printed at start for whoever runs the demo, is the one exception.
import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo.ts';
import { describeSecrets, findSecrets } from '../apps/server/test/secrets-in-log.ts';
import { E2E_WORKERS, e2eServer } from './e2e-env.ts';

// passwords the specs type (their users' own are random and never leave the browser: SRP)
const KNOWN_PASSWORDS = [
  DEMO_PASSWORD,
  'Bluebird-Demo-2026',
  'Fresh-Start-2026',
  'Brand-New-2026',
  'Another-One-2026',
];

export default function globalTeardown() {
  for (let index = 0; index < E2E_WORKERS; index++) scanLog(e2eServer(index).log);
}

function scanLog(path: string) {
  const log = readFileSync(path, 'utf8');
  // an empty or unwritten log would pass the scan while proving nothing
  if (!log.includes('"msg":"incoming request"')) {
    throw new Error(`The server's log ${path} holds no request: it was not written.`);
  }
  const found = findSecrets(log, {
    known: KNOWN_PASSWORDS,
    allow: (line) => line.startsWith('Demo data loaded. Demo sign-in:'),
  });
  if (found.length > 0) {
    throw new Error(
      `The server's log of this run holds ${found.length} credential(s) (${path}):\n${describeSecrets(found)}`,
    );
  }
}
