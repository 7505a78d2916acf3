import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryRows, filesToPreload, preloadAtLoad, type PreloadMap, type PreloadRow } from './preloadAtLoad';

const map: PreloadMap = {
  files: ['loaders-a', 'helper-b', 'runtime-c', 'grid-d', 'grid-e.css', 'page-f'],
  always: 2,
  lists: [[5], [2, 3, 4]],
  widgets: { page: 0, grid: 1, broken: 0 },
};
// the entry's rows: the page widget at idle on body, the grid when in view, one the browser cannot parse, one the
// map does not know and one that loads only on intent
const rows: PreloadRow[] = [
  { name: 'page', selector: 'body' },
  { name: 'grid', selector: '.cr-reviews-grid', strategy: 'visible' },
  { name: 'broken', selector: 'div:has(' },
  { name: 'unknown', selector: 'body' },
  { name: 'grid', selector: '.grid-opener', strategy: 'intent' },
];

function box(el: Element, top: number, rendered = true): void {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 100, height: 100 }),
  );
  vi.spyOn(el, 'getClientRects').mockReturnValue(
    (rendered ? [DOMRect.fromRect()] : []) as unknown as DOMRectList,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('filesToPreload', () => {
  it('always the loaders, then the idle entries on the page; a visible entry only within 300 px of the viewport', () => {
    document.body.innerHTML = '<div class="cr-reviews-grid"></div>';
    const grid = document.querySelector('.cr-reviews-grid')!;
    box(grid, 823 + 299);
    expect(filesToPreload(document, map, rows, 823)).toEqual([
      'chunks/loaders-a.js',
      'chunks/helper-b.js',
      'chunks/runtime-c.js',
      'chunks/grid-d.js',
      'chunks/grid-e.css',
      'chunks/page-f.js',
    ]);
    box(grid, 823 + 301);
    expect(filesToPreload(document, map, rows, 823)).toEqual([
      'chunks/loaders-a.js',
      'chunks/helper-b.js',
      'chunks/page-f.js',
    ]);
  });

  it('walks the page once per entry at most, and not for an entry whose files are already wanted', () => {
    document.body.innerHTML = '<div class="cr-reviews-grid"></div><div class="again"></div>';
    box(document.querySelector('.cr-reviews-grid')!, 0);
    const one = vi.spyOn(document, 'querySelector');
    const all = vi.spyOn(document, 'querySelectorAll');
    const twice: PreloadRow[] = [
      { name: 'page', selector: 'body' },
      { name: 'grid', selector: '.cr-reviews-grid', strategy: 'visible' },
      { name: 'page', selector: '.again' },
      { name: 'grid', selector: '.again', strategy: 'visible' },
    ];
    expect(filesToPreload(document, map, twice, 823)).toHaveLength(6);
    // idle: the first match; in view: every match, to find one near the viewport
    expect(one.mock.calls.map((c) => c[0])).toEqual(['body']);
    expect(all.mock.calls.map((c) => c[0])).toEqual(['.cr-reviews-grid']);
  });

  it('an element not rendered (display:none) is not in view; a selector the browser cannot parse is skipped', () => {
    document.body.innerHTML = '<div class="cr-reviews-grid"></div>';
    box(document.querySelector('.cr-reviews-grid')!, 0, false);
    expect(filesToPreload(document, map, rows, 823)).toEqual([
      'chunks/loaders-a.js',
      'chunks/helper-b.js',
      'chunks/page-f.js',
    ]);
  });
});

describe('preloadAtLoad', () => {
  it('appends in slices of a few ms and at least 4 links, the rest in later tasks (each insertion starts a fetch)', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<script type="module" src="/p/storefront.js"></script><div class="cr-reviews-grid"></div>';
    box(document.querySelector('.cr-reviews-grid')!, 0);
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 5));
    preloadAtLoad(document, map, rows);
    // nothing in the load event's task, nor in the one that walks the selectors
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    // each link past the 4 ms slice, but never fewer than 4 a task
    expect(document.head.querySelectorAll('link')).toHaveLength(4);
    vi.runAllTimers();
    expect(document.head.querySelectorAll('link')).toHaveLength(6);
    vi.useRealTimers();
  });

  it('resolves against the entry module script, in CORS mode as Vite asks; a stylesheet is preloaded, not applied', async () => {
    document.body.innerHTML =
      '<script type="module" src="https://shop.test/wp-content/plugins/sw/storefront.js?ver=9"></script><div class="cr-reviews-grid"></div>';
    box(document.querySelector('.cr-reviews-grid')!, 0);
    preloadAtLoad(document, map, rows);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(6));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', 'https://shop.test/wp-content/plugins/sw/chunks/loaders-a.js'],
      ['modulepreload', 'https://shop.test/wp-content/plugins/sw/chunks/helper-b.js'],
      ['modulepreload', 'https://shop.test/wp-content/plugins/sw/chunks/runtime-c.js'],
      ['modulepreload', 'https://shop.test/wp-content/plugins/sw/chunks/grid-d.js'],
      ['preload', 'https://shop.test/wp-content/plugins/sw/chunks/grid-e.css'],
      ['modulepreload', 'https://shop.test/wp-content/plugins/sw/chunks/page-f.js'],
    ]);
    expect(
      links.every((l) => l.getAttribute('crossorigin') === '' && l.getAttribute('fetchpriority') === 'low'),
    ).toBe(true);
    expect(links[4]?.as).toBe('style');
  });

  it('on a page with a widget that builds the first Intl object, builds it on a worker once the requests are out', async () => {
    vi.useFakeTimers();
    const scripts: Blob[] = [];
    vi.stubGlobal(
      'Worker',
      vi.fn(function Worker(url: string) {
        expect(url).toBe('blob:warm');
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (b) => (b instanceof Blob && scripts.push(b), 'blob:warm'),
    );
    const withIntl = { ...map, intl: ['phone-field'] };
    const withPhone = [...rows, { name: 'phone-field', selector: 'input[name=billing_phone]' }];
    document.documentElement.lang = 'ar';
    document.body.innerHTML =
      '<script type="module" src="/p/storefront.js"></script><div class="cr-reviews-grid"></div>';
    box(document.querySelector('.cr-reviews-grid')!, 0);
    preloadAtLoad(document, withIntl, withPhone);
    vi.runAllTimers();
    expect(Worker).not.toHaveBeenCalled(); // no phone field on this page
    document.head.innerHTML = '';
    document.body.insertAdjacentHTML('beforeend', '<input name="billing_phone">');
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 5));
    preloadAtLoad(document, withIntl, withPhone);
    expect(Worker).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(document.head.querySelectorAll('link')).toHaveLength(6);
    expect(Worker).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await scripts[0]?.text()).toContain('new Intl.DisplayNames("ar",{type:"region"})');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('without the entry on the page, requests nothing', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="cr-reviews-grid"></div>';
    preloadAtLoad(document, map, rows);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('entryRows', () => {
  const w = window as unknown as Record<string, unknown>;
  afterEach(() => delete w.storefrontWidgets);

  it('reads the rows the entry publishes, keeping only those with a name and a selector', () => {
    expect(entryRows()).toEqual([]);
    w.storefrontWidgets = {
      registry: [{ name: 'qna', selector: '#cr_qna', strategy: 'visible' }, { name: 3 }, null],
    };
    expect(entryRows()).toEqual([{ name: 'qna', selector: '#cr_qna', strategy: 'visible' }]);
    w.storefrontWidgets = { registry: 'qna' };
    expect(entryRows()).toEqual([]);
  });

  it('an intent row preloads nothing at load; an intent row with an idle prefetch does', () => {
    document.body.innerHTML = '<div class="grid-opener"></div>';
    const intent: PreloadRow[] = [{ name: 'grid', selector: '.grid-opener', strategy: 'intent' }];
    expect(filesToPreload(document, map, intent, 823)).toHaveLength(2);
    const prefetched: PreloadRow[] = [{ ...intent[0]!, prefetch: 'idle' }];
    expect(filesToPreload(document, map, prefetched, 823)).toHaveLength(5);
  });
});
