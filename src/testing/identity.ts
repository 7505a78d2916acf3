// Test helpers shared by the login and signup widget tests (jsdom + MSW over the fake WordPress).
import { fireEvent } from '@testing-library/react';
import { backend, server } from './server';
import { identityState } from '../../fixtures/backend/routes/identity';

export const $ = <T extends HTMLElement = HTMLElement>(sel: string): T => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
export const input = (sel: string) => $<HTMLInputElement>(sel);
export const type = (sel: string, value: string) => fireEvent.input(input(sel), { target: { value } });
/** The fake WordPress's identity state for the test session (codes sent, pending signups, IP answer). */
export const state = () => identityState(backend.session());

/** Every admin-ajax request the page sends from now on: URL and body. */
export function recordRequests(): Array<{ url: string; body: string }> {
  const seen: Array<{ url: string; body: string }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('admin-ajax'))
      seen.push({ url: request.url, body: await request.clone().text() });
  });
  return seen;
}
