// Order documents on My Account: a React root per print button (DocumentButton).
// `confirmManualNumber(url, code)` is what the printed inline `onclick` calls (as
// `wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers`): the entry's queue hands the calls made before
// this chunk ran to it, in order.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ar } from './ar';
import { DocumentButton } from './DocumentButton';

addArabic(ar);

export { confirmManualNumber } from './prompt';

const widget: ReactWidget = { Component: DocumentButton };
export default widget;
