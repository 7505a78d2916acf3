// Widget tests: mount a registered widget on an element exactly as the page's runtime does (its registry
// entry, its chunk, its root in an ErrorBoundary with the store in context), so a test can mount one widget
// beside another without importing it. Resolves with the (async) unmount.
import { act } from '@testing-library/react';
import { registry } from '../../mount/registry';
import { mount, unmount } from '../../mount/roots';

export async function mountWidget(name: string, el: HTMLElement): Promise<() => Promise<void>> {
  const entry = registry.find((e) => e.name === name);
  if (!entry) throw new Error(`no widget named ${name}`);
  let ok = false;
  await act(async () => {
    ok = await mount(el, entry, true);
  });
  if (!ok) throw new Error(`${name} did not mount`);
  return async () => {
    await act(async () => {
      unmount(el);
      await Promise.resolve(); // roots unmount in a microtask
    });
  };
}
