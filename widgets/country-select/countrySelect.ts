// One country field: on mount (the page's chosen country, or one the shopper picked before the widget ran) and
// on every change, its group's state field and the address locale follow it.
import { addressGroup, updateStateField } from './stateField';
import { applyCountryLocale } from './addressLocale';
import { readAddressI18n, readCountrySelectParams } from '../../src/settings/address';

export function mountCountryField(field: HTMLSelectElement | HTMLInputElement): () => void {
  const { states, selectStateText } = readCountrySelectParams();
  const i18n = readAddressI18n();
  const follow = () => {
    const group = addressGroup(field);
    if (!group) return;
    updateStateField(group, field.value, states, selectStateText);
    if (i18n) applyCountryLocale(group, field.value, i18n);
  };
  if (field.value) follow();
  field.addEventListener('change', follow);
  return () => field.removeEventListener('change', follow);
}
