import type { DomWidget } from '../../src/mount/types';
import { mountStoreNotice } from './storeNotice';

const widget: DomWidget = { mount: (el) => mountStoreNotice(el) };
export default widget;
