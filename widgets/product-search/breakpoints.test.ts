import { describe, expect, it } from 'vitest';
import { breakpointReached, flexibleMode, isIconLayout } from './breakpoints';

const box = (classes: string) => {
  const el = document.createElement('div');
  el.className = `dgwt-wcas-search-wrapp ${classes}`;
  return el;
};

describe('FiboSearch breakpoints', () => {
  it('is reached at or below the printed breakpoint', () => {
    expect(breakpointReached(921, 921, {}, 'layout_breakpoint')).toBe(true);
    expect(breakpointReached(922, 921, {}, 'layout_breakpoint')).toBe(false);
  });

  it('a custom param of the same name wins (parseInt), one that is not a number is never reached', () => {
    expect(breakpointReached(1000, 921, { layout_breakpoint: '1200px' }, 'layout_breakpoint')).toBe(true);
    expect(
      breakpointReached(500, 921, { mobile_overlay_breakpoint: '400' }, 'mobile_overlay_breakpoint'),
    ).toBe(false);
    expect(breakpointReached(500, 921, { layout_breakpoint: 'wide' }, 'layout_breakpoint')).toBe(false);
    expect(breakpointReached(500, 921, { mobile_overlay_breakpoint: '400' }, 'layout_breakpoint')).toBe(true);
  });

  it('reads the flexible mode from the printed layout class', () => {
    expect(flexibleMode(box('js-dgwt-wcas-layout-icon-flexible dgwt-wcas-layout-icon-flexible'))).toBe(1);
    expect(
      flexibleMode(box('js-dgwt-wcas-layout-icon-flexible-inv dgwt-wcas-layout-icon-flexible-inv')),
    ).toBe(2);
    expect(flexibleMode(box('js-dgwt-wcas-layout-icon dgwt-wcas-layout-icon'))).toBe(0);
  });

  it('icon-flexible is the icon below the breakpoint, icon-flexible-inv above it; the others keep their layout', () => {
    expect(isIconLayout(false, 1, true)).toBe(true);
    expect(isIconLayout(false, 1, false)).toBe(false);
    expect(isIconLayout(false, 2, true)).toBe(false);
    expect(isIconLayout(false, 2, false)).toBe(true);
    expect(isIconLayout(true, 0, false)).toBe(true);
    expect(isIconLayout(false, 0, true)).toBe(false);
  });
});
