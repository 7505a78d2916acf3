// Astra's quantity +/- buttons, on every quantity field Astra targets.
import type { DomWidget } from '../../src/mount/types';
import { mountQuantityButtons } from './quantityButtons';

const widget: DomWidget = { mount: (el) => mountQuantityButtons(el) };
export default widget;
