import type { DomWidget } from '../../mount/types';
import { mountStoreNotice } from './storeNotice';

const widget: DomWidget = { mount: (el) => mountStoreNotice(el) };
export default widget;
