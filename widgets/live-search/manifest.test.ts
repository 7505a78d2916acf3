// Astra's live search takes over a search form only on a page where Astra enqueued it (its settings script
// astra-live-search-js-extra with astra_search is printed); a plain WordPress search widget elsewhere stays as is.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../fixtures/backend/render/pages';
import { backend } from '../../src/testing/server';
import { registry } from '../../mount/registry';

const entry = registry.find((e) => e.name === 'live-search')!;
const page = (path: string) => {
  const out = renderPage(new URL(path, location.origin), { session: backend.session() });
  return new DOMParser().parseFromString(out?.html ?? '', 'text/html');
};

describe('live search mounts where Astra prints astra_search', () => {
  it('with live search on: the blog search form', () => {
    const doc = page('/blog/');
    expect(doc.querySelector('script#astra-live-search-js-extra')?.textContent).toContain('var astra_search');
    expect(doc.querySelectorAll(entry.selector)).toHaveLength(1);
  });

  it('with live search off: the same form.search-form (a plain search widget) is not taken over', () => {
    const doc = page('/blog/?sw_live_search=0');
    expect(doc.querySelector('form.search-form .search-field')).not.toBeNull();
    expect(doc.body.innerHTML + doc.head.innerHTML).not.toContain('astra_search');
    expect(doc.querySelectorAll(entry.selector)).toHaveLength(0);
  });
});
