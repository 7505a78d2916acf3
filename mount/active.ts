// The registry entries that run on this page (standDown.ts): read once, when the entry script runs (a module,
// so after the whole page, the loader plugin's stand-down list included, has been parsed).
import { registry as all } from './registry';
import { readStandDown } from './standDown';

export const standDown = readStandDown();
export const registry = all.filter((entry) => !standDown.has(entry.name));
/** the entries left out, for the console (tellStandDowns.ts, from the loaders chunk) */
export const standingDown = all.filter((entry) => standDown.has(entry.name));
