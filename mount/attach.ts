// Mount a loaded widget on its element: a DOM widget with the store, a React widget in its own root (runtime.tsx,
// which brings React). In the loaders chunk: the entry needs it only once a widget's chunk has arrived.
import type { MountedRoot, WidgetDefinition } from '../src/mount/types';

/** the load under way (roots.ts): `urgent` when the shopper is waiting; `hurry` finishes it at once */
interface Loading {
  urgent: boolean;
  hurry: () => void;
}

/** null when the element was unmounted (or left the page, or the widget failed) before the widget was in */
export async function attach(
  el: HTMLElement,
  name: string,
  def: WidgetDefinition,
  wanted: () => boolean,
  onFailed: (error: unknown) => void,
  loading: Loading,
): Promise<MountedRoot | null> {
  if ('mount' in def) {
    const { getStore } = await import('../src/store/store');
    return wanted() ? { unmount: def.mount(el, { name, store: getStore() }) } : null;
  }
  const rt = await import('./runtime');
  if (!wanted()) return null;
  const m = rt.mountWidget(el, name, def, onFailed, loading.urgent);
  // a background root renders in a transition: an action arriving meanwhile finishes it at once
  loading.hurry = m.hurry;
  await m.committed;
  if (wanted()) return m.root;
  m.root.unmount();
  return null;
}
