// Serve the fixture pages with the fake WordPress and the built bundle on 127.0.0.1.
//   tsx tools/serve.ts [--port 8080] [--dist dist] [--build] [--max-lifetime-ms N]
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('port') ?? process.env.PORT ?? 8080);
const distDir = resolve(arg('dist') ?? process.env.SW_DIST ?? 'dist');
const maxLifetimeMs = arg('max-lifetime-ms') ? Number(arg('max-lifetime-ms')) : undefined;

if (process.argv.includes('--build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, SW_DIST: distDir },
  });
}

const server = await startServer({ port, distDir, ...(maxLifetimeMs ? { maxLifetimeMs } : {}) });
console.log(`storefront-widgets demo: ${server.url}/demo/  (every fixture page is linked there)`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
