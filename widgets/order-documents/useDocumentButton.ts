// One document button's behaviour on the plugin's own <a>:
// - a print button (href): a click prints it (print.ts: new tab, phone window, or the hidden frame), one
//   document per click, 'Generating document...' while it loads;
// - a prompt button (the printed `onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers(…)"`,
//   no href): the global it calls is defined (prompt.ts), and the link becomes keyboard-operable.
import { useEffect, useState } from 'react';
import { printDocument } from './print';
import { defineGlobal, GLOBAL_NAME } from './prompt';
import type { PrintJob } from './PrintFrame';

export const isPromptButton = (el: HTMLElement) => (el.getAttribute('onclick') ?? '').includes(GLOBAL_NAME);

/** An <a> without href is not focusable: a keyboard-operable button while mounted. */
function usePromptButton(el: HTMLElement, on: boolean): void {
  useEffect(() => {
    if (!on) return;
    defineGlobal();
    const added = !el.hasAttribute('href') && !el.hasAttribute('tabindex');
    if (added) {
      el.tabIndex = 0;
      el.setAttribute('role', 'button');
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      el.click();
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      if (added) {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
      }
    };
  }, [el, on]);
}

export function useDocumentButton(el: HTMLElement): { status: string | null; job: PrintJob | null } {
  const prompt = isPromptButton(el);
  const [status, setStatus] = useState<string | null>(null);
  const [job, setJob] = useState<PrintJob | null>(null);
  usePromptButton(el, prompt);

  useEffect(() => {
    if (prompt) return;
    defineGlobal();
    let busy = false;
    let live = true;
    const hooks = {
      busy: (text: string | null) => {
        busy = text !== null;
        if (live) setStatus(text);
      },
      printInFrame: (html: string, title: string) =>
        new Promise<void>((resolve) => {
          if (!live) return resolve();
          setJob({ html, title, done: () => (setJob(null), resolve()) });
        }),
    };
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      if (busy) return; // one document per click
      busy = true;
      void printDocument(el.getAttribute('href') ?? '', hooks).finally(() => (busy = false));
    };
    el.addEventListener('click', onClick);
    return () => {
      live = false;
      el.removeEventListener('click', onClick);
    };
  }, [el, prompt]);

  // busy: the button says so, and the page shows the progress cursor
  useEffect(() => {
    if (prompt) return;
    el.setAttribute('aria-busy', String(status !== null));
    document.body.classList.toggle('sw-doc-busy', status !== null);
    return () => {
      el.removeAttribute('aria-busy');
      document.body.classList.remove('sw-doc-busy');
    };
  }, [el, prompt, status]);

  return { status, job };
}
