import type { DomWidget } from '../../src/mount/types';
import { mountScrollToTop } from './scrollToTop';

const widget: DomWidget = { mount: (el) => mountScrollToTop(el) };
export default widget;
