import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { mountScrollToTop, threshold, NO_HEADER_THRESHOLD_PX } from './scrollToTop';
import { loadPage } from '../../src/testing/page';

const button = () => document.getElementById('ast-scroll-top')!;
const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
};

describe('scroll to top', () => {
  it('uses header height + 100 px, or 300 px without a header', () => {
    loadPage('/');
    const masthead = document.getElementById('masthead')!;
    Object.defineProperty(masthead, 'offsetHeight', { configurable: true, value: 120 });
    expect(threshold()).toBe(220);
    masthead.remove();
    expect(threshold()).toBe(NO_HEADER_THRESHOLD_PX);
  });

  it('appears past the threshold and scrolls up smoothly by click, Enter and Space', async () => {
    loadPage('/');
    document.getElementById('masthead')!.remove();
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const stop = mountScrollToTop(button());
    expect(button().style.display).toBe('none');
    await scrollTo(301);
    expect(button().style.display).toBe('flex');
    fireEvent.click(button());
    fireEvent.keyDown(button(), { key: 'Enter' });
    fireEvent.keyDown(button(), { key: ' ' });
    expect(spy).toHaveBeenCalledTimes(3);
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await scrollTo(100);
    expect(button().style.display).toBe('none');
    stop();
  });
});
