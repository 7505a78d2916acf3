import type { DomWidget } from '../../mount/types';
import { mountScrollToHash } from './scrollToHash';

const widget: DomWidget = { mount: () => mountScrollToHash() };
export default widget;
