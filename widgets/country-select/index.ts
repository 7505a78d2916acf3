import type { DomWidget } from '../../src/mount/types';
import { mountCountryField } from './countrySelect';

const widget: DomWidget = {
  mount: (el) =>
    el instanceof HTMLSelectElement || el instanceof HTMLInputElement ? mountCountryField(el) : () => {},
};
export default widget;
