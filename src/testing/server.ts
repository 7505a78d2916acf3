// The fake WordPress behind MSW for every vitest test. Tests reach the shop state with `backend.session()`
// and inject faults with `backend.addFault({ route, fault })`.
import { setupServer } from 'msw/node';
import { createBackend } from '../../fixtures/backend/handle';
import { mswHandlers } from '../../fixtures/backend/adapters/msw';

// sessionHoldMs 0: answers arrive when the test's (fake) timers say; `slow:` faults still overlap requests
export const backend = createBackend({ defaultSession: 'test', sessionHoldMs: 0 });
export const server = setupServer(...mswHandlers(backend));

/**
 * Each admin-ajax action the client sends, its body read (form-encoded or multipart), to `seen`; returns the
 * stop. The action name arrives a moment after the request starts.
 */
export function watchAjaxActions(seen: (action: string) => void): () => void {
  const listener = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith('admin-ajax.php')) return;
    void request
      .clone()
      .text()
      .then((body) =>
        seen(
          /name="action"\r\n\r\n([^\r\n]+)/.exec(body)?.[1] ?? new URLSearchParams(body).get('action') ?? '',
        ),
      );
  };
  server.events.on('request:start', listener);
  return () => server.events.removeListener('request:start', listener);
}
