// Messages into the plugin's own containers, as <b> in the given colour (the plugin's markup), sanitized.
import { setSafeHtml } from '../../src/html/sanitize';
import type { Outcome } from './actions';

export function paint(el: HTMLElement | null, o: Outcome, wrapBold = true): void {
  if (!el) return;
  const target = wrapBold ? document.createElement('b') : el;
  if (o.html !== undefined) setSafeHtml(target, o.html);
  else target.textContent = o.text ?? '';
  target.classList.remove('sw-points-red', 'sw-points-green');
  target.classList.add(o.colour === 'red' ? 'sw-points-red' : 'sw-points-green');
  if (wrapBold) el.replaceChildren(target);
}
