import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeFilesToPreload, withRuntimePreload } from './preloadRuntime';
import type { WidgetModule } from '../src/mount/types';

const dom: WidgetModule = { default: { mount: () => () => {} } };
const react: WidgetModule = { default: { Component: () => null } };

describe('withRuntimePreload', () => {
  it('preloads React with a named React widget, before its chunk arrives', () => {
    const preload = vi.fn();
    const lazy = withRuntimePreload(
      { b: () => new Promise<WidgetModule>(() => {}) },
      new Set(['b']),
      preload,
      vi.fn(),
    );
    void lazy.b?.();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads and evaluates React once an unnamed React widget has arrived, not for a DOM widget', async () => {
    const preload = vi.fn();
    const evaluate = vi.fn();
    const lazy = withRuntimePreload(
      { a: () => Promise.resolve(dom), b: () => Promise.resolve(react) },
      new Set(),
      preload,
      evaluate,
    );
    await expect(lazy.a?.()).resolves.toBe(dom);
    expect(preload).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();
    await expect(lazy.b?.()).resolves.toBe(react);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it('passes a failed import on without preloading', async () => {
    const preload = vi.fn();
    const lazy = withRuntimePreload(
      { a: () => Promise.reject(new Error('404')) },
      new Set(),
      preload,
      vi.fn(),
    );
    await expect(lazy.a?.()).rejects.toThrow('404');
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('runtimeFilesToPreload', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves out what the head script already asked for, and resolves the rest against the loaders chunk', () => {
    const base = 'https://shop.test/wp-content/plugins/sw/chunks/loaders-x.js';
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin="" href="https://shop.test/wp-content/plugins/sw/chunks/react-1.js">' +
      '<link rel="preload" as="style" href="https://shop.test/wp-content/plugins/sw/chunks/core-2.js">';
    expect(runtimeFilesToPreload(['./runtime-0.js', './react-1.js', './core-2.js'], base)).toEqual([
      'https://shop.test/wp-content/plugins/sw/chunks/runtime-0.js',
      // a link of another kind does not count
      'https://shop.test/wp-content/plugins/sw/chunks/core-2.js',
    ]);
  });
});

describe('reactFirst: React evaluated in a task of its own before a background React widget', () => {
  // a fresh module per test: the first evaluation is remembered for the page
  async function fresh(withHeadLink: boolean) {
    vi.resetModules();
    vi.stubEnv('PROD', true);
    vi.stubGlobal('__SW_RUNTIME__', ['./runtime-abc123.js', './react-def456.js']);
    document.head.innerHTML = withHeadLink
      ? '<link rel="modulepreload" href="https://shop.test/wp-content/plugins/sw/chunks/runtime-abc123.js">'
      : '';
    return (await import('./preloadRuntime')).withRuntimePreload;
  }
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('waits for React and a task before importing, once the head script has asked for React', async () => {
    const withRuntimePreload = await fresh(true);
    const load = vi.fn(() => Promise.resolve(react));
    const lazy = withRuntimePreload({ b: load }, new Set(['b']), vi.fn(), vi.fn());
    const done = lazy.b?.({ urgent: false });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await expect(done).resolves.toBe(react);
    expect(load).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('imports at once when the shopper is waiting, for a DOM widget, or when nothing asked for React yet', async () => {
    const withRuntimePreload = await fresh(true);
    const urgent = vi.fn(() => Promise.resolve(react));
    const domLoad = vi.fn(() => Promise.resolve(dom));
    const lazy = withRuntimePreload({ b: urgent, a: domLoad }, new Set(['b']), vi.fn(), vi.fn());
    void lazy.b?.({ urgent: true });
    void lazy.a?.({ urgent: false });
    expect(urgent).toHaveBeenCalledTimes(1);
    expect(domLoad).toHaveBeenCalledTimes(1);

    const notAsked = await fresh(false);
    const load = vi.fn(() => Promise.resolve(react));
    // the head script did not ask: React comes with the widget's own chunk (no request waits on another)
    void notAsked({ b: load }, new Set(['b']), vi.fn(), vi.fn()).b?.({ urgent: false });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
