// Order documents on My Account (contract §6): a DOM widget per print button. Buttons with an href print
// (print.ts); buttons the plugin printed with a prompt `onclick` (no href) get the global it calls
// (prompt.ts) and keyboard access.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ar } from './ar';
import { printDocument } from './print';
import { defineGlobal } from './prompt';
import './order-documents.css';

addArabic(ar);

function mountPromptButton(el: HTMLElement): () => void {
  // an <a> without href is not focusable: make it a keyboard-operable button
  const added = !el.hasAttribute('href') && !el.hasAttribute('tabindex');
  if (added) {
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      el.click();
    }
  };
  el.addEventListener('keydown', onKey);
  return () => {
    el.removeEventListener('keydown', onKey);
    if (added) {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
    }
  };
}

function mountPrintButton(el: HTMLElement): () => void {
  let status: HTMLElement | null = null;
  let busy = false;
  const hooks = {
    busy(text: string | null) {
      busy = text !== null;
      el.setAttribute('aria-busy', String(busy));
      document.body.classList.toggle('sw-doc-busy', busy);
      if (text === null) {
        status?.remove();
        status = null;
        return;
      }
      status ??= Object.assign(document.createElement('span'), { className: 'sw-doc-status' });
      status.setAttribute('role', 'status');
      status.textContent = text;
      el.after(status);
    },
  };
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    if (busy) return; // one document per click
    void printDocument(el.getAttribute('href') ?? '', hooks);
  };
  el.addEventListener('click', onClick);
  return () => {
    el.removeEventListener('click', onClick);
    hooks.busy(null);
    el.removeAttribute('aria-busy');
  };
}

const widget: DomWidget = {
  mount(el) {
    defineGlobal();
    if ((el.getAttribute('onclick') ?? '').includes('wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers')) return mountPromptButton(el);
    return mountPrintButton(el);
  },
};
export default widget;
