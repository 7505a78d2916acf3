// The visitor's values from the session: one request for the page however many widgets ask, after the page's
// load unless the shopper acts, the answer of a refused call's refresh reused, the session's user (not the one
// a cached page was printed for), nothing asked again after a failure.
import { afterEach, describe, expect, it } from 'vitest';
import { backend, server } from '../testing/server';
import { refreshNonces } from './freshNonces';
import { knownVisitor, sessionVisitor } from './visitor';

const URL_ = '/wp-admin/admin-ajax.php';

function counting(): { count: () => number; stop: () => void } {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('admin-ajax.php')) n += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => n, stop: () => server.events.removeListener('request:start', listener) };
}

let readyState: DocumentReadyState = 'complete';
Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
afterEach(() => {
  readyState = 'complete';
});

describe('session visitor', () => {
  it("one request for every widget that asks, with the session's user, not the cached page's", async () => {
    const sess = backend.session();
    sess.userId = 7;
    sess.pageCache.renderedFor = 8;
    const rec = counting();
    const [a, b] = await Promise.all([sessionVisitor(URL_), sessionVisitor(URL_)]);
    await sessionVisitor(URL_);
    rec.stop();
    expect(rec.count()).toBe(1);
    expect(a).toBe(b);
    expect(a).toEqual({
      loggedIn: true,
      userId: 7,
      points: 1250,
      name: 'أحمد حسن',
      email: 'ahmed.hassan@example.com',
    });
    expect(knownVisitor()).toBe(a);
  });

  it("waits for the page's load; an intent asks at once", async () => {
    readyState = 'loading';
    const rec = counting();
    const later = sessionVisitor(URL_);
    await Promise.resolve();
    expect(rec.count()).toBe(0);
    window.dispatchEvent(new Event('load'));
    expect((await later)?.loggedIn).toBe(false);
    expect(rec.count()).toBe(1);
    rec.stop();
  });

  it('an intent before the load asks at once', async () => {
    readyState = 'loading';
    backend.session().userId = 8;
    sessionVisitor(URL_);
    const v = await sessionVisitor(URL_, { now: true });
    expect(v?.points).toBe(20);
  });

  it("a refused call's refresh already answered: no second request", async () => {
    backend.session().userId = 7;
    await refreshNonces(URL_);
    const rec = counting();
    expect((await sessionVisitor(URL_))?.userId).toBe(7);
    rec.stop();
    expect(rec.count()).toBe(0);
  });

  it('a failed request: null (the session unknown), not asked again on the page', async () => {
    backend.addFault({ route: 'ajax:storefront_widgets_nonces', fault: '500' });
    expect(await sessionVisitor(URL_)).toBeNull();
    const rec = counting();
    expect(await sessionVisitor(URL_)).toBeNull();
    rec.stop();
    expect(rec.count()).toBe(0);
  });
});
