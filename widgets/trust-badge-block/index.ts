// CusRev's block and shortcode trust badges (`div.cr-trustbadgef`): fitted to their box and shown (fit.ts).
// A DOM widget: a layout behaviour without UI state of its own.
import type { DomWidget } from '../../src/mount/types';
import { fitTrustBadge } from './fit';

const widget: DomWidget = { mount: (el) => fitTrustBadge(el) };
export default widget;
