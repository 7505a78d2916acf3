import { describe, expect, it } from 'vitest';
import { mountStickyBlock } from './stickyBlocks';

describe('sticky blocks', () => {
  it('sticks with the offset and restores the block on unmount', () => {
    document.body.innerHTML = '<div id="s" data-sw-sticky="12">x</div>';
    const el = document.getElementById('s');
    if (!el) throw new Error('missing');
    const un = mountStickyBlock(el);
    expect(el.style.position).toBe('sticky');
    expect(el.style.insetBlockStart).toBe('12px');
    expect(el.previousElementSibling?.getAttribute('aria-hidden')).toBe('true'); // the stuck-state marker
    un();
    expect(el.style.position).toBe('');
    expect(el.previousElementSibling).toBeNull();
  });
});
