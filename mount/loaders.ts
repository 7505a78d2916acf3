// Every widget's lazy import, the other code the entry loads on demand (React's root host, the store, the
// held-action message), and the mounting code not needed before a widget is (idle turns, the DOM observer, what the `idle` and `visible` strategies wait for). A chunk of its own, requested with the first widget: the entry stays small, and here
// each import carries the widget's whole preload list (its chunk, every chunk it imports, its CSS), so a
// widget arrives in one round of requests, not one per import level (vite.config.ts).
import type { WidgetModule } from '../src/mount/types';
import { withRuntimePreload } from './preloadRuntime';
import { REACT_WIDGETS } from './reactWidgets';

export { REACT_WIDGETS };

export const widgets: Record<string, (loading?: { urgent: boolean }) => Promise<WidgetModule>> =
  withRuntimePreload(
    {
      'scroll-to-top': () => import('../widgets/scroll-to-top/index'),
      'coming-soon-banner': () => import('../widgets/coming-soon-banner/index'),
      'content-protection': () => import('../widgets/content-protection/index'),
      'password-toggle': () => import('../widgets/password-toggle/index'),
      'cart-fragments': () => import('../widgets/cart-fragments/index'),
      'add-to-cart': () => import('../widgets/add-to-cart/index'),
      'cart-count': () => import('../widgets/cart-count/index'),
      'mini-cart': () => import('../widgets/mini-cart/index'),
      'quantity-buttons': () => import('../widgets/quantity-buttons/index'),
      'cart-page': () => import('../widgets/cart-page/index'),
      'product-badges': () => import('../widgets/product-badges/index'),
      'product-search': () => import('../widgets/product-search/index'),
      'search-fixer': () => import('../widgets/search-fixer/index'),
      'live-search': () => import('../widgets/live-search/index'),
      'product-tabs': () => import('../widgets/product-tabs/index'),
      'product-reviews': () => import('../widgets/product-reviews/index'),
      'review-form': () => import('../widgets/review-form/index'),
      'media-modal': () => import('../widgets/media-modal/index'),
      qna: () => import('../widgets/qna/index'),
      'all-reviews': () => import('../widgets/all-reviews/index'),
      'reviews-grid': () => import('../widgets/reviews-grid/index'),
      'reviews-slider': () => import('../widgets/reviews-slider/index'),
      'trust-badge': () => import('../widgets/trust-badge/index'),
      'trust-badge-block': () => import('../widgets/trust-badge-block/index'),
      'review-uploads': () => import('../widgets/review-uploads/index'),
      'points-box': () => import('../widgets/points-box/index'),
      'account-points': () => import('../widgets/account-points/index'),
      'points-balance': () => import('../widgets/points-balance/index'),
      'order-documents': () => import('../widgets/order-documents/index'),
      'phone-field': () => import('../widgets/phone-field/index'),
      signup: () => import('../widgets/signup/index'),
      'otp-login': () => import('../widgets/otp-login/index'),
      'order-attribution': () => import('../widgets/order-attribution/index'),
      analytics: () => import('../widgets/analytics/index'),
      'mobile-menu': () => import('../widgets/mobile-menu/index'),
      'payment-methods': () => import('../widgets/payment-methods/index'),
      'sticky-blocks': () => import('../widgets/sticky-blocks/index'),
      'social-share': () => import('../widgets/social-share/index'),
      'scroll-to-hash': () => import('../widgets/scroll-to-hash/index'),
    },
    REACT_WIDGETS,
  );

// mounting code the entry needs only once a widget has been asked for
export { attach } from './attach';
export { nextTurn } from './turns';
export { observe } from './observe';
export { whenIdle, whenVisible } from './watch';
export { loadAll } from './loadAll';
export { refind } from './refind';
export { tellStandDowns } from './tellStandDowns';

export const notice = () => import('./notice');
export { storeNoticeAlone } from './storeNotice';
