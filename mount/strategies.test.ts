// The load strategies with the browser's scheduling under the test's control: the load event, idle callbacks
// and an IntersectionObserver the test drives. (Before, idle and visible ran only in browser tests.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strategies } from './strategies';
import { loadLoaders } from './roots';

let idleCallbacks: Array<() => void> = [];
let observers: FakeObserver[] = [];
class FakeObserver {
  targets: Element[] = [];
  disconnected = false;
  constructor(
    public callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
    public options: { rootMargin?: string },
  ) {
    observers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    this.callback(this.targets.map((target) => ({ isIntersecting, target })));
  }
}

let readyState: DocumentReadyState = 'interactive';
beforeEach(() => {
  idleCallbacks = [];
  observers = [];
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleCallbacks.push(cb));
  Reflect.set(window, 'IntersectionObserver', FakeObserver); // the setup's stand-in is writable, not configurable
});
const setupObserver: unknown = Reflect.get(window, 'IntersectionObserver');
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.set(window, 'IntersectionObserver', setupObserver);
});

const pageLoaded = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};
const runIdle = () => idleCallbacks.splice(0).forEach((cb) => cb());

describe('load strategies', () => {
  it('idle waits for the load event (its wait comes with the loaders), then for an idle callback', async () => {
    const load = vi.fn(async () => true);
    strategies.idle(load, document.body);
    await loadLoaders();
    runIdle();
    expect(load).not.toHaveBeenCalled(); // nothing before load
    pageLoaded();
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("visible waits, after the load event, for what a first-paint job is showing to have shown (the page's largest paint first)", async () => {
    document.body.innerHTML = '<div data-sw-showing="pending"></div>';
    const el = document.createElement('div');
    document.body.append(el);
    strategies.visible(
      vi.fn(async () => true),
      el,
    );
    pageLoaded();
    await new Promise((r) => setTimeout(r, 60));
    expect(observers).toHaveLength(0);
    delete document.querySelector<HTMLElement>('[data-sw-showing]')!.dataset.swShowing;
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    document.body.innerHTML = '';
  });

  it('idle cancelled before its turn never loads', async () => {
    const load = vi.fn(async () => true);
    const cancel = strategies.idle(load, document.body);
    pageLoaded();
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    cancel();
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('visible observes after the load event (its observer comes with the loaders), 300 px ahead, and loads once in view', async () => {
    document.body.innerHTML = '<div id="reviews"></div>';
    const el = document.getElementById('reviews')!;
    const load = vi.fn(async () => true);
    strategies.visible(load, el);
    await loadLoaders();
    expect(observers).toHaveLength(0); // on screen at start-up still waits for load
    pageLoaded();
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    const io = observers[0]!;
    expect(io.targets).toEqual([el]);
    expect(io.options.rootMargin).toBe('300px 0px');
    io.show(false);
    expect(load).not.toHaveBeenCalled();
    io.show(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(io.disconnected).toBe(true);
  });

  it('visible cancelled before its observer arrived never observes', async () => {
    document.body.innerHTML = '<div id="reviews"></div>';
    const load = vi.fn(async () => true);
    const cancel = strategies.visible(load, document.getElementById('reviews')!);
    pageLoaded();
    cancel();
    await loadLoaders();
    await Promise.resolve();
    expect(observers).toHaveLength(0);
  });

  it('intent loads on pointerover, focus or touch of its target, once, and leaves clicks to the hold', () => {
    document.body.innerHTML = '<form id="f"><input id="s"></form>';
    const load = vi.fn(async () => true);
    strategies.intent(load, document.getElementById('f')!, document.getElementById('s')!);
    document.getElementById('s')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.getElementById('s')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('s')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('intent on a borrowed target: events inside what it ignores (the header search) do not load; the rest does', () => {
    document.body.innerHTML =
      '<header id="m"><div class="dgwt-wcas-search-wrapp"><input id="s"></div><a id="c" href="/cart/">c</a></header><div id="d"></div>';
    const load = vi.fn(async () => true);
    strategies.intent(
      load,
      document.getElementById('d')!,
      document.getElementById('m')!,
      '.dgwt-wcas-search-wrapp',
    );
    for (const type of ['focusin', 'pointerover', 'touchstart'])
      document.getElementById('s')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.getElementById('c')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
