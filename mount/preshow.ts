// WooCommerce prints its store notice hidden and shows it by script unless the shopper dismissed it. On a
// phone it is often the page's largest paint, so the entry shows it in the first frame instead of a chunk
// later; the store-notice widget (dismissal, scroll) then takes over. Same cookie test as that widget.
export function preshowStoreNotice(): void {
  document.querySelectorAll<HTMLElement>('.woocommerce-store-notice').forEach((el) => {
    if (!document.cookie.split('; ').includes(`store_notice${el.dataset.noticeId ?? ''}=hidden`)) el.style.display = '';
  });
}
