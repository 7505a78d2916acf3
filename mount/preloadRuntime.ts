// React's root host (runtime.tsx, React and what it imports) is fetched, not run, as soon as a React widget's chunk
// is in: a background widget then waits for its idle turn with React already in the HTTP cache, instead of asking
// for it only at its turn (one round trip more, the last widget on most pages). In the loaders chunk.
import type { WidgetModule } from '../src/mount/types';

/** the runtime chunk and every chunk it imports, relative to the loaders chunk: written in by vite.config.ts */
declare const __SW_RUNTIME__: string[];

let preloaded = false;

export function preloadRuntime(): void {
  if (preloaded || !import.meta.env.PROD) return;
  preloaded = true;
  for (const f of __SW_RUNTIME__) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(f, import.meta.url).href }));
}

type Lazy = Record<string, () => Promise<WidgetModule>>;

/** each lazy import, calling `preload` once its module turns out to be a React widget */
export function withRuntimePreload(lazy: Lazy, preload: () => void = preloadRuntime): Lazy {
  const out: Lazy = {};
  for (const [name, load] of Object.entries(lazy))
    out[name] = () =>
      load().then((m) => {
        if (!('mount' in m.default)) preload();
        return m;
      });
  return out;
}
