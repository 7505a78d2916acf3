// CusRev 5.117.0's floating trust badge (`#cr_floatingtrustbadge`, class-cr-floating-trust-badge.php), the headless
// part: the colour scheme printed in data-crcolors, the cookie that hides it for a day.
import { obj, optStr } from '../../src/settings/parse';

export const HIDE_COOKIE = 'cr_hide_trustbadge';
export const HIDE_SECONDS = 86_400;
/** room kept on each side of the badge when it is scaled to fit */
export const MARGIN = 16;

// data-crcolors (class-cr-floating-trust-badge.php): {small: {border, top, middle, bottom}, big: {...}}
const palette = obj({ border: optStr, top: optStr, middle: optStr, bottom: optStr });
export const parseColors = obj({ small: palette, big: palette });
export type Palette = ReturnType<typeof palette>;

export const LAYERS = ['top', 'middle', 'bottom'] as const;

/** Enter or Space on a control made a button; any click */
export const activates = (e: Event) => !(e instanceof KeyboardEvent) || e.key === 'Enter' || e.key === ' ';
