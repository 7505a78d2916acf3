import type { DomWidget } from '../../src/mount/types';
import { mountPaymentMethods } from './paymentMethods';
import './payment-methods.css';

const widget: DomWidget = { mount: (el) => mountPaymentMethods(el) };
export default widget;
