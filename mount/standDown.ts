// Stand down, never double up: where the loader plugin printed its take-over report, a widget that replaces a
// plugin's classic script runs only if that script was taken over on this page and the plugin's release is one
// the bundle is declared for. Otherwise the plugin's own script stays in charge (two handlers on one control, two
// pickers on one field), the entry is left out before anything scans, holds or loads it, and the console says
// so once for the theme developer. Without the report every entry runs, as before.
import type { RegistryEntry } from '../src/mount/types';
import type { TakeOver } from '../src/settings/takeOver';

/** Why the entry stands down on this page, or null when it runs. */
export function standDownReason(entry: RegistryEntry, report: TakeOver | null): string | null {
  if (!report || !entry.classic) return null;
  const { plugin, handles } = entry.classic;
  const found = report[plugin];
  if (!found) return `${plugin}: none of its scripts (${handles.join(', ')}) was taken over`;
  const release = found.version ?? 'unknown release';
  if (!found.supported) return `${plugin} ${release} is not a release this bundle is declared for`;
  if (!handles.some((h) => found.handles.includes(h)))
    return `${plugin} ${release}: ${handles.join(', ')} not taken over`;
  return null;
}

/** The entries that run on this page; each one standing down where its markup is says so once. */
export function activeEntries(
  entries: RegistryEntry[],
  report: TakeOver | null,
  root: ParentNode = document,
): RegistryEntry[] {
  const told = new Set<string>();
  return entries.filter((entry) => {
    const reason = standDownReason(entry, report);
    if (reason === null) return true;
    if (!told.has(entry.name) && root.querySelector(entry.selector)) {
      told.add(entry.name);
      console.info(
        `storefront-widgets: ${entry.name} stands down, the plugin's own script stays in charge (${reason}).`,
      );
    }
    return false;
  });
}
