import type { DomWidget } from '../../src/mount/types';
import { mountOrdering } from './ordering';
import { mountDescription } from './descriptions';
import { clampToMinimum } from './quantityMin';
import { mountPageNotices } from './notices';

const widget: DomWidget = {
  mount(el) {
    if (el instanceof HTMLFormElement) return mountOrdering(el);
    if (el instanceof HTMLInputElement) {
      clampToMinimum(el);
      return () => {};
    }
    if (el === document.body) return mountPageNotices();
    return mountDescription(el);
  },
};
export default widget;
