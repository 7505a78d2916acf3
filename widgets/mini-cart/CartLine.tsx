// One mini-cart row as WooCommerce's template prints it (li.woocommerce-mini-cart-item): the remove link, the
// product link (server HTML, sanitized), variation data, the quantity. While its request runs the row is
// blocked: aria-busy, dimmed, its controls do nothing.
import { SafeHtml } from '../../src/html/SafeHtml';
import type { MiniCartItem } from '../../src/store/slices/cart';
import { QuantityControl } from './QuantityControl';

interface Props {
  item: MiniCartItem;
  busy: boolean;
  draft: string | undefined;
  quantityEnabled: boolean;
  onRemove(link: HTMLAnchorElement): void;
  onQuantity(raw: string, parsed: number): void;
}

export function CartLine({ item, busy, draft, quantityEnabled, onRemove, onQuantity }: Props) {
  return (
    <li
      className={`woocommerce-mini-cart-item mini_cart_item${busy ? ' sw-line-busy' : ''}`}
      aria-busy={busy || undefined}
    >
      <a
        href={item.removeUrl}
        className="remove remove_from_cart_button"
        aria-label={item.removeLabel || undefined}
        aria-disabled={busy || undefined}
        data-product_id={item.productId}
        data-cart_item_key={item.key}
        data-product_sku={item.sku}
        onClick={(e) => {
          e.preventDefault(); // never the link while the in-place remove can run; followed only when it fails
          onRemove(e.currentTarget);
        }}
      >
        ×
      </a>
      {item.productHtml ? <SafeHtml html={item.productHtml} className="sw-line-product" /> : null}
      {item.metaHtml ? <SafeHtml html={item.metaHtml} className="sw-line-meta" /> : null}
      {quantityEnabled && item.stepper ? (
        <QuantityControl
          itemKey={item.key}
          label={item.stepper.label}
          value={draft ?? String(item.quantity)}
          limits={item.stepper}
          busy={busy}
          onChange={onQuantity}
        />
      ) : null}
      {item.quantityHtml ? <SafeHtml html={item.quantityHtml} className="quantity" /> : null}
    </li>
  );
}
