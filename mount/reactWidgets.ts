// The widgets that render with React: their load preloads React's root host with their own chunk
// (preloadRuntime.ts), and the head script's load-time preload includes it (preloadAtLoad.ts, built in
// vite.config.ts). A test keeps the list true (preloadRuntime.test.ts).
export const REACT_WIDGETS: ReadonlySet<string> = new Set([
  'account-points',
  'all-reviews',
  'coming-soon-banner',
  'live-search',
  'media-modal',
  'mini-cart',
  'order-documents',
  'otp-login',
  'phone-field',
  'points-box',
  'product-reviews',
  'product-search',
  'qna',
  'review-form',
  'reviews-grid',
  'reviews-slider',
  'signup',
  'trust-badge',
]);
