// For jsdom tests: the fake's stand-ins of wp-data and WooCommerce's block stores run in the test's window, as
// the block Cart and Checkout pages load them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (name: string) => readFileSync(join(process.cwd(), 'fixtures/theme', name), 'utf8');

export function loadBlockStores(storeApiNonce = 'n0nce'): void {
  Reflect.set(window, 'wcBlocksMiddlewareConfig', { storeApiNonce });
  Reflect.deleteProperty(window, 'wp');
  Reflect.deleteProperty(window, 'wc');
  // indirect eval: the scripts run as classic scripts at the window's top level
  const run = window.eval;
  run(read('wp-data-stand-in.js'));
  run(read('wc-blocks-data-stand-in.js'));
}
