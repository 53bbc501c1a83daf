// Runs once after every test: the server's whole log of the run (E2E_SERVER_LOG, at info) must hold
// no credential: no signed URL's sig, JWT, link token, refresh or bearer token, or password (issue 14,
// decision 037). The demo's sign-in, printed at start for whoever runs the demo, is the one exception.
import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo.ts';
import { describeSecrets, findSecrets } from '../apps/server/test/secrets-in-log.ts';
import { E2E_SERVER_LOG } from './e2e-env.ts';

// passwords the specs type (their users' own are random and never leave the browser: SRP)
const KNOWN_PASSWORDS = [
  DEMO_PASSWORD,
  'Bluebird-Demo-2026',
  'Fresh-Start-2026',
  'Brand-New-2026',
  'Another-One-2026',
];

export default function globalTeardown() {
  const log = readFileSync(E2E_SERVER_LOG, 'utf8');
  // an empty or unwritten log would pass the scan while proving nothing
  if (!log.includes('"msg":"incoming request"')) {
    throw new Error(`The server's log ${E2E_SERVER_LOG} holds no request: it was not written.`);
  }
  const found = findSecrets(log, {
    known: KNOWN_PASSWORDS,
    allow: (line) => line.startsWith('Demo data loaded. Demo sign-in:'),
  });
  if (found.length > 0) {
    throw new Error(
      `The server's log of this run holds ${found.length} credential(s) (${E2E_SERVER_LOG}):\n${describeSecrets(found)}`,
    );
  }
}
