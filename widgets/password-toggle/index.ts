import type { DomWidget } from '../../src/mount/types';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';

const widget: DomWidget = {
  mount(el) {
    if (!(el instanceof HTMLInputElement)) return () => {};
    return attachPasswordToggle(el);
  },
};
export default widget;
