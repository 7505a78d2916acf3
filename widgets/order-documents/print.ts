// Printing a document from its button: a new tab when preview is on or a guest
// must log in; at <= 768 px a window that prints and closes after the plugin's delay; otherwise the document is fetched
// and printed from a hidden frame (PrintFrame.tsx), with 'Generating document...' announced meanwhile.
// A text/plain answer is alerted as is; a non-200 alerts 'Error loading data'; a network failure alerts
// 'Request error' and hides the plugin's popups after the plugin's delay; a blocked tab alerts the new-tab error.
import { http, isAbort } from '../../src/ajax';
import { safeUrl } from '../../src/html/safeUrl';
import { __ } from '../../src/i18n';
import { opensInNewTab, readDocumentSettings } from '../../src/settings/documents';
import { browser } from './browser';

export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_CLOSE_MS = 2000;
export const HIDE_POPUPS_MS = 1000;
export const config = { timeoutMs: 30_000 };

function openTab(url: string): Window | null {
  const w = browser.open(url);
  if (!w) browser.alert(__(readDocumentSettings().msgs.new_tab_open_error));
  return w;
}

function printOnMobile(url: string): void {
  const w = openTab(url);
  if (!w) return;
  w.addEventListener('load', () => {
    w.focus();
    w.print();
    window.setTimeout(() => w.close(), MOBILE_CLOSE_MS);
  });
}

function hidePopupsLater(): void {
  window.setTimeout(() => {
    document
      .querySelectorAll<HTMLElement>('.wf_cst_overlay, .wf_pklist_popup')
      .forEach((p) => (p.style.display = 'none'));
  }, HIDE_POPUPS_MS);
}

export interface PrintHooks {
  /** 'Generating document...' on or off */
  busy(text: string | null): void;
  /** the document in the hidden frame (PrintFrame), printed once loaded; resolves when done */
  printInFrame(html: string, title: string): Promise<void>;
}

export async function printDocument(rawUrl: string, hooks: PrintHooks): Promise<void> {
  const url = safeUrl(rawUrl, '');
  if (!url) return;
  const s = readDocumentSettings();
  if (opensInNewTab(s)) {
    openTab(url);
    return;
  }
  if (browser.width() <= MOBILE_MAX_WIDTH) {
    printOnMobile(url);
    return;
  }
  const generating = __(s.msgs.generating_document_text);
  hooks.busy(generating);
  try {
    const res = await http(url, { method: 'GET', timeoutMs: config.timeoutMs });
    if (res.contentType.includes('text/plain')) {
      browser.alert(res.text);
      return;
    }
    if (res.status !== 200) {
      browser.alert(__(s.msgs.error_loading_data));
      return;
    }
    await hooks.printInFrame(res.text, generating);
  } catch (e) {
    if (isAbort(e)) return;
    browser.alert(__(s.msgs.request_error));
    hidePopupsLater();
  } finally {
    hooks.busy(null);
  }
}
