// The loader plugin file prints `storefrontWidgetsShareImage` where a page holds Spectra's social share block:
// the page's featured image (large size) that Spectra's own block script writes into its Pinterest links, or ''
// when the page has none. Not printed (a theme that enqueues the bundle without the plugin file): null.
import { readGlobal } from './parse';

export const readShareImage = (): string | null =>
  readGlobal('storefrontWidgetsShareImage', (v) => (typeof v === 'string' ? v : null));
