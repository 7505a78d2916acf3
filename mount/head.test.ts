// The head capture script (head.ts) before the entry: a click on printed inline-onclick markup and a submit are
// held (no inline handler, no default), then replayed once when the entry is ready, or as they were at the
// page's load when the entry never ran. Other clicks pass.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let submits: Array<string | null>;

beforeEach(async () => {
  vi.resetModules();
  Reflect.deleteProperty(window, 'storefrontWidgets');
  submits = [];
  document.body.innerHTML = `
    <a id="print" href="#doc" onclick="this.dataset.n = String(Number(this.dataset.n || 0) + 1); return false">print</a>
    <a id="plain" href="#plain">plain</a>
    <form id="f"><input name="p" value="x"><button id="go" name="go" value="1">go</button></form>`;
  document.getElementById('f')?.addEventListener('submit', (e) => {
    e.preventDefault();
    submits.push(e instanceof SubmitEvent && e.submitter ? e.submitter.id : null);
  });
  await import('./head');
});
// every copy imported so far stands down (each import adds its own listeners)
afterEach(() => {
  Reflect.set(window, 'storefrontWidgets', {});
  document.dispatchEvent(new CustomEvent('storefront:ready'));
  window.dispatchEvent(new Event('load'));
  Reflect.deleteProperty(window, 'storefrontWidgets');
});

/** how many times the printed inline onclick ran */
const inlineRuns = () => Number(document.getElementById('print')?.dataset.n ?? 0);

const click = (id: string) =>
  document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const ready = () => {
  Reflect.set(window, 'storefrontWidgets', {});
  document.dispatchEvent(new CustomEvent('storefront:ready'));
};

describe('head capture', () => {
  it('holds a click on inline-onclick markup and a submit (with its submitter) until the entry is ready, then replays each once', () => {
    expect(click('print')).toBe(false); // default prevented
    document.getElementById('go')?.click();
    expect(inlineRuns()).toBe(0);
    expect(submits).toEqual([]);
    ready();
    expect(inlineRuns()).toBe(1);
    expect(submits).toEqual(['go']);
    document.dispatchEvent(new CustomEvent('storefront:ready'));
    expect(inlineRuns()).toBe(1);
    expect(submits).toEqual(['go']);
  });

  it('lets other clicks through, and everything once the entry runs', () => {
    expect(click('plain')).toBe(true);
    Reflect.set(window, 'storefrontWidgets', {});
    click('print');
    expect(inlineRuns()).toBe(1);
  });

  it('without the entry by the load event, replays what it held as it was', () => {
    click('print');
    window.dispatchEvent(new Event('load'));
    expect(inlineRuns()).toBe(1);
    click('print'); // no longer held
    expect(inlineRuns()).toBe(2);
  });
});
