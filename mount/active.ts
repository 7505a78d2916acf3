// The registry entries that run on this page (standDown.ts): read once, when the entry script runs (a module,
// so after the whole page, the take-over report included, has been parsed).
import { registry as all } from './registry';
import { activeEntries } from './standDown';
import { readTakeOver } from '../src/settings/takeOver';

export const registry = activeEntries(all, readTakeOver());
