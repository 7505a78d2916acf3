import type { DomWidget } from '../../src/mount/types';
import { defineInit, stopContainer } from './spectraInit';
import { mountStickyBlock } from './stickyBlocks';

const widget: DomWidget = {
  mount(el) {
    if (!el.classList.contains('uagb-position__sticky')) return mountStickyBlock(el);
    // Spectra's page script names its containers in its init calls: this defines the function they reach
    defineInit();
    return () => stopContainer(el);
  },
};
export default widget;
