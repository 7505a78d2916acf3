// The client maps every way a WordPress call fails to a typed ApiError ("responses that are not
// what the shape says"), against the fake WordPress through MSW.
import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { adminAjax, wcAjax, ApiError, http } from './index';
import { rest, restNonce } from './rest';
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
    server.use(
      mswHttp.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: false, data: 'رمز غير صالح' }),
      ),
    );
    const e = await failure(adminAjax('x', {}, anything, { envelope: true }));
    expect(e.code).toBe('server');
    expect(e.message).toBe('رمز غير صالح');
  });

  it('maps a 5xx carrying a platform message to server', async () => {
    server.use(
      mswHttp.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ success: false, data: { message: 'خطأ' } }, { status: 503 }),
      ),
    );
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
    const v = await rest(
      {
        url: '/wp-json/wp/v2/users/7',
        method: 'POST',
        headers: { 'X-WP-Nonce': stale },
        data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
      },
      anything,
    );
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
    return {
      posts: seen.filter((x) => x.startsWith('POST /wp-json')).length,
      refreshes: seen.filter((x) => x.includes('rest-nonce')).length,
    };
  }

  it('gives up after one retry when the nonce keeps failing: one refresh, two calls, a nonce error', async () => {
    backend.session().userId = 7;
    backend.addFault({ route: 'rest:POST /wp/v2/users/7', fault: 'nonce', times: 5 });
    let code = '';
    const counts = await requestsOf(() =>
      rest({ url: '/wp-json/wp/v2/users/7', method: 'POST', data: {} }, anything).catch(
        (e: unknown) => void (code = e instanceof ApiError ? e.code : 'other'),
      ),
    );
    expect(counts).toEqual({ posts: 2, refreshes: 1 });
    expect(code).toBe('nonce');
  });

  it.each([
    ['logged out (rest-nonce answers 0)', () => (backend.session().userId = 0)],
    [
      'the refresh fails (500)',
      () => ((backend.session().userId = 7), backend.addFault({ route: 'ajax:rest-nonce', fault: '500' })),
    ],
  ])('does not retry when the refresh fails: %s', async (_label, arrange) => {
    arrange();
    backend.addFault({ route: 'rest:POST /wp/v2/users/7', fault: 'nonce', times: 5 });
    let code = '';
    const counts = await requestsOf(() =>
      rest({ url: '/wp-json/wp/v2/users/7', method: 'POST', data: {} }, anything).catch(
        (e: unknown) => void (code = e instanceof ApiError ? e.code : 'other'),
      ),
    );
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

describe('nonces stay on the site', () => {
  const OFF = 'https://evil.example';

  /** Every request the call made, as full URLs with the nonce header each carried. */
  async function sent(
    call: () => Promise<unknown>,
  ): Promise<{ error: ApiError | null; requests: Array<{ url: string; nonce: string | null }> }> {
    const requests: Array<{ url: string; nonce: string | null }> = [];
    server.events.on('request:start', ({ request }) =>
      requests.push({ url: request.url, nonce: request.headers.get('x-wp-nonce') }),
    );
    let error: ApiError | null = null;
    try {
      await call();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = e;
    } finally {
      server.events.removeAllListeners();
    }
    return { error, requests };
  }

  it.each([
    [
      'admin-ajax',
      () =>
        adminAjax('cr_new_qna', { crNonce: 'abc123' }, anything, { url: `${OFF}/wp-admin/admin-ajax.php` }),
    ],
    [
      'wc-ajax',
      () => wcAjax('add_to_cart', { security: 'abc123' }, anything, { url: `${OFF}/?wc-ajax=add_to_cart` }),
    ],
    [
      'wc-ajax from a template',
      () => wcAjax('get_refreshed_fragments', {}, anything, { template: `${OFF}/?wc-ajax=%%endpoint%%` }),
    ],
    [
      'a protocol-relative admin-ajax URL',
      () => adminAjax('x', { nonce: 'abc123' }, anything, { url: '//evil.example/wp-admin/admin-ajax.php' }),
    ],
  ])('refuses %s to another origin before sending anything', async (_label, call) => {
    const { error, requests } = await sent(call);
    expect(error?.code).toBe('offsite');
    expect(requests).toEqual([]);
  });

  it('refuses a REST call to another origin: no request, no nonce refresh, the markup nonce not adopted', async () => {
    backend.session().userId = 7;
    const before = restNonce();
    const { error, requests } = await sent(() =>
      rest(
        {
          url: `${OFF}/wp-json/wp/v2/users/7`,
          method: 'POST',
          headers: { 'X-WP-Nonce': 'deadbeef01' },
          data: {},
        },
        anything,
      ),
    );
    expect(error?.code).toBe('offsite');
    expect(requests).toEqual([]);
    expect(restNonce()).toBe(before);
  });

  it('sends a nonce the markup printed with its own call only, and never makes it the page nonce', async () => {
    const sess = backend.session();
    sess.userId = 7;
    const printed = sess.nonces.create('wp_rest');
    const before = restNonce();
    const { error, requests } = await sent(() =>
      rest(
        { url: '/wp-json/wp/v2/users/7', method: 'POST', headers: { 'X-WP-Nonce': printed }, data: {} },
        anything,
      ),
    );
    expect(error).toBeNull();
    expect(requests.map((r) => r.nonce)).toEqual([before || printed]);
    expect(restNonce()).toBe(before);
  });

  it('lets the IP-country lookup (external) go out without cookies', async () => {
    const creds: string[] = [];
    server.use(
      mswHttp.get(`${OFF}/country`, ({ request }) => {
        creds.push(request.credentials);
        return new HttpResponse('EG');
      }),
    );
    const res = await http(`${OFF}/country`, { external: true });
    expect(res.text).toBe('EG');
    expect(creds).toEqual(['omit']);
    await expect(http(`${OFF}/country`)).rejects.toMatchObject({ code: 'offsite' });
  });
});
