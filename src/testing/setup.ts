// vitest setup: jsdom gaps that embla and the widgets need, MSW over the fake WordPress, a clean page per test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server, backend } from './server';
import { resetStore } from '../store';
import { resetFreshNonces } from '../ajax/freshNonces';
import { resetSessionVisitor } from '../ajax/visitor';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window))
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: NoopObserver });
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopObserver });
const widthQuery = (query: string): boolean => {
  const m = /^\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(query.trim());
  if (!m) return false;
  return m[1] === 'max' ? window.innerWidth <= Number(m[2]) : window.innerWidth >= Number(m[2]);
};
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    // width queries against the window's innerWidth (tests set it), as a browser answers them; the rest false
    value: (query: string) => ({
      matches: widthQuery(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });
}
// jsdom has <dialog> but not showModal/close
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  backend.reset();
  resetStore();
  resetFreshNonces();
  resetSessionVisitor();
  document.body.innerHTML = '';
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  });
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* storage disabled by a test */
  }
});
afterAll(() => server.close());
