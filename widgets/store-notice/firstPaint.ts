// WooCommerce's store notice from the first paint (storeNotice.ts): started when the head script runs, its render
// run before each frame while the page is parsed (it is printed at the body's end); with storefront.js alone,
// when its loaders chunk arrives.
export { storeNotice as start, storeNoticeAlone as withoutHead } from './storeNotice';
