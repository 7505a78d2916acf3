// Removing an item from the mini-cart (add-to-cart.js): wc-ajax=remove_from_cart with the item key, in the
// cart queue; the answer's fragments replace the mini-cart in place. With no fragments, or on any failure,
// the remove link is followed (the page does the removal).
import { cartQueue } from '../../src/ajax/queue';
import { wcAjax } from '../../src/ajax/wcAjax';
import { readAddToCartParams } from '../../src/settings/woocommerce';
import { emit } from '../../src/dom/events';
import { safeUrl } from '../../src/html/safeUrl';
import { applyFragments, parseCartAnswer } from '../../src/cart/fragments';
import { asJQuery, go, MUTATION_TIMEOUT_MS } from '../../src/cart/bridge';

export async function removeItem(link: HTMLAnchorElement): Promise<void> {
  const key = link.getAttribute('data-cart_item_key') ?? '';
  const item = link.closest('.woocommerce-mini-cart-item, li');
  item?.classList.add('sw-removing');
  link.setAttribute('aria-busy', 'true');
  const follow = () => go(safeUrl(link.getAttribute('href'), '/cart/'));
  try {
    const answer = await cartQueue.push(() =>
      wcAjax('remove_from_cart', { cart_item_key: key }, parseCartAnswer, { template: readAddToCartParams().wc_ajax_url, timeoutMs: MUTATION_TIMEOUT_MS }),
    );
    if (!Object.keys(answer.fragments).length) {
      follow();
      return;
    }
    // the link leaves the page with its fragment: keep it for the listeners (analytics reads data-product_id)
    await applyFragments(answer.fragments, answer.cart_hash);
    emit('removed_from_cart', [answer.fragments, answer.cart_hash, asJQuery(link)]);
  } catch {
    follow();
  }
}
