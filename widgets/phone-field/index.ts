// The phone field: a React root on every input the country-code selector handles (its host right after the
// input, which intl-tel-input then wraps in `.iti`). intl-tel-input and the phone metadata load with this
// chunk only, so pages without a phone field never fetch them.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { PhoneField } from './PhoneField';

addArabic(arabic);

const widget: ReactWidget = { Component: PhoneField };
export default widget;
