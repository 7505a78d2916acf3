import type { DomWidget } from '../../src/mount/types';
import { mountStickyBlock } from './stickyBlocks';

const widget: DomWidget = { mount: (el) => mountStickyBlock(el) };
export default widget;
