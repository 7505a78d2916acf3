// React's root host (runtime.tsx, React and what it imports) is fetched, not run, together with a React widget's
// chunk: a background widget then waits for its idle turn with React already in the HTTP cache, instead of asking
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

/** React evaluated in a task of its own, before the widget's turn: its evaluation and the widget's first render are not one long task */
const evaluateRuntime = () => void import('./runtime').catch(() => {});

/**
 * Each lazy import; a React widget's (named in `react`) also preloads React at once, in the same round as its
 * own chunk, and has it evaluated as soon as the chunk is in. A module that turns out to be React though not
 * named still preloads it when it arrives (a test keeps the list true).
 */
export function withRuntimePreload(lazy: Lazy, react: ReadonlySet<string>, preload: () => void = preloadRuntime, evaluate: () => void = evaluateRuntime): Lazy {
  const out: Lazy = {};
  for (const [name, load] of Object.entries(lazy))
    out[name] = () => {
      if (react.has(name)) preload();
      return load().then((m) => {
        if (!('mount' in m.default)) {
          preload();
          evaluate();
        }
        return m;
      });
    };
  return out;
}
