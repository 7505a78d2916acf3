// Test helpers for the reviews widgets (vitest only): record the admin-ajax actions the page sends, and
// answer one action with a given body.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../testing/server';

export interface Sent {
  action: string;
  body: URLSearchParams | FormData;
}

/** Every admin-ajax POST from now on, with its parsed body. */
export function recordAjax(): Sent[] {
  const sent: Sent[] = [];
  server.events.removeAllListeners('request:start'); // one recorder at a time across tests
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('admin-ajax.php') || request.method !== 'POST') return;
    const type = request.headers.get('content-type') ?? '';
    const clone = request.clone();
    const entry: Sent = { action: '', body: new URLSearchParams() };
    sent.push(entry);
    void (
      type.includes('multipart') ? clone.formData() : clone.text().then((t) => new URLSearchParams(t))
    ).then((b) => {
      entry.body = b;
      entry.action = String(b.get('action') ?? '');
    });
  });
  return sent;
}

export const actions = (sent: Sent[]) => sent.map((s) => s.action);

/** Answer the next request for `action` with `body` (JSON, or raw text with a status). */
export function answerOnce(
  action: string,
  body: JsonBodyType,
  opts: { raw?: boolean; status?: number } = {},
): void {
  server.use(
    http.post(
      /admin-ajax\.php/,
      async ({ request }) => {
        const clone = request.clone();
        const type = request.headers.get('content-type') ?? '';
        const data = type.includes('multipart')
          ? await clone.formData()
          : new URLSearchParams(await clone.text());
        if (data.get('action') !== action) return undefined; // fall through to the fake WordPress
        if (opts.raw)
          return new HttpResponse(String(body), {
            status: opts.status ?? 200,
            headers: { 'content-type': 'text/html' },
          });
        return HttpResponse.json(body, { status: opts.status ?? 200 });
      },
      { once: true },
    ),
  );
}
