// The hidden frame a document prints from: a moment after it loads (the plugin's delay), once, then it goes. It holds the server's
// whole document sandboxed without scripts (only same-origin, so print() can be called, and modals, which
// print() needs): nothing in it runs, which is why it is not passed through sanitize() (that would strip its
// print styles). Laid out but invisible (some engines skip printing display:none frames). Unmounted before
// the delay ends (the widget or its page went), the timer finds it gone and does nothing. (A flag, not a
// cleared timer: StrictMode's rehearsal unmount can come after the load that armed it.)
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export const PRINT_DELAY_MS = 500;

export interface PrintJob {
  html: string;
  title: string;
  done(): void;
}

export function PrintFrame({ job }: { job: PrintJob }) {
  const started = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const onLoad = (e: React.SyntheticEvent<HTMLIFrameElement>) => {
    if (started.current) return;
    started.current = true;
    const win = e.currentTarget.contentWindow;
    window.setTimeout(() => {
      if (!mounted.current) return;
      try {
        win?.focus();
        win?.print();
      } finally {
        job.done();
      }
    }, PRINT_DELAY_MS);
  };
  return createPortal(
    <iframe
      className="sw-doc-print-frame"
      sandbox="allow-same-origin allow-modals"
      aria-hidden="true"
      tabIndex={-1}
      title={job.title}
      srcDoc={job.html}
      onLoad={onLoad}
    />,
    document.body,
  );
}
