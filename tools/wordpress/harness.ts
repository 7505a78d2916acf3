// Where the real-WordPress run lives and how to start and stop it (tools/wordpress/up.sh, down.sh).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

export function wordpressRun(): { port: string; root: string; runDir: string; distDir: string } {
  const port = process.env.SW_WP_PORT;
  if (!port) throw new Error('SW_WP_PORT is not set (playwright.wordpress.config.ts sets it)');
  const root = resolve(import.meta.dirname, '../..', '.wp-e2e', port);
  return { port, root, runDir: resolve(root, 'run'), distDir: resolve(root, 'dist') };
}

const script = (name: string) => resolve(import.meta.dirname, name);

/** Build the bundle (dist/ with the plugin file) and start WordPress; stops by itself after `lifetimeS`. */
export function startWordPress(lifetimeS = 1800): void {
  const { port, runDir, distDir } = wordpressRun();
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, SW_DIST: distDir },
  });
  execFileSync('bash', [script('up.sh'), runDir, port, distDir, String(lifetimeS), String(process.pid)], {
    stdio: 'inherit',
  });
}

/** Stop it and remove the run's files and its build (nothing is left for lint or the next run to trip on). */
export function stopWordPress(): void {
  const { port, root, runDir } = wordpressRun();
  execFileSync('bash', [script('down.sh'), runDir, port], { stdio: 'inherit' });
  rmSync(root, { recursive: true, force: true });
}
