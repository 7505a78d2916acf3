// The public `storefrontWidgets.load(root?)` (the bench uses it): every widget under root still waiting for its
// strategy loads now, and a background load under way is hurried. In the loaders chunk (the entry does not need it
// before a widget is asked for); roots.ts hands it the live roots.
import type { Slot } from './roots';

export function loadAll(
  live: Iterable<Element>,
  slots: (el: Element) => Iterable<Slot> | undefined,
  root: ParentNode = document,
): Promise<boolean[]> {
  const pending: Array<Promise<boolean>> = [];
  for (const el of Array.from(live)) {
    if (root !== document && !(root instanceof Node && root.contains(el))) continue;
    for (const slot of slots(el) ?? [])
      if (slot.state === 'waiting' || slot.state === 'loading') pending.push(slot.load(true));
  }
  return Promise.all(pending);
}
