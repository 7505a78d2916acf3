// The first-paint pass (firstPaint.ts): a part the parser is still inside is kept unpainted, and shown in the
// pass after the parser has left it; nothing stays marked once the page is parsed. jsdom has no streaming
// parser: the document's last node stands for the parser's position, as it does in a browser while it loads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFirstPaintStyle, FIRST_PAINT_CSS, markPartsBeingParsed } from './firstPaint';

const loading = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
const marked = () =>
  Array.from(document.querySelectorAll('[data-sw-parsing]')).map((e) => e.id || e.className);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  markPartsBeingParsed(document); // forget what the last test marked
});

describe('parts painted whole', () => {
  it('marks the parts around the parser, and only those; unmarks each once the parser has left it', () => {
    loading('loading');
    document.body.innerHTML = `<ul class="products"><li class="product" id="p1"><a href="/p/"><img alt=""></a></li>
      <li class="product" id="p2"><a href="/q/">`;
    markPartsBeingParsed(document);
    expect(marked()).toEqual(['p2']);
    document.querySelector('.products')?.insertAdjacentHTML('beforeend', '<li class="product" id="p3"></li>');
    document.getElementById('p3')?.append('text');
    markPartsBeingParsed(document);
    expect(marked()).toEqual(['p3']);
  });

  it('nested parts: the slider card and the summary box around the parser, not the slider', () => {
    loading('loading');
    document.body.innerHTML = `<div class="cr-reviews-slider"><div class="cr-review-card" id="c1"><div class="cr-summaryBox-wrap" id="s"><div class="reviewer">`;
    markPartsBeingParsed(document);
    expect(marked().sort()).toEqual(['c1', 's']);
  });

  it('the floating badge while its content comes; nothing when the parser is past every part', () => {
    loading('loading');
    document.body.innerHTML = '<div id="cr_floatingtrustbadge"><div class="cr-floatingbadge-top">';
    markPartsBeingParsed(document);
    expect(marked()).toEqual(['cr_floatingtrustbadge']);
    document.body.append(document.createElement('footer'));
    markPartsBeingParsed(document);
    expect(marked()).toEqual([]);
  });

  it("WooCommerce's store notice from the moment it is opened (its padding would paint) until its text is in", () => {
    loading('loading');
    document.body.innerHTML = '<main id="m"></main>';
    const notice = Object.assign(document.createElement('p'), {
      className: 'woocommerce-store-notice demo_store',
      id: 'n',
    });
    document.body.append(notice);
    markPartsBeingParsed(document);
    expect(marked()).toEqual(['n']);
    notice.append('عرض خاص: شحن مجاني ');
    markPartsBeingParsed(document);
    expect(marked()).toEqual(['n']);
    document.body.append(document.createElement('footer'));
    markPartsBeingParsed(document);
    expect(marked()).toEqual([]);
  });

  it('unmarks everything once the document is parsed', () => {
    const state = loading('loading');
    document.body.innerHTML = '<div id="cr_floatingtrustbadge"><p>';
    markPartsBeingParsed(document);
    expect(marked()).toHaveLength(1);
    state.mockReturnValue('interactive');
    markPartsBeingParsed(document);
    expect(marked()).toEqual([]);
  });
});

describe('first-paint style', () => {
  it("hides a marked part with all it holds, and a one-tab Wawp login tab list (not another plugin's)", () => {
    addFirstPaintStyle(document);
    expect(document.head.lastElementChild?.textContent).toBe(FIRST_PAINT_CSS);
    document.body.innerHTML = `<div data-sw-parsing><span id="in" style="visibility:visible">x</span></div>
      <div class="awp-otp-login-form"><div class="awp-tabs" id="one"><ul class="awp-tab-list"><li class="awp-tab">a</li></ul></div></div>
      <div class="awp-otp-login-form"><div class="awp-tabs" id="two"><ul class="awp-tab-list"><li class="awp-tab">a</li><li class="awp-tab">b</li></ul></div></div>
      <div class="awp-tabs" id="other"><a class="awp-tab">a</a></div>`;
    const css = (id: string) => getComputedStyle(document.getElementById(id) as HTMLElement);
    expect(css('in').visibility).toBe('hidden');
    expect(css('one').display).toBe('none');
    expect(css('two').display).toBe('block');
    expect(css('other').display).toBe('block'); // another plugin's .awp-tabs
  });
});
