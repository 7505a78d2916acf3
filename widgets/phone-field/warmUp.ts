// Do the first-time work while the page is idle rather than inside a long task or the shopper's first
// interaction:
// - warmIntl, in a task of its own before the field mounts: the page's first Intl object builds V8's locale
//   tables (about 20 ms of one native call on a slow phone, which nothing can split), and intl-tel-input's
//   set-up makes the first one (Intl.DisplayNames for the country names, localeCompare to sort them);
// - warmUp, in a task of its own after the mount (the blur when they press "Send code"): one parse through the
//   phone metadata, and one unseen layout of the status texts, whose glyphs (✓ ✗ and Arabic) can need a font
//   fallback lookup the first time.
import { toE164Digits } from './phone';

let intlWarmed = false;

export function warmIntl(locale: string): void {
  if (intlWarmed) return;
  intlWarmed = true;
  try {
    new Intl.DisplayNames(locale, { type: 'region' }).of('EG');
  } catch {
    // a locale Intl does not take: intl-tel-input meets the same error at set-up and reports it there
  }
  'أ'.localeCompare('ب'); // the default collator the country sort uses
}

let warmed = false;

export function warmUp(texts: string[]): void {
  if (warmed) return;
  warmed = true;
  toE164Digits('01001234567', 'eg');
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none;inset-block-start:0;inline-size:1px;overflow:hidden';
  probe.textContent = texts.join(' ');
  document.body.append(probe);
  requestAnimationFrame(() => requestAnimationFrame(() => probe.remove()));
}
