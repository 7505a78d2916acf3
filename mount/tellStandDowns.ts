// For the theme developer: each widget standing down on this page (standDown.ts) says so once on the console,
// where its markup is. Run from the loaders chunk, so the entry carries the list only.
import type { RegistryEntry } from '../src/mount/types';

export function tellStandDowns(
  entries: RegistryEntry[],
  standDown: Map<string, string>,
  root: ParentNode = document,
): void {
  const told = new Set<string>();
  for (const entry of entries) {
    const why = standDown.get(entry.name);
    if (why === undefined || told.has(entry.name) || !root.querySelector(entry.selector)) continue;
    told.add(entry.name);
    console.info(
      `storefront-widgets: ${entry.name} stands down, the plugin's own script stays in charge (${why}).`,
    );
  }
}
