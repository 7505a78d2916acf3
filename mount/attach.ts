// Mount a loaded widget on its element: a DOM widget with the store, a React widget in its own root (runtime.tsx,
// which brings React). In the loaders chunk: the entry needs it only once a widget's chunk has arrived.
import type { WidgetDefinition } from '../src/mount/types';
import type { Mounting } from './runtime';

/** null when the element was unmounted (or left the page) while the code was loading */
export async function attach(
  el: HTMLElement,
  name: string,
  def: WidgetDefinition,
  wanted: () => boolean,
  onFailed: (error: unknown) => void,
  urgent: boolean,
): Promise<Mounting | null> {
  if ('mount' in def) {
    const { getStore } = await import('../src/store/store');
    return wanted() ? { root: { unmount: def.mount(el, { name, store: getStore() }) }, committed: Promise.resolve(), hurry: () => {} } : null;
  }
  const rt = await import('./runtime');
  return wanted() ? rt.mountWidget(el, name, def, onFailed, urgent) : null;
}
