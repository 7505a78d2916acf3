// The phone field: mounts on every input the country-code selector handles. intl-tel-input and the phone
// metadata load with this chunk only, so pages without a phone field never fetch them.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { attachPhoneField } from './attach';

const widget: DomWidget = {
  mount(el) {
    if (!(el instanceof HTMLInputElement)) return () => {};
    addArabic(arabic);
    return attachPhoneField(el);
  },
};
export default widget;
