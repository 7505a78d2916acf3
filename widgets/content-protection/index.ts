import type { DomWidget } from '../../mount/types';
import { mountContentProtection } from './contentProtection';

const widget: DomWidget = { mount: (el) => mountContentProtection(el) };
export default widget;
