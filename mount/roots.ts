// One root per (element, widget), kept in a WeakMap: mounting twice is a no-op, removed elements are
// unmounted. A widget whose chunk fails to load leaves its markup as it is and is not retried on that element.
import type { MountedRoot, RegistryEntry } from '../src/mount/types';
import type * as LoadersNs from './loaders';

type Load = (urgent?: boolean) => Promise<boolean>;
/** loading: `urgent` skips the idle turn before mounting; `hurry` ends a turn already being waited for */
interface Loading {
  state: 'loading';
  /** mount() again: hurries this load when urgent */
  load: Load;
  promise: Promise<boolean>;
  urgent: boolean;
  hurry: () => void;
}
export type Slot =
  | { state: 'waiting'; cancel: () => void; load: Load }
  | Loading
  | { state: 'mounted'; root: MountedRoot }
  | { state: 'failed' };

const roots = new WeakMap<Element, Map<string, Slot>>();
/** strong refs only while mounted, so the observer can find roots whose element left the page */
const live = new Set<Element>();

type Loaders = typeof LoadersNs;
/** the loaders chunk's file and the chunks it imports, written into the built entry by vite.config.ts */
declare const __SW_LOADERS__: string[];

const isLoaders = (m: unknown): m is Loaders => typeof m === 'object' && m !== null && 'mount' in m;
// Built, the entry imports its loaders by URL: a plain import() would bring Vite's preload helper into the entry
// (the loaders chunk carries it, with every widget's preload list); the chunks it imports are requested with it.
// Under test the module is imported as such.
async function importLoaders(): Promise<Loaders> {
  let m: unknown;
  if (import.meta.env.PROD) {
    // both relative to this module's URL (import() resolves so by itself), wherever it was served from
    const [main = '', ...deps] = __SW_LOADERS__;
    // a URL the head script's load-time preload asked for already is not fetched again (the module map)
    for (const f of deps)
      document.head.append(
        Object.assign(document.createElement('link'), {
          rel: 'modulepreload',
          href: import.meta.resolve(f),
        }),
      );
    m = await import(/* @vite-ignore */ main);
  } else m = await import('./loaders');
  if (!isLoaders(m)) throw new Error('not the loaders chunk');
  return m;
}

let loaders: Promise<Loaders> | null = null;
/** run once, when the loaders first arrive (the entry starts its DOM observer there) */
export const onLoaders: { first?: (l: Loaders) => void } = {};
/** the widgets' lazy imports (a chunk: loaders.ts), fetched with the first widget (again after a failure) */
export function loadLoaders(): Promise<Loaders> {
  loaders ??= importLoaders().then(
    (l) => {
      const f = onLoaders.first;
      delete onLoaders.first;
      f?.(l);
      return l;
    },
    (e: unknown) => {
      loaders = null;
      throw e;
    },
  );
  return loaders;
}

export function slotOf(el: Element, name: string): Slot | undefined {
  return roots.get(el)?.get(name);
}

function setSlot(el: Element, name: string, slot: Slot | undefined): void {
  let m = roots.get(el);
  if (!m) roots.set(el, (m = new Map()));
  if (slot) m.set(name, slot);
  else m.delete(name);
  if (slot && slot.state !== 'failed') live.add(el);
}

function announce(type: 'mounted' | 'mount-failed', name: string, el: Element, error?: unknown): void {
  document.dispatchEvent(new CustomEvent(`storefront:${type}`, { detail: { name, el, error } }));
}

/**
 * Whether the widget may mount on el: not inside markup a server answer inserted (the sanitizer marks it:
 * src/html/serverMarkup.ts, named here by its attribute, not imported: the entry stands alone) unless the
 * widget declares it lives there.
 */
export const mayMount = (el: Element, entry: RegistryEntry): boolean =>
  entry.inServerMarkup === true || !el.closest('[data-sw-server]');

/** Claim (el, widget) for a strategy; false when it is already claimed (double mount is a no-op). */
export function claim(el: Element, name: string, cancel: () => void, load: Load): boolean {
  if (slotOf(el, name)) return false;
  setSlot(el, name, { state: 'waiting', cancel, load });
  return true;
}

/** Load every widget still waiting for its strategy, under root (the public `load()`: loadAll.ts, loaders chunk). */
export const loadAll = (root?: ParentNode): Promise<boolean[]> =>
  loadLoaders().then((l) => l.loadAll(live, (el) => roots.get(el)?.values(), root));

function hurried(slot: Loading): Promise<boolean> {
  slot.urgent = true;
  slot.hurry();
  return slot.promise;
}

/**
 * Load the widget's chunk and mount it on el. Resolves true when the widget is running. A background load
 * (idle, visible, prefetch) mounts on its own idle turn after the chunk arrives; an urgent one (intent, the
 * public load()) mounts at once, and hurries a background load of the same root already under way.
 */
export function mount(el: HTMLElement, entry: RegistryEntry, urgent = false): Promise<boolean> {
  if (!mayMount(el, entry)) return Promise.resolve(false);
  const slot = slotOf(el, entry.name);
  if (slot?.state === 'loading') return urgent ? hurried(slot) : slot.promise; // two strategies asked: one load
  if (slot && slot.state !== 'waiting') return Promise.resolve(slot.state === 'mounted');
  if (slot) slot.cancel(); // loading now, whichever asked: the strategy stops watching
  const loading: Loading = {
    state: 'loading',
    load: (u) => mount(el, entry, u),
    promise: Promise.resolve(false),
    urgent,
    hurry: () => {},
  };
  loading.promise = load(el, entry, loading);
  setSlot(el, entry.name, loading);
  return loading.promise;
}

async function load(el: HTMLElement, entry: RegistryEntry, loading: Loading): Promise<boolean> {
  const failed = (error: unknown) => {
    setSlot(el, entry.name, { state: 'failed' });
    announce('mount-failed', entry.name, el, error);
    return false;
  };
  await Promise.resolve(); // let mount() record the loading slot first
  try {
    const root = await (
      await loadLoaders()
    ).mount(
      el,
      entry.name,
      () => slotOf(el, entry.name)?.state === 'loading' && el.isConnected,
      failed,
      loading,
    );
    // unmounted meanwhile, or a widget that threw during its first render (reported failed already)
    if (!root || slotOf(el, entry.name)?.state !== 'loading') return false;
    setSlot(el, entry.name, { state: 'mounted', root });
    announce('mounted', entry.name, el);
    return true;
  } catch (error) {
    console.warn(`[storefront-widgets] ${entry.name} failed; its markup stays`, error);
    return failed(error);
  }
}

/** Unmount every widget root on el and on the elements inside it. */
export function unmount(el: Element): void {
  // an element contains itself
  for (const target of Array.from(live)) if (el.contains(target)) release(target);
}

function release(target: Element): void {
  const m = roots.get(target);
  if (m) {
    for (const slot of m.values()) {
      if (slot.state === 'waiting') slot.cancel();
      if (slot.state === 'mounted') slot.root.unmount();
    }
    roots.delete(target);
  }
  live.delete(target);
}

/** Unmount roots whose element is no longer in the document (fragments replaced, popups closed). */
export function sweepDisconnected(): void {
  for (const target of Array.from(live)) if (!target.isConnected) release(target);
}

export function mountedNames(): Array<{ name: string; el: Element }> {
  const out: Array<{ name: string; el: Element }> = [];
  for (const el of live)
    for (const [name, s] of roots.get(el) ?? []) if (s.state === 'mounted') out.push({ name, el });
  return out;
}
