// The fake WordPress behind MSW for every vitest test. Tests reach the shop state with `backend.session()`
// and inject faults with `backend.addFault({ route, fault })`.
import { setupServer } from 'msw/node';
import { createBackend } from '../../fixtures/backend/handle';
import { mswHandlers } from '../../fixtures/backend/adapters/msw';

// sessionHoldMs 0: answers arrive when the test's (fake) timers say; `slow:` faults still overlap requests
export const backend = createBackend({ defaultSession: 'test', sessionHoldMs: 0 });
export const server = setupServer(...mswHandlers(backend));
