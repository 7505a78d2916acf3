// Which widgets a held action waits for (mount/hold.ts asks, this answers from the registry and the roots).
// Its own: the registered markup the action is on (or a trigger of it), for entries that declare `hold`. Nested:
// every other widget inside the action's form (the phone field rewrites the number the login sends, attribution
// fills hidden fields), so the replayed action sends what it would have sent after mount. Waiting and loading
// widgets are asked to load at once (`urgent`: ahead of the background queue); a page nobody touches loads
// nothing here.
import type { Claim, Fallback, Kind } from './hold';
import { registry } from './active';
import { mayMount, mount, slotOf } from './roots';
import type { RegistryEntry } from '../src/mount/types';

type Pair = [HTMLElement, RegistryEntry];

const isPage = (el: Element) => el === document.body || el === document.documentElement;
const running = ([el, entry]: Pair) => slotOf(el, entry.name)?.state === 'mounted';

function add(out: Pair[], el: Element | null, entry: RegistryEntry): void {
  if (
    el instanceof HTMLElement &&
    !isPage(el) &&
    mayMount(el, entry) &&
    !out.some(([e, n]) => e === el && n.name === entry.name)
  )
    out.push([el, entry]);
}

function ownPairs(target: Element, kind: Kind, form: HTMLFormElement | null): Pair[] {
  const own: Pair[] = [];
  for (const entry of registry) {
    const hold = entry.hold;
    if (!hold) continue;
    if (hold.on === 'submit') {
      if (kind !== 'submit' || !form) continue;
      add(own, form.closest(entry.selector), entry);
      form.querySelectorAll(entry.selector).forEach((el) => add(own, el, entry));
      continue;
    }
    const el = target.closest(entry.selector);
    if (el && (!hold.controls || target.closest(hold.controls))) add(own, el, entry);
    if (hold.triggers && target.closest(hold.triggers))
      document.querySelectorAll(entry.selector).forEach((m) => add(own, m, entry));
  }
  return own;
}

export function find(target: Element, kind: Kind): Claim | null {
  const form = target instanceof HTMLFormElement ? target : target.closest('form');
  const own = ownPairs(target, kind, form);
  // its own widgets running, a key or no form: nothing to wait for (else a field widget of the form may be)
  if (!own.length || (own.every(running) && (!form || kind === 'key'))) return null;
  const all = [...own];
  if (form)
    for (const entry of registry) form.querySelectorAll(entry.selector).forEach((el) => add(all, el, entry));
  const nested = all
    .slice(own.length)
    .filter((p) => !running(p) && slotOf(p[0], p[1].name)?.state !== 'failed');
  if (own.every(running) && !nested.length) return null;
  const fallback: Fallback = own.some((p) => !running(p) && p[1].hold?.fallback === 'message')
    ? 'message'
    : 'native';
  const load = ([el, entry]: Pair) => mount(el, entry, true);
  return { own: own.map(load), nested: nested.map(load), fallback };
}
