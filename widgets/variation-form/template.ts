// What `.single_variation` shows: the page's own `tmpl-variation-template` (single-product/add-to-cart/
// variation.php, a theme may override it) filled as add-to-cart-variation.js fills a plain template:
// `{{{ data.variation.key }}}` as the variation's HTML, `{{ data.variation.key }}` as text. An invisible
// variation gets `tmpl-unavailable-variation-template`. Without a printed template, or with one that needs
// wp.template's code (`<# #>`, other data), WooCommerce's own layout is used: the bundle runs no template code.
import { variationTexts, type Variation } from '../../src/cart/variation';

const DEFAULT_TEMPLATE = `<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>`;

const NEEDS_CODE = /\{\{\{?\s?data\.(?!variation\.)|\{\{\{?\s?data\.variation\.[\w-]*[^\s}]|<#/;

function printedTemplate(id: string): string | null {
  const text = document.getElementById(`tmpl-${id}`)?.textContent ?? null;
  return text === null || NEEDS_CODE.test(text) ? null : text;
}

function escapeText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function fill(template: string, fields: Record<string, string>): string {
  return template
    .replace(
      /(\{\{\{?)\s?data\.variation\.([\w-]*)\s?(\}\}\}?)/g,
      (_m, open: string, key: string, close: string) => {
        if (open.length !== close.length) return '';
        const value = fields[key] ?? '';
        return open.length === 2 ? escapeText(value) : value;
      },
    )
    .replace('/*<![CDATA[*/', '')
    .replace('/*]]>*/', '');
}

/** The HTML for `.single_variation` (to be inserted through the sanitizer). */
export function variationHtml(v: Variation): string {
  if (!v.variation_is_visible)
    return (
      printedTemplate('unavailable-variation-template') ??
      `<p>${escapeText(variationTexts().unavailable)}</p>`
    );
  return fill(printedTemplate('variation-template') ?? DEFAULT_TEMPLATE, v.text);
}
