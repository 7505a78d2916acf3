// The mount system: one root per element (double mount is a no-op), a throwing widget or a failed chunk
// leaves the PHP markup working and other widgets running, an intent click made before the chunk loaded
// still takes effect, and markup inserted later gets its widgets.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { waitFor } from '@testing-library/react';
import type { RegistryEntry, WidgetModule, WidgetProps } from '../src/mount/types';
import type * as Loaders from './loaders';

type LoadersModule = typeof Loaders;

const clicks = vi.fn();
let releaseSlowChunk: () => void = () => {};
let slowAsked = 0;

function Counter({ el }: WidgetProps) {
  const [n, setN] = useState(0);
  useEffect(() => {
    const onClick = (e: Event) => {
      e.preventDefault();
      clicks(el.id);
      setN((x) => x + 1);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el]);
  return <span className="counter">{n}</span>;
}
function Boom(): never {
  throw new Error('widget bug');
}

const modules: Record<string, () => Promise<WidgetModule>> = {
  counter: async () => ({ default: { Component: Counter } }),
  boom: async () => ({ default: { Component: Boom, placement: 'replace' } }),
  broken: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  slow: () => {
    slowAsked++;
    return new Promise((r) => (releaseSlowChunk = () => r({ default: { Component: Counter } })));
  },
  dom: async () => ({
    default: {
      mount: (el: HTMLElement) => {
        el.dataset.domMounted = '1';
        return () => delete el.dataset.domMounted;
      },
    },
  }),
};

vi.mock('./registry', () => {
  const registry: RegistryEntry[] = [
    { name: 'counter', selector: '.w-counter', strategy: 'idle' },
    { name: 'boom', selector: '.w-boom', strategy: 'idle' },
    { name: 'broken', selector: '.w-broken', strategy: 'idle' },
    { name: 'slow', selector: '.w-slow', strategy: 'intent', hold: { fallback: 'native' } },
    { name: 'dom', selector: '.w-dom', strategy: 'idle' },
  ];
  return { registry };
});
vi.mock('./loaders', async (original) => {
  const real = await original<LoadersModule>();
  const load = (name: string) => () => modules[name]?.() ?? Promise.reject(new Error(name));
  const widgets = Object.fromEntries(Object.keys(modules).map((n) => [n, load(n)]));
  return { ...real, widgets, mount: real.mountWith(widgets) };
});

const { scan } = await import('./scan');
const { installHold } = await import('./hold');
const { find } = await import('./claims');
const { unmount, mountedNames, sweepDisconnected, loadAll } = await import('./roots');
const names = () =>
  mountedNames()
    .map((m) => m.name)
    .sort();

beforeEach(() => {
  clicks.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('mount system', () => {
  it('load(root), the public load(): the widgets still waiting under root load now, the others keep waiting', async () => {
    document.body.innerHTML =
      '<div id="in"><a id="s1" class="w-slow" href="#">x</a></div><a id="s2" class="w-slow" href="#">y</a>';
    scan(document);
    const asked = slowAsked;
    const done = loadAll(document.getElementById('in')!);
    await waitFor(() => expect(slowAsked).toBe(asked + 1), { timeout: 5000 });
    releaseSlowChunk();
    expect(await done).toEqual([true]);
    expect(mountedNames().map((m) => (m.el as HTMLElement).id)).toEqual(['s1']);
    unmount(document.body);
  });

  it('mounts each element once: scanning twice is a no-op', async () => {
    document.body.innerHTML = '<a id="c1" class="w-counter" href="#">x</a>';
    scan(document);
    scan(document);
    // the first mount imports the loaders and React's root host (slow under a loaded test runner)
    await waitFor(() => expect(names()).toEqual(['counter']), { timeout: 5000 });
    scan(document);
    await new Promise((r) => setTimeout(r, 10));
    expect(document.querySelectorAll('[data-sw-root="counter"]')).toHaveLength(1);
    expect(mountedNames()).toHaveLength(1);
    unmount(document.body);
  });

  it('a throwing widget restores its markup; a failed chunk leaves markup alone; others keep running', async () => {
    document.body.innerHTML =
      '<p class="w-boom">PHP markup</p><p class="w-broken">PHP form</p><a id="c2" class="w-counter" href="#">x</a><div class="w-dom"></div>';
    const failed = vi.fn();
    document.addEventListener('storefront:mount-failed', (e) =>
      failed((e as CustomEvent<{ name: string }>).detail.name),
    );
    scan(document);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(2));
    expect(failed.mock.calls.map((c) => c[0]).sort()).toEqual(['boom', 'broken']);
    await waitFor(() => expect(document.querySelector('[data-sw-root="boom"]')).toBeNull());
    const boom = document.querySelector<HTMLElement>('.w-boom')!;
    expect(boom.style.display).toBe('');
    expect(boom.textContent).toBe('PHP markup');
    expect(document.querySelector('.w-broken')!.textContent).toBe('PHP form');
    await waitFor(() => expect(names()).toEqual(['counter', 'dom']));
    expect(document.querySelector<HTMLElement>('.w-dom')!.dataset.domMounted).toBe('1');
    document.getElementById('c2')!.click();
    expect(clicks).toHaveBeenCalledWith('c2');
    scan(document); // a failed widget is not retried on the same element
    await new Promise((r) => setTimeout(r, 10));
    expect(failed).toHaveBeenCalledTimes(2);
    unmount(document.body);
    expect(document.querySelector<HTMLElement>('.w-dom')!.dataset.domMounted).toBeUndefined();
  });

  it('intent: a click before the chunk has loaded is held, then completed once the widget runs', async () => {
    document.body.innerHTML = '<a id="s1" class="w-slow" href="#never">open</a>';
    const stop = installHold({ find, limitMs: () => 10_000, message: () => {} });
    scan(document);
    const link = document.getElementById('s1')!;
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // held: no navigation while loading
    expect(clicks).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 5)); // the chunk request is under way
    releaseSlowChunk();
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.counter')?.textContent).toBe('1');
    stop();
    unmount(document.body);
  });

  it('markup inserted later is mounted by scan(root), and removed markup is unmounted', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const host = document.getElementById('host')!;
    host.innerHTML = '<a id="c3" class="w-counter" href="#">late</a>';
    scan(host);
    await waitFor(() => expect(names()).toEqual(['counter']));
    host.innerHTML = '<a id="c4" class="w-counter" href="#">replaced fragment</a>';
    sweepDisconnected();
    expect(mountedNames()).toHaveLength(0);
    scan(host);
    await waitFor(() => expect(mountedNames().map((m) => (m.el as HTMLElement).id)).toEqual(['c4']));
    unmount(document.body);
  });

  it('scan(root) finds markup deep inside the root or on the root itself, and skips roots without any', async () => {
    document.body.innerHTML =
      '<section id="deep"><ul><li><a id="c5" class="w-counter" href="#">deep</a></li></ul></section><p id="plain"><b>no widget</b></p>';
    scan(document.getElementById('plain')!);
    scan(document.getElementById('deep')!);
    await waitFor(() => expect(mountedNames().map((m) => (m.el as HTMLElement).id)).toEqual(['c5']));
    const self = document.createElement('a');
    self.id = 'c6';
    self.className = 'w-counter';
    document.body.append(self);
    scan(self);
    await waitFor(() =>
      expect(
        mountedNames()
          .map((m) => (m.el as HTMLElement).id)
          .sort(),
      ).toEqual(['c5', 'c6']),
    );
    unmount(document.body);
  });
});
