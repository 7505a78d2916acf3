// The fake WordPress behind MSW for every vitest test. Tests reach the shop state with `backend.session()`
// and inject faults with `backend.addFault({ route, fault })`.
import { setupServer } from 'msw/node';
import { createBackend } from '../../fixtures/backend/handle';
import { mswHandlers } from '../../fixtures/backend/adapters/msw';

export const backend = createBackend({ defaultSession: 'test' });
export const server = setupServer(...mswHandlers(backend));
