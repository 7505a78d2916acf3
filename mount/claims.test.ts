// Which widgets a held action waits for, through the real roots: its own markup's widget (or the one its trigger
// opens), the other widgets of its form, at once (ahead of their strategy); a widget that throws on mount gets
// the native replay; nothing is held once the widgets run.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { DomWidget, RegistryEntry, WidgetModule } from '../src/mount/types';
import type * as Loaders from './loaders';

type LoadersModule = typeof Loaders;
const mounts: string[] = [];
const gates = new Map<string, () => void>();

/** a DOM widget whose chunk arrives when the test opens its gate */
function gated(name: string, mount: DomWidget['mount']): () => Promise<WidgetModule> {
  return () => new Promise((resolve) => gates.set(name, () => resolve({ default: { mount } })));
}
const open = (name: string) => gates.get(name)?.();

const modules: Record<string, () => Promise<WidgetModule>> = {
  cart: gated('cart', (el) => {
    mounts.push('cart');
    const onClick = (e: Event) => {
      e.preventDefault();
      el.dataset.added = String(Number(el.dataset.added ?? 0) + 1);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }),
  phone: gated('phone', (el) => {
    mounts.push('phone');
    if (el instanceof HTMLInputElement) el.value = `20${el.value.replace(/^0/, '')}`; // E.164 without +
    return () => {};
  }),
  login: gated('login', (el) => {
    mounts.push('login');
    const form = el.querySelector('form');
    const onSubmit = (e: Event) => {
      e.preventDefault();
      el.dataset.sent = el.querySelector('input')?.value ?? '';
    };
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }),
  drawer: gated('drawer', (el) => {
    mounts.push('drawer');
    const onClick = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('.cart-icon')) return;
      e.preventDefault();
      el.dataset.open = '1';
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }),
  page: async () => ({ default: { mount: () => () => {} } }),
  buggy: gated('buggy', () => {
    throw new Error('widget bug');
  }),
};

vi.mock('./registry', () => {
  const registry: RegistryEntry[] = [
    { name: 'cart', selector: '.w-cart', strategy: 'idle', hold: { fallback: 'native' } },
    { name: 'phone', selector: 'input.w-phone', strategy: 'idle' },
    { name: 'login', selector: '.w-login', strategy: 'idle', hold: { fallback: 'message' } },
    {
      name: 'drawer',
      selector: '.w-drawer',
      strategy: 'idle',
      hold: { fallback: 'native', triggers: '.cart-icon' },
    },
    { name: 'buggy', selector: '.w-buggy', strategy: 'idle', hold: { fallback: 'native' } },
    { name: 'page', selector: 'body', strategy: 'idle' },
  ];
  return { registry };
});
vi.mock('./loaders', async (original) => {
  const real = await original<LoadersModule>();
  return { ...real, widgets: modules, mount: real.mountWith(modules) };
});

const { scan } = await import('./scan');
const { installHold } = await import('./hold');
const { find } = await import('./claims');
const { unmount, slotOf } = await import('./roots');
const { registry } = await import('./registry');

const message = vi.fn();
const stop = installHold({ find, limitMs: () => 10_000, message });
afterAll(stop);
afterEach(() => {
  unmount(document.body);
  mounts.length = 0;
  gates.clear();
  message.mockReset();
});

const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const entry = (name: string) => registry.find((e) => e.name === name)!;

describe('held actions through the roots', () => {
  it('loads the widget at once (not at idle) and replays the click on it once', async () => {
    document.body.innerHTML = '<a class="w-cart" href="/?add-to-cart=1" id="a">أضف</a>';
    scan(document);
    click(document.getElementById('a')!);
    expect(slotOf(document.getElementById('a')!, 'cart')?.state).toBe('loading'); // asked for now
    await waitFor(() => expect(gates.has('cart')).toBe(true));
    open('cart');
    await waitFor(() => expect(document.getElementById('a')!.dataset.added).toBe('1'));
    click(document.getElementById('a')!);
    expect(document.getElementById('a')!.dataset.added).toBe('2');
  });

  it('a submit waits for the nested field widget (the phone is rewritten before it is sent)', async () => {
    document.body.innerHTML =
      '<div class="w-login"><form><input class="w-phone" value="01001234567"><button id="go">أرسل الرمز</button></form></div>';
    scan(document);
    click(document.getElementById('go')!);
    await waitFor(() => expect(gates.has('login') && gates.has('phone')).toBe(true));
    open('login');
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector<HTMLElement>('.w-login')!.dataset.sent).toBeUndefined();
    open('phone');
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.w-login')!.dataset.sent).toBe('201001234567'),
    );
    expect(message).not.toHaveBeenCalled();
  });

  it('a trigger outside the markup (the header cart icon) loads the drawer and opens it', async () => {
    document.body.innerHTML =
      '<header><a class="cart-icon" href="/cart/" id="icon">السلة</a></header><div class="w-drawer"></div>';
    scan(document);
    click(document.getElementById('icon')!);
    await waitFor(() => expect(gates.has('drawer')).toBe(true));
    open('drawer');
    await waitFor(() => expect(document.querySelector<HTMLElement>('.w-drawer')!.dataset.open).toBe('1'));
  });

  it('a widget that throws on mount: the action gets its native replay', async () => {
    document.body.innerHTML = '<a class="w-buggy" href="/elsewhere/" id="b">رابط</a>';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const followed: boolean[] = [];
    const ac = new AbortController();
    document.addEventListener(
      'click',
      (e) => {
        followed.push(!e.defaultPrevented);
        e.preventDefault(); // jsdom cannot navigate
      },
      { signal: ac.signal },
    );
    scan(document);
    click(document.getElementById('b')!);
    expect(followed).toEqual([]);
    await waitFor(() => expect(gates.has('buggy')).toBe(true));
    open('buggy');
    await waitFor(() => expect(followed).toEqual([true]));
    expect(slotOf(document.getElementById('b')!, 'buggy')?.state).toBe('failed');
    ac.abort();
  });

  it('holds nothing on body, on markup nobody registered, or once the widgets run', async () => {
    document.body.innerHTML = '<a href="#x" id="plain">x</a><a class="w-cart" href="#" id="c">أضف</a>';
    scan(document);
    expect(find(document.getElementById('plain')!, 'click')).toBeNull();
    const claim = find(document.getElementById('c')!, 'click');
    expect(claim?.fallback).toBe('native');
    await waitFor(() => expect(gates.has('cart')).toBe(true));
    open('cart');
    await waitFor(() => expect(mounts).toContain('cart'));
    expect(find(document.getElementById('c')!, 'click')).toBeNull();
    expect(entry('page').hold).toBeUndefined();
  });
});
