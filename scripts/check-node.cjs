// Runs before `npm install`, `npm start`, `npm test` and `npm run dev|serve` (package.json's pre-scripts),
// on whatever Node the machine has, so it is plain CommonJS that any Node can read. The portal runs
// its TypeScript directly on Node (decision 001), which needs type stripping without a flag: Node
// 22.18 or newer (23.6 on the 23 line). On an older Node, `npm start` died with
// ERR_UNKNOWN_FILE_EXTENSION ".ts"; this says what is needed and how to get it instead (issue 14).
'use strict';

// CHECK_NODE_VERSION lets the test play an older Node
const version = process.env.CHECK_NODE_VERSION || process.versions.node;
const [major, minor] = version.split('.').map(Number);
const supported = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);

if (!supported) {
  process.stderr.write(
    [
      '',
      `The vendor portal needs Node.js 22.18 or newer (24 LTS recommended); this is Node.js ${version}.`,
      'Get Node 24 and put it first on your PATH, for example:',
      '  npm install -g --prefix /opt/node24 node@24 && export PATH=/opt/node24/bin:$PATH',
      'or with nvm:  nvm install 24 && nvm use 24',
      'then run the command again.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
