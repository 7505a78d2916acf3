// Find the platform markup of every registered widget under a root and hand each match to its strategy.
import { registry } from './active';
import { claim, mayMount, mount } from './roots';
import { strategies } from './strategies';
import type { RegistryEntry } from '../src/mount/types';

// Every widget's selector in one list: markup inserted later (a React render of 20 suggestions, a review page)
// is tested once against it, and only markup that holds a widget's selector is scanned entry by entry.
let anyWidget: string | null = null;

export function scan(root: ParentNode = document): void {
  anyWidget ??= registry.map((e) => e.selector).join(', ');
  if (root instanceof Element && !root.matches(anyWidget) && !root.querySelector(anyWidget)) return;
  for (const entry of registry) scanEntry(root, entry);
}

/** a slice of the page's scan runs this long at most (wall clock: on a slow phone less work fits in it) */
const SLICE_MS = 4;

/**
 * The whole page's scan in tasks of at most about SLICE_MS each, then `done`. In one task, every entry's walk,
 * claims and strategies made a long task on a slow phone. An action on markup not scanned yet is safe: the
 * entry's hold (installed before the scan) finds its widget from the registry (claims.ts), not from the scan,
 * and what the head script held before the entry ran is replayed through that hold at `done`
 * (`storefront:ready`).
 */
export function scanInSlices(root: ParentNode, done: () => void): void {
  let next = 0;
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    // at least one entry a slice (a slow phone's single entry can outlast the slice); none when there are none
    do {
      const entry = registry[next++];
      if (entry) scanEntry(root, entry);
    } while (next < registry.length && performance.now() < end);
    // a task of its own (the head script's preload slices, user-blocking, go first)
    if (next < registry.length) setTimeout(slice, 0);
    else done();
  };
  slice();
}

function scanEntry(root: ParentNode, entry: RegistryEntry): void {
  const matches: Element[] = [];
  if (root instanceof Element && root.matches(entry.selector)) matches.push(root);
  root.querySelectorAll(entry.selector).forEach((el) => matches.push(el));
  for (const el of matches) {
    if (!(el instanceof HTMLElement) || !mayMount(el, entry)) continue;
    // the intent target may be inside the element (a toggle), around it (the form holding hidden inputs) or
    // elsewhere on the page (the header whose cart icons open the drawer)
    const intentTarget = entry.intentTarget
      ? (el.closest<HTMLElement>(entry.intentTarget) ??
        el.querySelector<HTMLElement>(entry.intentTarget) ??
        document.querySelector<HTMLElement>(entry.intentTarget) ??
        el)
      : el;
    let cancel = () => {};
    const load = (urgent = false) => mount(el, entry, urgent);
    // the shopper is waiting on an intent widget; idle, visible and prefetch mount on an idle turn
    const strategy = entry.strategy ?? 'idle';
    if (!claim(el, entry.name, () => cancel(), load)) continue;
    const cancels = [
      strategies[strategy](() => load(strategy === 'intent'), el, intentTarget, entry.intentIgnore),
    ];
    if (entry.prefetch === 'idle' && strategy !== 'idle') cancels.push(strategies.idle(() => load(), el));
    cancel = () => cancels.forEach((c) => c());
  }
}
