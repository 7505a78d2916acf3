// The phone field: a React root on every input the country-code selector handles (its host right after the
// input, which intl-tel-input then wraps in `.iti`). intl-tel-input and the phone metadata load with this
// chunk only, so pages without a phone field never fetch them. Once the chunk has run, the page's first Intl
// work gets a task of its own, ahead of the mount (warmUp.ts).
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { nextTask } from '../../src/dom/nextTask';
import { arabic } from './ar';
import { PhoneField } from './PhoneField';
import { hostWhen } from './hostWhen';
import { pageLocale, warmIntl } from '../../src/dom/warmIntl';

addArabic(arabic);
// Scheduled from a microtask, not from the module's top level: a trace with JS stacks (a performance tool's)
// records the stack of every timer set, and with this chunk's top level on that stack V8 re-parses the whole chunk
// for its source positions (a long task on a slow phone). From a microtask the stack holds only the small
// callback.
queueMicrotask(() => void nextTask().then(() => warmIntl(pageLocale())));

// intl-tel-input's set-up in a task of its own after a paint, or at once when the shopper reaches the field
const widget: ReactWidget = {
  Component: PhoneField,
  ready: (el) => (el instanceof HTMLInputElement ? hostWhen(el) : Promise.resolve()),
};
export default widget;
