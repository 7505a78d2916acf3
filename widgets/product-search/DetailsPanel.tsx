// The details panel beside the suggestions: loaded for the active item (cached per objectID, latest wins),
// cleared when the call fails.
import { useEffect, useMemo, useState } from 'react';
import { isAbort, latestWins } from '../../src/ajax';
import { SafeHtml } from '../../src/html/SafeHtml';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { fetchDetails } from './api';
import { fibo } from './events';
import { suggestionKey, type Suggestion } from './suggestion';
import { Spinner } from '../../src/ui/Spinner';

export function DetailsPanel({ cfg, item }: { cfg: FiboSearchSettings; item: Suggestion | undefined }) {
  const cache = useMemo(() => new Map<string, string>(), []);
  const latest = useMemo(() => latestWins(), []);
  const key = item ? suggestionKey(item) : '';
  const [shown, setShown] = useState<{ key: string; html: string; loading: boolean }>({
    key: '',
    html: '',
    loading: false,
  });

  useEffect(() => {
    if (!key || !item) {
      latest.cancel();
      return;
    }
    const hit = cache.get(key);
    if (hit !== undefined) {
      latest.cancel();
      setShown({ key, html: hit, loading: false });
      return;
    }
    setShown((s) => ({ ...s, key, loading: true }));
    latest
      .run((signal) => fetchDetails(cfg, key, item.value, signal))
      .then((d) => {
        cache.set(key, d.html);
        setShown({ key, html: d.html, loading: false });
        fibo('show-details-panel', { objectID: key });
      })
      .catch((e: unknown) => {
        if (isAbort(e)) return;
        setShown({ key, html: '', loading: false }); // failure: the loader goes and the panel is cleared
      });
  }, [key, item, cfg, cache, latest]);
  useEffect(() => () => latest.cancel(), [latest]);

  return (
    <div className="dgwt-wcas-details-wrapp" aria-busy={shown.loading}>
      {shown.loading ? <Spinner /> : null}
      {shown.key === key && shown.html ? (
        <SafeHtml as="div" html={shown.html} className="dgwt-wcas-details-inner-wrapp" />
      ) : null}
    </div>
  );
}
