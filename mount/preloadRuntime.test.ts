import { describe, expect, it, vi } from 'vitest';
import { withRuntimePreload } from './preloadRuntime';
import type { WidgetModule } from '../src/mount/types';

const dom: WidgetModule = { default: { mount: () => () => {} } };
const react: WidgetModule = { default: { Component: () => null } };

describe('withRuntimePreload', () => {
  it('preloads React once a React widget has arrived, not for a DOM widget', async () => {
    const preload = vi.fn();
    const lazy = withRuntimePreload({ a: () => Promise.resolve(dom), b: () => Promise.resolve(react) }, preload);
    await expect(lazy.a?.()).resolves.toBe(dom);
    expect(preload).not.toHaveBeenCalled();
    await expect(lazy.b?.()).resolves.toBe(react);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('passes a failed import on without preloading', async () => {
    const preload = vi.fn();
    const lazy = withRuntimePreload({ a: () => Promise.reject(new Error('404')) }, preload);
    await expect(lazy.a?.()).rejects.toThrow('404');
    expect(preload).not.toHaveBeenCalled();
  });
});
