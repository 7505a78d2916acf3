import type { DomWidget } from '../../src/mount/types';
import { startTracking } from './tracker';

// One tracker per page, whatever element the registry matched.
let stop: (() => void) | null = null;
const widget: DomWidget = {
  mount(_el, { store }) {
    if (stop) return () => {};
    stop = startTracking(store);
    return () => {
      stop?.();
      stop = null;
    };
  },
};
export default widget;
