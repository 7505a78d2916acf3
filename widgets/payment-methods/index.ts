import type { DomWidget } from '../../mount/types';
import { mountPaymentMethods } from './paymentMethods';
import './payment-methods.css';

const widget: DomWidget = { mount: (el) => mountPaymentMethods(el) };
export default widget;
