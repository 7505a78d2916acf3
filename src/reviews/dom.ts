// Small DOM helpers shared by the reviews widgets (PHP markup enhanced in place, no React).
import { navigateTo } from '../dom/navigate';

/** Page navigation in one place (tests replace it; jsdom cannot navigate): within the site only. */
export const nav = { assign: (url: string) => void navigateTo(url) };

/** A span the PHP prints as a control: give it the button role and a tab stop. */
export function enhanceButton(el: HTMLElement): void {
  if (!el.getAttribute('role')) el.setAttribute('role', 'button');
  if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
}

export function show(el: Element | null | undefined, on: boolean): void {
  if (!(el instanceof HTMLElement)) return;
  el.hidden = !on;
  // CusRev prints some of these with an inline display:none and its stylesheet gives others display:block
  // (the spinner), which beats the hidden attribute: the inline style decides both ways
  el.style.display = on ? '' : 'none';
}
