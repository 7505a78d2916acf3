// Markup from a server answer, shaped like a widget's mount point (the coming-soon banner with a REST URL on
// another host), mounts nothing: not through the scan of inserted markup, not through a held click. The widgets
// that declare they live in server markup (the cart fragments' quantity steppers, the re-fetched cart form)
// still mount there.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { scan } from './scan';
import { slotOf } from './roots';
import { find } from './claims';
import { registry } from './registry';
import { SafeHtml } from '../src/html/SafeHtml';
import { replaceWithSafeHtml, sanitizeFragment, setSafeHtml } from '../src/html/sanitize';
import { SERVER_MARKUP_ATTR } from '../src/html/serverMarkup';
import { readFileSync } from 'node:fs';

const BANNER =
  '<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">x</div><a class="coming-soon-footer-banner-dismiss" href="#" data-rest-url="https://evil.example/wp-json/wp/v2/users/1" data-rest-nonce="abc123"></a></div>';

const claimedAs = (el: Element | null, name: string) =>
  el ? (slotOf(el, name)?.state ?? 'none') : 'missing';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server markup mounts no widget unless the widget declares it', () => {
  const sinks: Array<[string, () => void]> = [
    [
      'a cart fragment (replaceWith)',
      () => {
        document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
        const el = document.querySelector('.widget_shopping_cart_content');
        if (el) replaceWithSafeHtml(el, `<div class="widget_shopping_cart_content">${BANNER}</div>`);
      },
    ],
    [
      'a notice or message (setSafeHtml)',
      () => {
        document.body.innerHTML = '<div class="box"></div>';
        const el = document.querySelector('.box');
        if (el) setSafeHtml(el, BANNER);
      },
    ],
    [
      'a prepended answer (sanitizeFragment)',
      () => {
        document.body.innerHTML = '<div class="box"></div>';
        document.querySelector('.box')?.prepend(sanitizeFragment(`<p>note</p>${BANNER}`));
      },
    ],
    [
      'review, Q&A or search html (SafeHtml)',
      () => {
        render(createElement(SafeHtml, { html: `<p>a review</p>${BANNER}`, as: 'div' }));
      },
    ],
  ];

  it.each(sinks)('%s: the banner lookalike is not claimed, scanned or held', (_label, insert) => {
    insert();
    scan(document);
    const banner = document.getElementById('coming-soon-footer-banner');
    expect(banner).not.toBeNull();
    expect(claimedAs(banner, 'coming-soon-banner')).toBe('none');
    const link = banner?.querySelector('a');
    expect(link && find(link, 'click')).toBeNull();
  });

  it('the entry gate reads the attribute the sanitizer writes', () => {
    expect(readFileSync('mount/roots.ts', 'utf8')).toContain(`el.closest('[${SERVER_MARKUP_ATTR}]')`);
  });

  it("the page's own banner is still claimed and held", () => {
    document.body.innerHTML = BANNER;
    scan(document);
    const banner = document.getElementById('coming-soon-footer-banner');
    expect(claimedAs(banner, 'coming-soon-banner')).toBe('waiting');
  });

  it('a declared widget (quantity steppers in the mini-cart fragment, the cart form) mounts in server markup', () => {
    document.body.innerHTML =
      '<div class="widget_shopping_cart_content"></div><form class="woocommerce-cart-form"></form>';
    const mini = document.querySelector('.widget_shopping_cart_content');
    if (mini)
      replaceWithSafeHtml(
        mini,
        '<div class="widget_shopping_cart_content"><div class="quantity"><input type="number" class="qty"></div></div>',
      );
    const form = document.querySelector('form.woocommerce-cart-form');
    if (form)
      replaceWithSafeHtml(
        form,
        '<form class="woocommerce-cart-form" method="post"><div class="quantity"><input type="number" class="qty"></div></form>',
      );
    scan(document);
    expect(
      claimedAs(document.querySelector('.widget_shopping_cart_content .quantity'), 'quantity-buttons'),
    ).toBe('waiting');
    expect(claimedAs(document.querySelector('form.woocommerce-cart-form'), 'cart-page')).toBe('waiting');
    expect(
      registry
        .filter((e) => e.inServerMarkup)
        .map((e) => e.name)
        .sort(),
    ).toEqual([
      'cart-page',
      'country-select', // the shipping calculator in the cart totals an update brings
      'media-modal',
      'mini-cart',
      'payment-methods',
      'points-box', // the box in the cart form an update brings, and the session's cart actions
      'quantity-buttons',
      'woocommerce-js', // a quantity field's minimum in a fragment
    ]);
  });

  it('an unchanged fragment still equals the printed markup (the mark aside): it is kept, not replaced', () => {
    document.body.innerHTML = '<a class="cart-container" href="/cart/"><span class="count">2</span></a>';
    const el = document.querySelector('a.cart-container');
    expect(
      el &&
        replaceWithSafeHtml(
          el,
          '<a class="cart-container" href="/cart/"><span class="count">2</span></a>',
          true,
        ),
    ).toEqual([]);
    expect(document.querySelector('a.cart-container')).toBe(el);
  });
});
