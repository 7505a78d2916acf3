import type { DomWidget } from '../../src/mount/types';
import { fillElement, startAttribution } from './attribution';
import { TAG } from './element';

// A DOM widget: attribution runs before the load event and must not pull React into the checkout.
const widget: DomWidget = {
  mount(el) {
    startAttribution();
    if (el.localName === TAG) fillElement(el);
    return () => {};
  },
};
export default widget;
