// React's root host (runtime.tsx, React and what it imports) is fetched, not run, together with a React widget's
// chunk: a background widget then waits for its idle turn with React already in the HTTP cache, instead of asking
// for it only at its turn (one round trip more, the last widget on most pages). In the loaders chunk.
import type { WidgetModule } from '../src/mount/types';
import { nextTask } from '../src/dom/nextTask';

/** the runtime chunk and every chunk it imports, relative to the loaders chunk: written in by vite.config.ts */
declare const __SW_RUNTIME__: string[];

let preloaded = false;

/** The runtime's files not yet asked for: on most pages the head script's load-time preload asked for all of
 * them, and each link appended costs the page's main thread a little for nothing. */
export function runtimeFilesToPreload(
  files: readonly string[],
  base: string,
  doc: Document = document,
): string[] {
  const asked = new Set(
    Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.href),
  );
  return files.map((f) => new URL(f, base).href).filter((href) => !asked.has(href));
}

export function preloadRuntime(): void {
  if (preloaded || !import.meta.env.PROD) return;
  preloaded = true;
  for (const href of runtimeFilesToPreload(__SW_RUNTIME__, import.meta.url))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

type Lazy = Record<string, () => Promise<WidgetModule>>;
/** a widget's import, for the load under way (roots.ts): `urgent` when the shopper is waiting (no task boundary before it) */
type Load = (loading?: { urgent: boolean }) => Promise<WidgetModule>;

let evaluatedFirst: Promise<void> | null = null;

/**
 * Before a background React widget's chunk is imported: React evaluated in a task of its own. Evaluated with the
 * widget's modules, React DOM and they were one long task under a performance trace (React DOM is re-parsed
 * for the Error objects it creates: docs/performance.md). Only once the head script has asked for React
 * at `load`, with the chunks of the page's widgets (mount/preloadAtLoad.ts): then every file is on its way and the
 * widget's import waits for no request; otherwise React comes with the widget's chunk, as before. Null: no wait.
 */
export function reactFirst(
  name: string,
  react: ReadonlySet<string>,
  doc: Document = document,
): Promise<void> | null {
  if (!react.has(name) || !import.meta.env.PROD) return null;
  if (evaluatedFirst) return evaluatedFirst;
  const file = (__SW_RUNTIME__[0] ?? '').replace(/^\.\//, '/');
  const asked = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).some(
    (l) => file !== '/' && l.href.endsWith(file),
  );
  if (!asked) return null;
  evaluatedFirst = import('./runtime').then(nextTask, nextTask);
  return evaluatedFirst;
}

/** React evaluated in a task of its own, before the widget's turn: its evaluation and the widget's first render are not one long task */
const evaluateRuntime = () => void import('./runtime').catch(() => {});

/**
 * Each lazy import; a React widget's (named in `react`) also preloads React at once, in the same round as its
 * own chunk, and has it evaluated as soon as the chunk is in. A module that turns out to be React though not
 * named still preloads it when it arrives (a test keeps the list true).
 */
export function withRuntimePreload(
  lazy: Lazy,
  react: ReadonlySet<string>,
  preload: () => void = preloadRuntime,
  evaluate: () => void = evaluateRuntime,
): Record<string, Load> {
  const out: Record<string, Load> = {};
  for (const [name, load] of Object.entries(lazy))
    out[name] = async (loading) => {
      // asks whether the head script asked for React before this load does (preload below)
      const reactReady = loading?.urgent !== false ? null : reactFirst(name, react);
      if (react.has(name)) preload();
      if (reactReady) await reactReady;
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
