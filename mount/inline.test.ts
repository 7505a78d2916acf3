// Stand-ins for the globals printed markup calls inline: defined from the first moment, never a ReferenceError,
// calls queued until the widget defines the real function (which replaces the stand-in), then made in order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUED as CORE_MARKER, isQueuedStandIn, readWindow as coreRead } from '../src/dom/globals';
import { defineStandIns, QUEUED, type StandIn } from './inline';

const NAME = 'wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers';
const list: StandIn[] = [
  { name: NAME, widget: 'order-documents', returns: false },
  { name: 'setOrderTracking', owner: 'wc_order_attribution', widget: 'order-attribution' },
];

afterEach(() => {
  Reflect.deleteProperty(window, NAME);
  Reflect.deleteProperty(window, 'wc_order_attribution');
});

describe('inline global stand-ins', () => {
  it('the printed onclick runs before the widget: false returned, call made on the real function once it is defined', async () => {
    let arrive: (ok: boolean) => void = () => {};
    const load = vi.fn(() => new Promise<boolean>((r) => (arrive = r)));
    defineStandIns({ load, message: vi.fn() }, list);
    // what the printed `onclick="return wf_Confirm…(url, code)"` does (jsdom runs inline handlers in a window
    // of its own, so the test calls the global as the handler would; the browser test runs the real onclick)
    document.body.innerHTML = '<a class="wt_pklist_invoice_print">طباعة</a>';
    const a = document.querySelector('a')!;
    const returned: unknown[] = [];
    a.addEventListener('click', () =>
      returned.push(Reflect.apply(Reflect.get(window, NAME), window, ['/?print=1', 2])),
    );
    expect(() => a.click()).not.toThrow();
    expect(returned).toEqual([false]); // `return false`: the link stays still
    expect(load).toHaveBeenCalledWith('order-documents', a);
    const real = vi.fn(() => false);
    expect(isQueuedStandIn(coreRead(NAME))).toBe(true); // the widget replaces it (order-documents/prompt.ts)
    Reflect.set(window, NAME, real);
    arrive(true);
    await vi.waitFor(() => expect(real).toHaveBeenCalledWith('/?print=1', 2));
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('a widget that never came: the shopper is told next to the control', async () => {
    const message = vi.fn();
    defineStandIns({ load: async () => false, message }, list);
    document.body.innerHTML = '<a role="button">طباعة</a>';
    document
      .querySelector('a')!
      .addEventListener('click', () => Reflect.apply(Reflect.get(window, NAME), window, ['/?print=1', 1]));
    document.querySelector('a')!.click();
    await vi.waitFor(() => expect(message).toHaveBeenCalledWith(document.querySelector('a')));
  });

  it('a method of a printed settings object (consent: wc_order_attribution.setOrderTracking) queues too', async () => {
    Reflect.set(window, 'wc_order_attribution', { params: {} });
    defineStandIns({ load: async () => true, message: vi.fn() }, list);
    const owner: unknown = Reflect.get(window, 'wc_order_attribution');
    const call = () => Reflect.apply(Reflect.get(Object(owner), 'setOrderTracking'), owner, [false]);
    expect(call).not.toThrow();
    const real = vi.fn();
    Reflect.set(Object(owner), 'setOrderTracking', real);
    await vi.waitFor(() => expect(real).toHaveBeenCalledWith(false));
  });

  it("Spectra's UAGBBlockPositioning.init, whose object nothing prints once its script is taken over, queues on an object made for it", async () => {
    const load = vi.fn(async () => true);
    defineStandIns({ load, message: vi.fn() });
    const owner: unknown = Reflect.get(window, 'UAGBBlockPositioning');
    const attrs = { UAGStickyOffset: 20 };
    // what the page script's load listener does
    const call = () => Reflect.apply(Reflect.get(Object(owner), 'init'), owner, [attrs, '.uagb-block-x']);
    expect(call).not.toThrow();
    expect(load).toHaveBeenCalledWith('sticky-blocks', null);
    const real = vi.fn();
    Reflect.set(Object(owner), 'init', real);
    await vi.waitFor(() => expect(real).toHaveBeenCalledWith(attrs, '.uagb-block-x'));
    Reflect.deleteProperty(window, 'UAGBBlockPositioning');
    Reflect.deleteProperty(window, 'show_wpcp_message');
    Reflect.deleteProperty(window, NAME);
  });

  it('keeps a function already defined (a second copy of the bundle, or the plugin itself), and one marker name', () => {
    const mine = () => false;
    Reflect.set(window, NAME, mine);
    defineStandIns({ load: async () => true, message: vi.fn() }, list);
    expect(Reflect.get(window, NAME)).toBe(mine);
    expect(QUEUED).toBe(CORE_MARKER);
  });
});
