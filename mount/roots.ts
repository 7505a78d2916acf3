// One root per (element, widget), kept in a WeakMap: mounting twice is a no-op, removed elements are
// unmounted. A widget whose chunk fails to load leaves its markup as it is and is not retried on that element.
import { nextTurn } from './turns';
import type { MountedRoot, RegistryEntry } from '../src/mount/types';
import type * as RuntimeModuleNs from './runtime';

type RuntimeModule = typeof RuntimeModuleNs;

type Load = (urgent?: boolean) => Promise<boolean>;
/** loading: `urgent` skips the idle turn before mounting; `hurry` ends a turn already being waited for */
interface Loading {
  state: 'loading';
  promise: Promise<boolean>;
  urgent: boolean;
  hurry: () => void;
}
type Slot = { state: 'waiting'; cancel: () => void; load: Load } | Loading | { state: 'mounted'; root: MountedRoot } | { state: 'failed' };

const roots = new WeakMap<Element, Map<string, Slot>>();
/** strong refs only while mounted, so the observer can find roots whose element left the page */
const live = new Set<Element>();

let runtime: Promise<RuntimeModule> | null = null;
const loadRuntime = () => (runtime ??= import('./runtime'));

export function slotOf(el: Element, name: string): Slot | undefined {
  return roots.get(el)?.get(name);
}

function setSlot(el: Element, name: string, slot: Slot | undefined): void {
  let m = roots.get(el);
  if (!m) roots.set(el, (m = new Map()));
  if (slot) m.set(name, slot);
  else m.delete(name);
  if (slot?.state === 'waiting' || slot?.state === 'loading' || slot?.state === 'mounted') live.add(el);
}

function announce(type: 'mounted' | 'mount-failed', name: string, el: Element, error?: unknown): void {
  document.dispatchEvent(new CustomEvent(`storefront:${type}`, { detail: { name, el, error } }));
}

/** Claim (el, widget) for a strategy; false when it is already claimed (double mount is a no-op). */
export function claim(el: Element, name: string, cancel: () => void, load: Load): boolean {
  if (slotOf(el, name)) return false;
  setSlot(el, name, { state: 'waiting', cancel, load });
  return true;
}

/** Load every widget still waiting for its strategy, under root (the public `load()`; the bench uses it). */
export function loadAll(root: ParentNode = document): Promise<boolean[]> {
  const pending: Array<Promise<boolean>> = [];
  for (const el of Array.from(live)) {
    if (root !== document && !(root instanceof Node && root.contains(el))) continue;
    for (const slot of roots.get(el)?.values() ?? []) {
      if (slot.state === 'waiting') pending.push(slot.load(true));
      else if (slot.state === 'loading') pending.push(hurried(slot));
    }
  }
  return Promise.all(pending);
}

function hurried(slot: Loading): Promise<boolean> {
  slot.urgent = true;
  slot.hurry();
  return slot.promise;
}

/**
 * Load the widget's chunk and mount it on el. Resolves true when the widget is running. A background load
 * (idle, visible, prefetch) mounts on its own idle turn after the chunk arrives; an urgent one (eager, intent,
 * the public load()) mounts at once, and hurries a background load of the same root already under way.
 */
export function mount(el: HTMLElement, entry: RegistryEntry, urgent = false): Promise<boolean> {
  const slot = slotOf(el, entry.name);
  if (slot?.state === 'loading') return urgent ? hurried(slot) : slot.promise; // two strategies asked: one load
  if (slot && slot.state !== 'waiting') return Promise.resolve(slot.state === 'mounted');
  const loading: Loading = { state: 'loading', promise: Promise.resolve(false), urgent, hurry: () => {} };
  loading.promise = load(el, entry, loading);
  setSlot(el, entry.name, loading);
  return loading.promise;
}

async function load(el: HTMLElement, entry: RegistryEntry, loading: Loading): Promise<boolean> {
  await Promise.resolve(); // let mount() record the loading slot first
  try {
    const def = (await entry.load()).default;
    if (!loading.urgent) {
      const turn = nextTurn(entry.name);
      loading.hurry = turn.hurry;
      await turn.ready;
    }
    let root: MountedRoot;
    if ('mount' in def) {
      const { getStore } = await import('../src/store/store');
      if (slotOf(el, entry.name)?.state !== 'loading' || !el.isConnected) return false; // unmounted meanwhile
      const cleanup = def.mount(el, { name: entry.name, store: getStore() });
      root = { unmount: cleanup };
    } else {
      const rt = await loadRuntime();
      if (slotOf(el, entry.name)?.state !== 'loading' || !el.isConnected) return false;
      root = rt.mountWidget(el, entry.name, def, (error) => {
        setSlot(el, entry.name, { state: 'failed' });
        announce('mount-failed', entry.name, el, error);
      });
    }
    // a widget that threw during its first (synchronous) render has already reported itself failed
    if (slotOf(el, entry.name)?.state !== 'loading') return false;
    setSlot(el, entry.name, { state: 'mounted', root });
    announce('mounted', entry.name, el);
    return true;
  } catch (error) {
    console.warn(`[storefront-widgets] ${entry.name} failed; its markup stays`, error);
    setSlot(el, entry.name, { state: 'failed' });
    announce('mount-failed', entry.name, el, error);
    return false;
  }
}

/** Unmount every widget root on el and on the elements inside it. */
export function unmount(el: Element): void {
  for (const target of Array.from(live)) {
    if (target !== el && !el.contains(target)) continue;
    release(target);
  }
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
  for (const el of live) for (const [name, s] of roots.get(el) ?? []) if (s.state === 'mounted') out.push({ name, el });
  return out;
}
