// Holding and replaying actions made before a widget runs (hold.ts), with a `find` the test controls: the
// widget's load is a promise the test settles itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { installHold, type Claim, type Fallback } from './hold';
import { refind } from './refind';

interface Pending {
  resolve(ok: boolean): void;
  promise: Promise<boolean>;
}
function pending(): Pending {
  let resolve: (ok: boolean) => void = () => {};
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { resolve, promise };
}

let stop = () => {};
let listeners = new AbortController();
afterEach(() => {
  stop();
  listeners.abort();
  listeners = new AbortController();
});
/** a listener of the test, removed after it */
const on = <K extends keyof DocumentEventMap>(
  t: Document | HTMLElement,
  type: K,
  fn: (e: DocumentEventMap[K]) => void,
) => t.addEventListener(type, fn as EventListener, { signal: listeners.signal });

/** hold every action inside `.held` until `load` settles */
function setup(opts: { fallback?: Fallback; limitMs?: number; nested?: Pending } = {}) {
  const load = pending();
  const message = vi.fn();
  let running = false;
  void load.promise.then((ok) => (running = ok));
  const find = vi.fn((target: Element): Claim | null =>
    target.closest('.held') && !running
      ? {
          own: [load.promise],
          nested: opts.nested ? [opts.nested.promise] : [],
          fallback: opts.fallback ?? 'native',
        }
      : null,
  );
  stop = installHold({
    find,
    limitMs: () => opts.limitMs ?? 10_000,
    message,
    refind: async (h, d) => refind(h, d),
  });
  return { load, message, find };
}

const click = (el: Element) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(e);
  return e;
};

