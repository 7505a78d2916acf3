// sanitize() neutralises the hostile payload classes (scripts, handlers, javascript: URLs, forms, frames, styles); safeUrl() lets only http(s) and relative through.
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createRef } from 'react';
import {
  sanitize,
  sanitizeFragment,
  setSafeHtml,
  replaceWithSafeHtml,
  decodeEntities,
  toPlainText,
  cleanNodes,
} from './sanitize';
import { SafeHtml } from './SafeHtml';
import { safeUrl } from './safeUrl';

const PAYLOADS = [
  '<svg/onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<script>alert(1)</script>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>',
  '"><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
];

function isInert(root: ParentNode): boolean {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(el.tagName)) return false;
    for (const a of Array.from(el.attributes)) {
      if (a.name.startsWith('on')) return false;
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(a.name) &&
        /^\s*(javascript|data|vbscript):/i.test(a.value)
      )
        return false;
    }
  }
  return true;
}

describe('sanitize', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const host = document.createElement('div');
    setSafeHtml(host, payload);
    expect(isInert(host)).toBe(true);
    expect(isInert(sanitizeFragment(payload))).toBe(true);
    expect(isInert(cleanNodes(payload))).toBe(true);
    expect(isInert(cleanNodes(payload))).toBe(true); // the cached copy too
    const tpl = document.createElement('template');
    tpl.innerHTML = sanitize(payload); // re-parsing the cleaned string must stay inert
    expect(isInert(tpl.content)).toBe(true);
  });

  it('keeps the platform markup widgets need (prices, links, images, data attributes)', () => {
    const html =
      '<span class="woocommerce-Price-amount amount"><bdi>649.00&nbsp;<span class="woocommerce-Price-currencySymbol">ج.م.</span></bdi></span><a href="/cart/" class="button" data-product_id="5">عرض</a><img src="/x.svg" alt="a">';
    const out = sanitize(html);
    expect(out).toContain('woocommerce-Price-amount');
    expect(out).toContain('data-product_id="5"');
    expect(out).toContain('src="/x.svg"');
  });

  it('keeps entity-encoded tags as text: they never become live', () => {
    const host = document.createElement('div');
    setSafeHtml(host, '&lt;img src=x onerror=alert(1)&gt;');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(decodeEntities('&lt;img src=x onerror=alert(1)&gt; &amp; co')).toBe(
      '<img src=x onerror=alert(1)> & co',
    );
    expect(toPlainText('<b>غلاية</b><img src=x onerror=alert(1)>')).toBe('غلاية');
  });

  it('serialises the string form outside the page, so an image in it is never fetched', () => {
    const create = vi.spyOn(document, 'createElement');
    const out = sanitize('<p>نص <img src="/never-fetched.png" alt=""></p>');
    // its top elements marked as server markup (src/html/serverMarkup.ts), in the string form too
    expect(out).toBe('<p data-sw-server="">نص <img src="/never-fetched.png" alt=""></p>');
    expect(create).not.toHaveBeenCalled();
    expect(sanitize('نص بلا وسوم &amp; كيان')).toBe('نص بلا وسوم &amp; كيان');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitize('<a href="https://x.example" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('replaces an element with clean fragments and returns the new elements', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div>';
    const added = replaceWithSafeHtml(
      document.querySelector('.widget_shopping_cart_content')!,
      '<div class="widget_shopping_cart_content"><img src=x onerror=alert(1)>new</div>',
    );
    expect(added).toHaveLength(1);
    expect(document.body.textContent).toBe('new');
    expect(isInert(document.body)).toBe(true);
  });

  it('keepEqual: an element equal to the clean markup stays (same node), a different one is replaced', () => {
    const link = '<a href="/cart/" class="cart-container" aria-label="1"><span class="count">1</span></a>';
    document.body.innerHTML = `<div>${link}</div>`;
    const kept = document.querySelector('a')!;
    expect(replaceWithSafeHtml(kept, link, true)).toEqual([]);
    expect(document.querySelector('a')).toBe(kept);
    expect(replaceWithSafeHtml(kept, link.replace('>1<', '>2<'), true)).toHaveLength(1);
    expect(document.querySelector('a')).not.toBe(kept);
    expect(document.querySelector('.count')?.textContent).toBe('2');
  });

  it('keepEqual compares with the cleaned markup: what the sanitizer strips is replaced away', () => {
    document.body.innerHTML = '<div><a href="/cart/" onclick="alert(1)">x</a></div>';
    const el = document.querySelector('a')!;
    replaceWithSafeHtml(el, '<a href="/cart/" onclick="alert(1)">x</a>', true);
    expect(document.querySelector('a')).not.toBe(el);
    expect(isInert(document.body)).toBe(true);
  });

  it('SafeHtml renders only clean HTML', () => {
    const { container } = render(<SafeHtml html={'<b>ok</b><img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('b')?.textContent).toBe('ok');
    expect(isInert(container)).toBe(true);
  });

  it('cleanNodes: copies of the cached clean nodes in this document; text and entities as innerHTML reads them', () => {
    const a = cleanNodes('<span class="amount"><bdi>10.00&nbsp;ج.م.</bdi></span>');
    const b = cleanNodes('<span class="amount"><bdi>10.00&nbsp;ج.م.</bdi></span>');
    expect(a.firstChild).not.toBe(b.firstChild);
    expect(a.firstChild?.ownerDocument).toBe(document);
    a.querySelector('bdi')?.append('x'); // a copy changed leaves the cache alone
    expect(cleanNodes('<span class="amount"><bdi>10.00&nbsp;ج.م.</bdi></span>').textContent).toBe(
      '10.00\u00a0ج.م.',
    );
    expect(cleanNodes('نص &amp; كيان').textContent).toBe('نص & كيان');
    expect(cleanNodes('&lt;img src=x onerror=alert(1)&gt;').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(cleanNodes('نص').textContent).toBe('نص');
    expect(cleanNodes(42).childNodes).toHaveLength(0);
  });

  it('SafeHtml: new HTML replaces the content; a re-render with the same HTML keeps the nodes (what was put inside stays)', () => {
    const ref = createRef<HTMLElement>();
    const { container, rerender } = render(<SafeHtml as="div" ref={ref} html={'<p class="a">one</p>'} />);
    const p = container.querySelector('p.a');
    expect(ref.current?.textContent).toBe('one');
    p?.append(document.createElement('i')); // e.g. a portal's container
    rerender(<SafeHtml as="div" ref={ref} html={'<p class="a">one</p>'} className="x" />);
    expect(container.querySelector('p.a')).toBe(p);
    expect(container.querySelector('p.a i')).not.toBeNull();
    expect(ref.current?.className).toBe('x');
    rerender(
      <SafeHtml as="div" ref={ref} html={'<p class="b">two &amp; more</p><img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('p.a')).toBeNull();
    expect(container.textContent).toBe('two & more');
    expect(isInert(container)).toBe(true);
    rerender(<SafeHtml as="span" ref={ref} html={'<b>three</b>'} />);
    expect(ref.current?.tagName).toBe('SPAN');
    expect(container.innerHTML).toBe('<span><b data-sw-server="">three</b></span>');
  });
});

describe('server markup mark', () => {
  it('marks the top elements of every sanitised output, a mount-point lookalike with an off-site REST URL included', () => {
    const lookalike =
      '<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" data-rest-url="https://evil.example/wp-json/wp/v2/users/1" data-rest-nonce="abc"></a></div>';
    for (const frag of [sanitizeFragment(`<p>x</p>${lookalike}`), cleanNodes(`<p>x</p>${lookalike}`)])
      expect(Array.from(frag.children).map((el) => el.hasAttribute('data-sw-server'))).toEqual([true, true]);
    const host = document.createElement('div');
    setSafeHtml(host, lookalike);
    expect(host.querySelector('#coming-soon-footer-banner')?.hasAttribute('data-sw-server')).toBe(true);
  });
});

describe('safeUrl', () => {
  it.each([
    ['javascript:alert(1)', '#'],
    [' JAVASCRIPT:alert(1)', '#'],
    ['data:text/html,x', '#'],
    ['vbscript:x', '#'],
    ['//evil.example/x', '#'],
    [42, '#'],
    ['', '#'],
    ['/\t/evil.example/', '#'],
    ['/\n/evil.example/', '#'],
    ['\t//evil.example/', '#'],
    ['/\r\\evil.example/', '#'],
  ])('refuses %s', (input, out) => expect(safeUrl(input)).toBe(out));

  it('allows http(s), relative and same-host protocol-relative URLs', () => {
    expect(safeUrl('https://shop.example/p/')).toBe('https://shop.example/p/');
    expect(safeUrl('/cart/')).toBe(`${location.origin}/cart/`);
    expect(safeUrl(`//${location.host}/x`)).toBe(`${location.origin}/x`);
  });

  it('a relative URL resolves against the page it is on, also after the address changed (results kept per page)', () => {
    const start = location.href;
    history.pushState(null, '', '/shop/');
    expect(safeUrl('p/kettle/')).toBe(`${location.origin}/shop/p/kettle/`);
    expect(safeUrl('p/kettle/')).toBe(`${location.origin}/shop/p/kettle/`);
    history.pushState(null, '', '/cart/');
    expect(safeUrl('p/kettle/')).toBe(`${location.origin}/cart/p/kettle/`);
    expect(safeUrl('javascript:alert(1)', '')).toBe('');
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    history.pushState(null, '', start);
  });
});
