import type { DomWidget } from '../../mount/types';
import { mountStickyBlock } from './stickyBlocks';

const widget: DomWidget = { mount: (el) => mountStickyBlock(el) };
export default widget;
