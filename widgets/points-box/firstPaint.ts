// The points field takes Arabic-Indic digits from the first paint: WP Swings prints it as a number field, which
// drops ٥٠ as it is typed, before any script can read it, so a shopper typing before the widget runs would lose
// them. Each printed field becomes a numeric text field as the parser reaches it (the head script's first-paint
// job; with storefront.js alone, when its loaders chunk arrives); the widget reads it with parseLocalNumber.
import type { FirstPaintStart } from '../../src/mount/types';
import { acceptLocalDigits } from '../../src/dom/localDigitsField';

const FIELD = 'input#wps_cart_points[type=number]';

function acceptInFields(doc: Document): void {
  doc.querySelectorAll<HTMLInputElement>(FIELD).forEach((input) => acceptLocalDigits(input));
}

export const start: FirstPaintStart = (doc) => () => acceptInFields(doc);

export function withoutHead(doc: Document): void {
  acceptInFields(doc);
}
