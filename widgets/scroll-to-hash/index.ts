import type { DomWidget } from '../../src/mount/types';
import { mountScrollToHash } from './scrollToHash';

const widget: DomWidget = { mount: () => mountScrollToHash() };
export default widget;
