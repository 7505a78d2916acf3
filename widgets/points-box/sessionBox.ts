// The box as WP Swings would print it for the session's visitor, on a page a cache printed for someone else:
// none for a guest (the box and the remove link hidden), and for a customer their own balance in the line that
// printed the page's (`Your available points: N`), the field and button usable as the plugin makes them for
// that balance (readonly and disabled below its minimum to redeem). The plugin's "you require" lines of a box
// printed below the minimum are left as printed.
import type { Visitor } from '../../src/ajax/visitor';

export function followSessionBox(el: HTMLElement, visitor: Visitor, printed: number, minimum: number): void {
  if (!visitor.loggedIn) {
    el.hidden = true;
    return;
  }
  el.hidden = false;
  if (visitor.points !== printed)
    for (const p of Array.from(el.querySelectorAll('p'))) {
      if (p.children.length > 0) continue;
      const text = p.textContent ?? '';
      const m = /(\d[\d,]*)\s*$/.exec(text);
      if (m?.[1] && Number(m[1].replace(/,/g, '')) === printed)
        p.textContent = `${text.slice(0, m.index)}${visitor.points}${text.slice(m.index + m[1].length)}`;
    }
  const enough = minimum <= visitor.points;
  const input = el.querySelector<HTMLInputElement>('#wps_cart_points');
  const button = el.querySelector<HTMLButtonElement>('#wps_cart_points_apply, .wps_cart_points_apply');
  if (input) input.readOnly = !enough;
  if (button) button.disabled = !enough;
}