describe('hold and replay', () => {
  it('holds a click (no default, no other listener, aria-busy) and replays it exactly once on the widget', async () => {
    document.body.innerHTML =
      '<div class="held"><button type="button" id="b"><svg><path id="icon"></path></svg>أضف</button></div>';
    const { load } = setup();
    const b = document.getElementById('b')!;
    const widget = vi.fn();
    b.addEventListener('click', widget);
    const e = click(document.getElementById('icon')!); // on the icon inside the button
    expect(e.defaultPrevented).toBe(true);
    expect(widget).not.toHaveBeenCalled();
    expect(b.getAttribute('aria-busy')).toBe('true');
    load.resolve(true);
    await waitFor(() => expect(widget).toHaveBeenCalledTimes(1));
    expect(b.hasAttribute('aria-busy')).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(widget).toHaveBeenCalledTimes(1);
    click(b); // the widget runs now: nothing is held
    expect(widget).toHaveBeenCalledTimes(2);
  });

  it('replays three quick clicks on three buttons, in order, once each', async () => {
    document.body.innerHTML =
      '<ul class="held"><li><a href="#1" id="a1">1</a></li><li><a href="#2" id="a2">2</a></li><li><a href="#3" id="a3">3</a></li></ul>';
    const { load } = setup();
    const seen: string[] = [];
    on(document.body, 'click', (e) => {
      e.preventDefault();
      if (e.target instanceof Element) seen.push(e.target.id);
    });
    ['a1', 'a2', 'a3'].forEach((id) => click(document.getElementById(id)!));
    expect(seen).toEqual([]);
    load.resolve(true);
    await waitFor(() => expect(seen).toEqual(['a1', 'a2', 'a3']));
  });

  it('a held submit keeps its submitter (implicit submission too), and is sent once', async () => {
    document.body.innerHTML =
      '<form class="held" method="post" action="/cart/"><input name="q" id="q"><button name="go" value="a" id="s1">a</button><button name="go" value="b" id="s2">b</button></form>';
    const { load } = setup();
    const form = document.querySelector('form')!;
    const submits: Array<string | null> = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push(e.submitter?.id ?? null);
    });
    form.requestSubmit(document.getElementById('s2'));
    expect(submits).toEqual([]);
    expect(document.getElementById('s2')!.getAttribute('aria-busy')).toBe('true');
    load.resolve(true);
    await waitFor(() => expect(submits).toEqual(['s2']));
    await new Promise((r) => setTimeout(r, 20));
    expect(submits).toEqual(['s2']);
  });

  it('holds Space on a role=button link (no native click) and replays it as its activation', async () => {
    document.body.innerHTML = '<p class="held"><a role="button" href="#" id="dismiss">إغلاق</a></p>';
    const { load } = setup();
    const a = document.getElementById('dismiss')!;
    const activated = vi.fn((e: Event) => e.preventDefault());
    a.addEventListener('click', activated);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    a.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true); // no page scroll
    // Enter on a link makes a click by itself: the key is left alone (the click is what gets held)
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    a.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    load.resolve(true);
    await waitFor(() => expect(activated).toHaveBeenCalledTimes(1));
  });

  it('leaves modified clicks (new tab) and markup nobody holds alone', () => {
    document.body.innerHTML = '<div class="held"><a href="#x" id="l">x</a></div><a href="#y" id="free">y</a>';
    setup();
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('l')!.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(click(document.getElementById('free')!).defaultPrevented).toBe(false);
  });

  it.each([
    // rendered again in the same place (a root taking over the printed list): found there, whatever the
    // point now shows (the page may have scrolled since the click)
    ['a', 'new', false],
    // another element in its place: the one now where the click was made
    ['button', 'point', true],
  ] as const)(
    'a target replaced meanwhile (%s in its place) is found again',
    async (tag, expected, asked) => {
      document.body.innerHTML = '<div class="held"><span>x</span><a href="/cart/" id="old">السلة</a></div>';
      const { load } = setup();
      const seen: string[] = [];
      on(document, 'click', (e) => {
        e.preventDefault();
        if (e.target instanceof Element) seen.push(e.target.id);
      });
      const fresh = Object.assign(document.createElement(tag), { id: 'new' });
      const point = Object.assign(document.createElement('a'), { id: 'point', href: '/cart/' });
      document.body.append(point);
      const at = vi.fn((_x: number, _y: number) => point); // jsdom has no layout: the browser's answer, stubbed
      Reflect.set(document, 'elementFromPoint', at);
      document
        .getElementById('old')!
        .dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 10, clientY: 20 }),
        );
      document.getElementById('old')!.replaceWith(fresh);
      load.resolve(true);
      await waitFor(() => expect(seen).toEqual([expected]));
      if (asked) expect(at).toHaveBeenCalledWith(10, 20);
      else expect(at).not.toHaveBeenCalled();
      Reflect.deleteProperty(document, 'elementFromPoint');
    },
  );

  it('a control re-rendered with its id (a React view over printed markup) and moved meanwhile is found by its id', async () => {
    document.body.innerHTML =
      '<div class="held"><button type="button" id="send"><i>✓</i> أرسل</button></div>';
    const { load } = setup();
    const seen: string[] = [];
    on(document, 'click', (e) => {
      if (e.target instanceof HTMLElement) seen.push(`${e.target.id}:${e.target.dataset.v ?? ''}`);
    });
    const at = vi.fn(() => document.body); // the new button is lower down: nothing at the old point
    Reflect.set(document, 'elementFromPoint', at);
    document
      .querySelector('#send i')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 10, clientY: 20 }));
    const fresh = Object.assign(document.createElement('button'), { id: 'send', type: 'button' });
    fresh.dataset.v = 'react';
    document.querySelector('.held')!.replaceChildren(document.createElement('p'), fresh);
    load.resolve(true);
    await waitFor(() => expect(seen).toEqual(['send:react']));
    expect(at).not.toHaveBeenCalled();
    Reflect.deleteProperty(document, 'elementFromPoint');
  });

  it('waits for the widgets nested in the form too, before replaying on its own widget', async () => {
    document.body.innerHTML =
      '<form class="held"><input id="phone"><button type="button" id="send">أرسل</button></form>';
    const nested = pending();
    const { load } = setup({ nested });
    const send = vi.fn();
    document.getElementById('send')!.addEventListener('click', send);
    click(document.getElementById('send')!);
    load.resolve(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(send).not.toHaveBeenCalled(); // the phone field has not mounted yet
    nested.resolve(true);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('native fallback when the chunk fails: the link is followed as without JS, once', async () => {
    document.body.innerHTML = '<div class="held"><a href="/?add-to-cart=101" id="add">أضف</a></div>';
    const { load, message } = setup({ fallback: 'native' });
    const unprevented: boolean[] = [];
    on(document, 'click', (e) => {
      unprevented.push(!e.defaultPrevented);
      e.preventDefault(); // jsdom cannot navigate: the default action would follow the link here
    });
    click(document.getElementById('add')!);
    expect(unprevented).toEqual([]); // held: no listener saw it
    load.resolve(false);
    await waitFor(() => expect(unprevented).toEqual([true]));
    await new Promise((r) => setTimeout(r, 20));
    expect(unprevented).toEqual([true]);
    expect(message).not.toHaveBeenCalled();
  });

  it('native fallback submits the form with its submitter; message fallback says so and gives the control back', async () => {
    document.body.innerHTML =
      '<form class="held" method="post" id="f1"><button name="apply" value="1" id="s">تطبيق</button></form><div class="other"></div>';
    const { load } = setup({ fallback: 'native' });
    const sent: Array<string | null> = [];
    on(document, 'submit', (e) => {
      sent.push(e.defaultPrevented ? 'prevented' : (e.submitter?.id ?? null));
      e.preventDefault();
    });
    click(document.getElementById('s')!);
    load.resolve(false);
    await waitFor(() => expect(sent).toEqual(['s']));

    stop();
    document.body.innerHTML =
      '<form class="held" id="f2"><input name="pwd" value="secret"><button id="s2">دخول</button></form>';
    const second = setup({ fallback: 'message' });
    sent.length = 0;
    click(document.getElementById('s2')!);
    second.load.resolve(false);
    await waitFor(() => expect(second.message).toHaveBeenCalledWith(document.getElementById('s2')));
    expect(sent).toEqual([]); // never GET the password into the URL
    expect(document.getElementById('s2')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('the limit: a widget that has not arrived gets the fallback, and arriving later replays nothing', async () => {
    document.body.innerHTML = '<div class="held"><button type="button" id="b">نقاط</button></div>';
    const { load, message } = setup({ fallback: 'message', limitMs: 30 });
    const widget = vi.fn();
    document.getElementById('b')!.addEventListener('click', widget);
    click(document.getElementById('b')!);
    await waitFor(() => expect(message).toHaveBeenCalledTimes(1));
    expect(document.getElementById('b')!.hasAttribute('aria-busy')).toBe(false);
    load.resolve(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(widget).not.toHaveBeenCalled(); // swallowed never, run twice never: the shopper clicks again
  });
});
