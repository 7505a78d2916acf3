import { describe, expect, it, vi } from 'vitest';
import { whenShown } from './whenShown';

describe('whenShown', () => {
  it('runs at once, or once nothing a first-paint job is showing is marked any more', async () => {
    const run = vi.fn();
    document.body.innerHTML = '<div></div>';
    whenShown(run);
    expect(run).toHaveBeenCalledTimes(1);
    const el = document.querySelector<HTMLElement>('div')!;
    el.dataset.swShowing = 'pending';
    whenShown(run);
    await new Promise((r) => setTimeout(r, 50));
    expect(run).toHaveBeenCalledTimes(1);
    delete el.dataset.swShowing;
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });
});
