// One document button's behaviour on the plugin's own <a> (My Account prints it with an href, never an onclick
// prompt): a click prints it (print.ts: new tab, phone window, or the hidden frame), one document per click,
// 'Generating document...' while it loads. The plugin's public script also defines the numbering prompt's global
// (prompt.ts); it is defined here too.
import { useEffect, useState } from 'react';
import { printDocument } from './print';
import { defineGlobal } from './prompt';
import type { PrintJob } from './PrintFrame';

/**
 * The print buttons the plugin's public script binds (public/js/wf-woocommerce-packing-list-public.js): any other
 * document's `_print` link (a credit note's) is left to the browser, as that script leaves it.
 */
const BOUND =
  /(^|\s)wt_pklist_(invoice|packinglist|deliverynote|dispatchlabel|shippinglabel|proformainvoice)_print(\s|$)/;

export function useDocumentButton(el: HTMLElement): { status: string | null; job: PrintJob | null } {
  const [status, setStatus] = useState<string | null>(null);
  const [job, setJob] = useState<PrintJob | null>(null);

  useEffect(() => {
    defineGlobal();
    if (!BOUND.test(el.className)) return;
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
  }, [el]);

  // busy: the button says so, and the page shows the progress cursor
  useEffect(() => {
    el.setAttribute('aria-busy', String(status !== null));
    document.body.classList.toggle('sw-doc-busy', status !== null);
    return () => {
      el.removeAttribute('aria-busy');
      document.body.classList.remove('sw-doc-busy');
    };
  }, [el, status]);

  return { status, job };
}
