// Do the first-time work while the page is idle rather than inside a long task or the shopper's first
// interaction:
// - warmIntl (src/dom/warmIntl.ts), in a task of its own before the field mounts, when the head script has not
//   done it at `load` already;
// - warmUp, in a task of its own after the mount (the blur when they press "Send code"): one parse through the
//   phone metadata, and one unseen layout of the status texts, whose glyphs (✓ ✗ and Arabic) can need a font
//   fallback lookup the first time.
import { toE164Digits } from './phone';

let warmed = false;

export function warmUp(texts: string[]): void {
  if (warmed) return;
  warmed = true;
  toE164Digits('01001234567', 'eg');
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText =
    'position:absolute;visibility:hidden;pointer-events:none;inset-block-start:0;inline-size:1px;overflow:hidden';
  probe.textContent = texts.join(' ');
  document.body.append(probe);
  requestAnimationFrame(() => requestAnimationFrame(() => probe.remove()));
}
