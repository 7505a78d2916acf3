import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { busyProps, usePlatformProps, type PlatformProps } from './usePlatformProps';

const printed = () => {
  const el = document.createElement('div');
  el.innerHTML = '<button class="awp-btn" style="display:none; color: red" aria-label="printed">x</button>';
  const button = el.querySelector('button');
  if (!button) throw new Error('no button');
  return button;
};

describe('usePlatformProps', () => {
  it('writes attributes, classes and styles after each render; null means as printed', () => {
    const el = printed();
    const first: PlatformProps = {
      attrs: { 'aria-label': 'ours', role: 'alert' },
      classes: { 'is-error': true, 'awp-btn': false },
      style: { display: 'block' },
    };
    const { rerender } = renderHook((p: PlatformProps) => usePlatformProps(el, p), { initialProps: first });
    expect(el.getAttribute('aria-label')).toBe('ours');
    expect(el.getAttribute('role')).toBe('alert');
    expect(el.className).toBe('is-error');
    expect(el.style.display).toBe('block');
    rerender({
      attrs: { 'aria-label': null, role: null },
      classes: { 'is-error': false, 'awp-btn': true },
      style: { display: null },
    });
    expect(el.getAttribute('aria-label')).toBe('printed');
    expect(el.hasAttribute('role')).toBe(false);
    expect(el.className).toBe('awp-btn');
    expect(el.style.display).toBe('none');
    expect(el.style.color).toBe('red');
  });

  it('unmounting puts the element back as printed', () => {
    const el = printed();
    const before = el.outerHTML;
    const { unmount } = renderHook(() =>
      usePlatformProps(el, { ...busyProps(true), style: { display: 'inline-block', 'inline-size': '40%' } }),
    );
    expect(el.getAttribute('aria-busy')).toBe('true');
    expect(el.getAttribute('aria-disabled')).toBe('true');
    expect(el.classList.contains('is-loading')).toBe(true);
    unmount();
    expect(el.outerHTML).toBe(before);
  });

  it('an element without a style attribute gets none back', () => {
    const el = document.createElement('p');
    const { unmount } = renderHook(() => usePlatformProps(el, { style: { display: 'block' } }));
    unmount();
    expect(el.outerHTML).toBe('<p></p>');
  });
});
