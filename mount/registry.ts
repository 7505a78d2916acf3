// Which widget mounts on which platform markup, and when its code loads: the rows every widget's manifest
// declares (widgets/<name>/manifest.ts, typed by WidgetManifest in src/mount/types.ts), in their `order`. The
// build writes them as one table (vite.manifests.ts): the entry holds only this table; the widgets' lazy
// imports are in loaders.ts (a chunk of its own), and nothing is imported until needed.
export { registry } from 'virtual:storefront/registry';
