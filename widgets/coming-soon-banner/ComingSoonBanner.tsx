// The "coming soon" footer banner (WooCommerce Launch Your Store): the dismiss control on the PHP markup,
// hidden once the dismissal call completes.
import { useEffect } from 'react';
import { __ } from '../../src/i18n';
import type { WidgetProps } from '../../src/mount/types';
import { useDismiss } from './useDismiss';

export function ComingSoonBanner({ el }: WidgetProps) {
  const link = el.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss');
  const { state, dismiss } = useDismiss(link?.dataset.restUrl ?? '', link?.dataset.restNonce ?? '');

  // the banner is printed outside every landmark: name it as a region once we run
  useEffect(() => {
    if (!el.getAttribute('role')) el.setAttribute('role', 'region');
    if (!el.getAttribute('aria-label')) el.setAttribute('aria-label', __('Store status'));
  }, [el]);

  useEffect(() => {
    if (!link) return;
    if (!link.getAttribute('role')) link.setAttribute('role', 'button');
    if (!link.hasAttribute('tabindex') && !link.hasAttribute('href')) link.tabIndex = 0;
    if (!link.getAttribute('aria-label'))
      link.setAttribute('aria-label', __('Dismiss the coming soon banner'));
    const onClick = (e: Event) => {
      e.preventDefault();
      void dismiss();
    };
    // woocommerce.js stays on a real shop and binds its own click on the link (a second POST): caught on the
    // banner in the capture phase, the click never reaches it
    const onBannerClick = (e: Event) => {
      if (!(e.target instanceof Node) || !link.contains(e.target)) return;
      e.stopPropagation();
      onClick(e);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === ' ' || (e.key === 'Enter' && !link.hasAttribute('href'))) onClick(e);
    };
    el.addEventListener('click', onBannerClick, true);
    link.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('click', onBannerClick, true);
      link.removeEventListener('keydown', onKey);
    };
  }, [el, link, dismiss]);

  useEffect(() => {
    link?.setAttribute('aria-busy', String(state === 'sending'));
    if (state === 'done') el.style.display = 'none'; // as WooCommerce's .hide(): theme CSS may override [hidden]
  }, [state, el, link]);

  return null;
}
