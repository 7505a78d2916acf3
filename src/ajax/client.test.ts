// The client maps every way a WordPress call fails to a typed ApiError ("responses that are not
// what the shape says"), against the fake WordPress through MSW.
import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { adminAjax, wcAjax, ApiError } from './index';
import { rest } from './rest';
import { server, backend } from '../testing/server';
import { isRecord } from '../settings/parse';
import { getStore } from '../store/store';

const anything = (v: unknown) => v;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

describe('admin-ajax and wc-ajax', () => {
  it('returns the parsed body on success', async () => {
    const v = await wcAjax('get_refreshed_fragments', { time: 1 }, (x) => (isRecord(x) ? x : {}));
    expect(v).toHaveProperty('fragments');
  });

  it.each([
    ['500', 'http'],
    ['html', 'invalid_json'],
    ['invalid-json', 'invalid_json'],
    ['offline', 'network'],
    ['nonce', 'nonce'],
  ] as const)('maps the %s fault to code %s', async (fault, code) => {
    backend.addFault({ route: 'wc-ajax:get_refreshed_fragments', fault });
    expect((await failure(wcAjax('get_refreshed_fragments', {}, anything))).code).toBe(code);
  });

  it('maps admin-ajax 0 (unknown action) and -1 (failed nonce) to nonce errors', async () => {
    expect((await failure(adminAjax('no_such_action', {}, anything))).code).toBe('nonce');
    server.use(mswHttp.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('-1', { status: 200 })));
    expect((await failure(adminAjax('any', {}, anything))).code).toBe('nonce');
  });

  it('maps an empty body to invalid_json and {success:false,data:"text"} to server with the text', async () => {
    server.use(mswHttp.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('', { status: 200 })));
    expect((await failure(adminAjax('x', {}, anything))).code).toBe('invalid_json');
    server.use(mswHttp.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: 'رمز غير صالح' })));
    const e = await failure(adminAjax('x', {}, anything, { envelope: true }));
    expect(e.code).toBe('server');
    expect(e.message).toBe('رمز غير صالح');
  });

  it('maps a 5xx carrying a platform message to server', async () => {
    server.use(mswHttp.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ success: false, data: { message: 'خطأ' } }, { status: 503 })));
    const e = await failure(adminAjax('x', {}, anything));
    expect([e.code, e.status, e.message]).toEqual(['server', 503, 'خطأ']);
  });

  it('times out a request that never answers, and an aborted one is "aborted"', async () => {
    backend.addFault({ route: 'wc-ajax:get_refreshed_fragments', fault: 'timeout' });
    const e = await failure(wcAjax('get_refreshed_fragments', {}, anything, { timeoutMs: 50 }));
    expect(e.code).toBe('timeout');
    backend.addFault({ route: 'wc-ajax:get_refreshed_fragments', fault: 'timeout' });
    const ac = new AbortController();
    const p = wcAjax('get_refreshed_fragments', {}, anything, { signal: ac.signal });
    ac.abort();
    expect((await failure(p)).code).toBe('aborted');
  });

  it('sends nested data the way jQuery.param does', async () => {
    let body = '';
    server.use(
      mswHttp.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ ok: 1 });
      }),
    );
    await adminAjax('a', { tags: [1, 2], items: [{ id: 3 }], flag: true }, anything);
    expect(decodeURIComponent(body)).toBe('action=a&tags[]=1&tags[]=2&items[0][id]=3&flag=1');
  });
});

describe('REST', () => {
  it('refreshes an expired nonce from admin-ajax rest-nonce and retries once', async () => {
    const sess = backend.session();
    sess.userId = 7;
    const stale = sess.nonces.create('wp_rest');
    sess.nonces.expireAll();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    });
    const v = await rest({ url: '/wp-json/wp/v2/users/7', method: 'POST', headers: { 'X-WP-Nonce': stale }, data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }, anything);
    server.events.removeAllListeners();
    expect(v).toMatchObject({ id: 7 });
    expect(seen.filter((s) => s.includes('rest-nonce'))).toHaveLength(1);
    expect(seen.filter((s) => s.startsWith('POST /wp-json'))).toHaveLength(2);
    // the fresh nonce is the session's, in the store, for any widget that sends one itself
    expect(getStore().getState().session.nonces.rest).toMatch(/^[a-f0-9]{6,20}$/i);
    expect(getStore().getState().session.nonces.rest).not.toBe(stale);
  });

  /** The requests a REST call made: the call itself and the nonce refreshes. */
  async function requestsOf(call: () => Promise<unknown>): Promise<{ posts: number; refreshes: number }> {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    });
    try {
      await call();
    } catch {
      /* the caller checks the error */
    } finally {
      server.events.removeAllListeners();
    }
    return { posts: seen.filter((x) => x.startsWith('POST /wp-json')).length, refreshes: seen.filter((x) => x.includes('rest-nonce')).length };
  }

  it('gives up after one retry when the nonce keeps failing: one refresh, two calls, a nonce error', async () => {
    backend.session().userId = 7;
    backend.addFault({ route: 'rest:POST /wp/v2/users/7', fault: 'nonce', times: 5 });
    let code = '';
    const counts = await requestsOf(() => rest({ url: '/wp-json/wp/v2/users/7', method: 'POST', data: {} }, anything).catch((e: unknown) => void (code = e instanceof ApiError ? e.code : 'other')));
    expect(counts).toEqual({ posts: 2, refreshes: 1 });
    expect(code).toBe('nonce');
  });

  it.each([
    ['logged out (rest-nonce answers 0)', () => (backend.session().userId = 0)],
    ['the refresh fails (500)', () => ((backend.session().userId = 7), backend.addFault({ route: 'ajax:rest-nonce', fault: '500' }))],
  ])('does not retry when the refresh fails: %s', async (_label, arrange) => {
    arrange();
    backend.addFault({ route: 'rest:POST /wp/v2/users/7', fault: 'nonce', times: 5 });
    let code = '';
    const counts = await requestsOf(() => rest({ url: '/wp-json/wp/v2/users/7', method: 'POST', data: {} }, anything).catch((e: unknown) => void (code = e instanceof ApiError ? e.code : 'other')));
    expect(counts).toEqual({ posts: 1, refreshes: 1 });
    expect(code).toBe('nonce');
  });

  it.each([
    ['offline', 'network'],
    ['html', 'invalid_json'],
    ['500', 'invalid_json'],
  ] as const)('maps the %s fault to %s', async (fault, code) => {
    backend.addFault({ route: 'rest:GET /wp/v2/posts', fault });
    expect((await failure(rest({ url: '/wp-json/wp/v2/posts' }, anything))).code).toBe(code);
  });

  it('maps a REST error body to server with its status', async () => {
    const e = await failure(rest({ url: '/wp-json/wp/v2/nothing-here' }, anything));
    expect([e.code, e.status]).toEqual(['server', 404]);
  });

  it('sends PUT as POST with X-HTTP-Method-Override', async () => {
    const spy = vi.fn();
    server.use(
      mswHttp.post('*/wp-json/wp/v2/thing', ({ request }) => {
        spy(request.headers.get('x-http-method-override'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await rest({ url: '/wp-json/wp/v2/thing', method: 'PUT', data: { a: 1 } }, anything);
    expect(spy).toHaveBeenCalledWith('PUT');
  });
});
