import { describe, expect, it } from 'vitest';
import { mountStickyBlock } from './stickyBlocks';

describe('sticky blocks', () => {
  it("sticks core's sticky group below the header and restores the block on unmount", () => {
    document.body.innerHTML = '<div id="s" class="wp-block-group is-position-sticky">x</div>';
    const el = document.getElementById('s');
    if (!el) throw new Error('missing');
    const un = mountStickyBlock(el);
    expect(el.style.position).toBe('sticky');
    expect(el.style.insetBlockStart).toBe('0px');
    expect(el.previousElementSibling?.getAttribute('aria-hidden')).toBe('true'); // the stuck-state marker
    un();
    expect(el.style.position).toBe('');
    expect(el.previousElementSibling).toBeNull();
  });
});
