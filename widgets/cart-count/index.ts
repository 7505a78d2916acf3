// Astra's header cart count as a store subscriber (a DOM widget: no UI state of its own). The count the store
// holds (from the printed header, fragments, adds and removes) is written into `.count` of the header cart
// the moment it changes, before any fragment HTML is sanitized and swapped in.
import type { DomWidget } from '../../src/mount/types';
import { renderCount } from './renderCount';

const widget: DomWidget = {
  mount(el, { store }) {
    return store.subscribe((s, prev) => {
      if (s.cart.count !== prev.cart.count) renderCount(el, s.cart.count);
    });
  },
};
export default widget;
