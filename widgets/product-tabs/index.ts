import type { DomWidget } from '../../src/mount/types';
import { mountProductTabs } from './productTabs';

const widget: DomWidget = { mount: (el) => mountProductTabs(el) };
export default widget;
