// The registry entries that run on this page (standDown.ts): read once, when the entry script runs (a module,
// so after the whole page, the loader plugin's stand-down list included, has been parsed).
import { registry as all } from './registry';
import { readStandDown } from './standDown';

export const standDown = readStandDown();
export const registry = all.filter((entry) => !standDown.has(entry.name));
/** every entry, those left out included: the loaders chunk tells the console of those (tellStandDowns.ts) */
export { all };
