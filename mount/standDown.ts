// Stand down, never double up: the loader plugin prints `storefrontWidgetsStandDown`
// (public/storefront-widgets.php), the widgets whose plugin's classic script it did not take over on this page
// (or whose plugin's release the bundle is not declared for), each with the reason. Those entries are left out
// before anything scans, holds or loads them; the loaders chunk tells the console (tellStandDowns.ts). Without
// the list (a fixture page, a theme that enqueues the bundle itself) every entry runs.
// The entry reads it and must stand alone (no import shared with the widgets), so its check is written out here.
import { readWindow } from './inline';

/** The printed reasons by widget name; empty when not printed or not an object. */
export function readStandDown(): Map<string, string> {
  const v = readWindow('storefrontWidgetsStandDown');
  return new Map(
    typeof v === 'object' && v !== null
      ? Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')
      : [],
  );
}
