// Cart fragments for the whole page (WooCommerce's cart-fragments.js runs on every front-end page). A DOM
// widget, eager, without React or the sanitizer up front: the header count is right before the load event.
import type { DomWidget } from '../../src/mount/types';
import { startFragments } from './lifecycle';

const widget: DomWidget = { mount: (_el, ctx) => startFragments(ctx.store) };
export default widget;
