// Astra's cart flyout (#astra-mobile-cart-drawer) as a React root inside Astra's own drawer <div>: the header
// (close button, title) and WooCommerce's mini-cart rendered from the store's cart (the printed markup first,
// then every fragment), rows removed and re-counted in place with the row blocked while its request runs.
// Remove links of other mini-cart widgets on the page (a sidebar's, still fragment HTML) use the same rows logic.
import { useEffect, useId, useMemo } from 'react';
import { readMiniCart, MINI_CART_SELECTOR } from '../../src/cart/miniCart';
import { SafeHtml } from '../../src/html/SafeHtml';
import { safeUrl } from '../../src/html/safeUrl';
import { __ } from '../../src/i18n';
import { Notice } from '../../src/ui/Notice';
import { useStorefrontStore } from '../../src/store';
import type { WidgetProps } from '../../src/mount/types';
import { CartLine } from './CartLine';
import { quantityEnabled } from './requests';
import { useDrawer } from './useDrawer';
import { useLines } from './useLines';
import './mini-cart.css';

/** What the PHP printed in the drawer, read before React replaces it. */
function readPrinted(drawer: HTMLElement) {
  const content = drawer.querySelector(MINI_CART_SELECTOR);
  const close = drawer.querySelector('.astra-cart-drawer-close');
  return {
    mini: content ? readMiniCart(content) : null,
    title: drawer.querySelector('.astra-cart-drawer-title')?.textContent?.trim() || __('Shopping cart'),
    closeLabel: close?.getAttribute('aria-label') || __('Close'),
    contentClass:
      drawer.querySelector('.astra-cart-drawer-content')?.className || 'astra-cart-drawer-content',
  };
}

export function MiniCart({ el }: WidgetProps) {
  const printed = useMemo(() => readPrinted(el), [el]);
  const store = useStorefrontStore();
  const titleId = useId();
  const { close } = useDrawer(el, titleId);
  const { mini: fromStore, busy, drafts, notice, remove, setQuantity } = useLines();
  const mini = fromStore ?? printed.mini;
  const qty = quantityEnabled();

  useEffect(() => {
    if (!store.getState().cart.mini && printed.mini) store.getState().setMiniCart(printed.mini);
  }, [store, printed]);

  // a sidebar mini-cart's remove links (fragment HTML outside the drawer) go through the same rows logic
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link =
        e.target instanceof Element
          ? e.target.closest<HTMLAnchorElement>(`${MINI_CART_SELECTOR} a.remove_from_cart_button`)
          : null;
      if (!link || el.contains(link) || e.defaultPrevented) return;
      e.preventDefault();
      void remove(
        {
          key: link.getAttribute('data-cart_item_key') ?? '',
          removeUrl: link.getAttribute('href') ?? '',
          removedMessage: link.getAttribute('data-success_message') ?? '',
        },
        link,
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [el, remove]);

  // a removed row took focus with it: bring it back into the open drawer
  useEffect(() => {
    if (
      el.classList.contains('active') &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      el.querySelector<HTMLElement>('.astra-cart-drawer-close')?.focus({ preventScroll: true });
    }
  }, [el, mini]);

  return (
    <>
      <div className="astra-cart-drawer-header">
        <button
          type="button"
          className="astra-cart-drawer-close"
          aria-label={printed.closeLabel}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
        <div className="astra-cart-drawer-title" id={titleId}>
          {printed.title}
        </div>
      </div>
      <div className={printed.contentClass}>
        <div className="widget woocommerce widget_shopping_cart">
          <Notice
            className="widget_shopping_cart_live_region screen-reader-text"
            type={notice?.type ?? 'success'}
            message={notice?.text ?? null}
          />
          <div className="widget_shopping_cart_content">
            {mini && mini.items.length ? (
              <>
                <ul className="woocommerce-mini-cart cart_list product_list_widget">
                  {mini.items.map((item) => (
                    <CartLine
                      key={item.key}
                      item={item}
                      busy={busy.has(item.key)}
                      draft={drafts[item.key]}
                      quantityEnabled={qty}
                      onRemove={(link) => void remove(item, link)}
                      onQuantity={(raw, parsed) => setQuantity(item.key, raw, parsed)}
                    />
                  ))}
                </ul>
                {mini.totalHtml ? (
                  <SafeHtml as="p" className="woocommerce-mini-cart__total total" html={mini.totalHtml} />
                ) : null}
                {mini.buttons.length ? (
                  <p className="woocommerce-mini-cart__buttons buttons">
                    {mini.buttons.map((b) => (
                      <a
                        key={b.href + b.label}
                        href={safeUrl(b.href, '/cart/')}
                        className={`button wc-forward${b.checkout ? ' checkout' : ''}`}
                      >
                        {b.label}
                      </a>
                    ))}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="woocommerce-mini-cart__empty-message">
                {mini?.emptyText || __('No products in the cart.')}
              </p>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
