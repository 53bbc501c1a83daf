// npm run dev: the API server (restarting on change) and Vite's dev server (hot reload, proxying
// /api and /blobs to the API server) together. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['--watch-path=apps/server/src', '--watch-path=packages/contracts/src', 'apps/server/src/main.ts'],
    {
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', () => stop());
