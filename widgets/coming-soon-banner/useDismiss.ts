// Dismissing the coming-soon banner: POST the user meta to the REST URL the page printed, with its nonce.
// The banner hides only once the server has saved it; a failure says so and leaves it in place.
import { useCallback, useRef, useState } from 'react';
import { isAbort } from '../../src/ajax';
import { rest } from '../../src/ajax/rest';
import { safeUrl } from '../../src/html/safeUrl';

export type DismissState = 'idle' | 'sending' | 'done' | 'failed';

export function useDismiss(restUrl: string, nonce: string) {
  const [state, setState] = useState<DismissState>('idle');
  const inflight = useRef(false);
  const dismiss = useCallback(async () => {
    if (inflight.current) return; // one request per intent
    const url = safeUrl(restUrl, '');
    if (!url) {
      setState('failed');
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
      setState('done');
    } catch (e) {
      if (!isAbort(e)) setState('failed');
    } finally {
      inflight.current = false;
    }
  }, [restUrl, nonce]);
  return { state, dismiss };
}
