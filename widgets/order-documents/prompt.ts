// wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers(url, code): the plugin prints it in the buttons'
// `onclick="return …"`, so the bundle defines it under the same name (a stand-in exists from the entry's first moment, mount/inline.ts). Codes:
// 1 missing invoice/proforma number, 2 free order, 11 missing credit-note number -> confirm; 3 no "from
// address" -> alert and stop; other -> open. With "don't show again" nothing is asked and
// `wt_dont_show_again=1` is added. The tab opens, and the page reloads a moment later (the new number shows).
//
// The prompts stay native confirm()/alert() on purpose: the inline `onclick` needs its answer synchronously,
// window.open() must run inside the click's user activation (an async dialog loses it and popup blockers
// refuse the tab), and the plugin's script uses confirm/alert.
import { isQueuedStandIn, readWindow, writeWindow } from '../../src/dom/globals';
import { safeUrl } from '../../src/html/safeUrl';
import { __ } from '../../src/i18n';
import { readDocumentSettings } from '../../src/settings/documents';
import { browser } from './browser';

export const RELOAD_AFTER_PROMPT_MS = 1000;
export const GLOBAL_NAME = 'wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers';

function openAndReload(url: string): void {
  const m = readDocumentSettings().msgs;
  if (!browser.open(url)) {
    browser.alert(__(m.new_tab_open_error));
    return;
  }
  window.setTimeout(() => browser.reload(), RELOAD_AFTER_PROMPT_MS);
}

export function confirmManualNumber(rawUrl: unknown, rawCode: unknown): false {
  const url = safeUrl(rawUrl, '');
  if (!url) return false;
  const m = readDocumentSettings().msgs;
  const code = typeof rawCode === 'number' || typeof rawCode === 'string' ? String(rawCode).trim() : '';
  if (!['1', '2', '3', '11'].includes(code)) {
    openAndReload(url);
    return false;
  }
  if (code === '3') {
    browser.alert(__(m.invoice_number_prompt_no_from_addr));
    return false;
  }
  const question =
    code === '2'
      ? __(m.invoice_number_prompt_free_order)
      : code === '11'
        ? __(m.creditnote_number_prompt)
        : `${__(m.invoice_title_prompt)} ${__(m.invoice_number_prompt)}`;
  if (m.pop_dont_show_again) openAndReload(`${url}${url.includes('?') ? '&' : '?'}wt_dont_show_again=1`);
  else if (browser.confirm(question)) openAndReload(url);
  return false;
}

/** Define the global the printed onclick calls (once; a second bundle copy keeps the first). The entry's
 *  queueing stand-in is replaced: it hands its queued calls over to this one. */
export function defineGlobal(): void {
  const fn = readWindow(GLOBAL_NAME);
  if (typeof fn !== 'function' || isQueuedStandIn(fn)) writeWindow(GLOBAL_NAME, confirmManualNumber);
}
