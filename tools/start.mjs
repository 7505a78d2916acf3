// `npm start`: install what is missing, build, serve the demo storefront on 127.0.0.1.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('node_modules/.package-lock.json') || !existsSync('node_modules/vite')) {
  console.log('Installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
run(process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tools/serve.ts', ...process.argv.slice(2)]);
