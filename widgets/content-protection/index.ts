import type { DomWidget } from '../../src/mount/types';
import { mountContentProtection } from './contentProtection';

const widget: DomWidget = { mount: (el) => mountContentProtection(el) };
export default widget;
