// Dismissing the coming-soon banner: POST the user meta to the REST URL the page printed, with its nonce.
// The banner hides once the call completes, saved or not, as woocommerce.js does (`complete: hide()`): a
// shopper who closed it never has to close it twice on this page; an unsaved dismissal shows it again on the next.
import { useCallback, useRef, useState } from 'react';
import { isAbort } from '../../src/ajax';
import { rest } from '../../src/ajax/rest';
import { safeUrl } from '../../src/html/safeUrl';

export type DismissState = 'idle' | 'sending' | 'done';

export function useDismiss(restUrl: string, nonce: string) {
  const [state, setState] = useState<DismissState>('idle');
  const inflight = useRef(false);
  const dismiss = useCallback(async () => {
    if (inflight.current) return; // one request per intent
    const url = safeUrl(restUrl, '');
    if (!url) {
      setState('done'); // nothing to save to: closed for this page, as the classic script would after its call
      return;
    }
    inflight.current = true;
    setState('sending');
    try {
      await rest(
        {
          url,
          method: 'POST',
          headers: nonce ? { 'X-WP-Nonce': nonce } : {},
          data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
        },
        (v) => v,
      );
    } catch (e) {
      if (isAbort(e)) {
        setState('idle');
        return;
      }
    } finally {
      inflight.current = false;
    }
    setState('done');
  }, [restUrl, nonce]);
  return { state, dismiss };
}
