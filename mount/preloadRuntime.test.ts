import { describe, expect, it, vi } from 'vitest';
import { withRuntimePreload } from './preloadRuntime';
import type { WidgetModule } from '../src/mount/types';

const dom: WidgetModule = { default: { mount: () => () => {} } };
const react: WidgetModule = { default: { Component: () => null } };

describe('withRuntimePreload', () => {
  it('preloads React with a named React widget, before its chunk arrives', () => {
    const preload = vi.fn();
    const lazy = withRuntimePreload({ b: () => new Promise<WidgetModule>(() => {}) }, new Set(['b']), preload, vi.fn());
    void lazy.b?.();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads and evaluates React once an unnamed React widget has arrived, not for a DOM widget', async () => {
    const preload = vi.fn();
    const evaluate = vi.fn();
    const lazy = withRuntimePreload({ a: () => Promise.resolve(dom), b: () => Promise.resolve(react) }, new Set(), preload, evaluate);
    await expect(lazy.a?.()).resolves.toBe(dom);
    expect(preload).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();
    await expect(lazy.b?.()).resolves.toBe(react);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it('passes a failed import on without preloading', async () => {
    const preload = vi.fn();
    const lazy = withRuntimePreload({ a: () => Promise.reject(new Error('404')) }, new Set(), preload, vi.fn());
    await expect(lazy.a?.()).rejects.toThrow('404');
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('REACT_WIDGETS', () => {
  it('names exactly the widgets whose module is a React widget', async () => {
    const { widgets, REACT_WIDGETS } = await import('./loaders');
    const react: string[] = [];
    for (const [name, load] of Object.entries(widgets)) if (!('mount' in (await load()).default)) react.push(name);
    expect([...REACT_WIDGETS].sort()).toEqual(react.sort());
  }, 60_000);
});
