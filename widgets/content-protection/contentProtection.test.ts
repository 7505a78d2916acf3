import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { mountContentProtection } from './contentProtection';
import { isBlockedShortcut, MESSAGE_MS, LONG_TOUCH_MS } from './rules';
import { loadPage } from '../../src/testing/page';

const box = () => document.getElementById('wpcp-error-message')!;

describe('content protection rules', () => {
  it.each(['a', 'c', 'x', 'u', 'v', 's', 'i', '+', 'C'])('blocks Ctrl+%s outside fields', (key) => {
    expect(isBlockedShortcut({ ctrlKey: true, metaKey: false, key, target: document.body })).toBe(true);
  });
  it('lets shortcuts through in text inputs, text areas and editable content', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    editable.append(document.createElement('span'));
    for (const target of [input, area, editable.firstElementChild!]) {
      expect(isBlockedShortcut({ ctrlKey: true, metaKey: false, key: 'c', target })).toBe(false);
    }
    expect(isBlockedShortcut({ ctrlKey: false, metaKey: false, key: 'c', target: document.body })).toBe(false);
  });
});

describe('content protection widget', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the Arabic message for 3 s on a blocked shortcut, and keeps show_wpcp_message defined', () => {
    vi.useFakeTimers();
    loadPage('/');
    const stop = mountContentProtection(document.body);
    const e = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(box().className).toContain('showme');
    expect(box().textContent).toBe('غير مسموح لك بنسخ المحتوى أو عرض المصدر');
    vi.advanceTimersByTime(MESSAGE_MS);
    expect(box().className).toContain('hideme');
    expect(typeof window.show_wpcp_message).toBe('function');
    window.show_wpcp_message?.('<img src=x onerror=alert(1)>');
    expect(box().querySelector('img')).toBeNull();
    stop();
    expect(window.show_wpcp_message).toBeUndefined();
  });

  it('blocks the context menu and image drag, not in inputs; double click and long touch show the notice', () => {
    vi.useFakeTimers();
    loadPage('/');
    const stop = mountContentProtection(document.body);
    const img = document.querySelector('img')!;
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    img.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    const input = document.querySelector<HTMLInputElement>('input[type=search]')!;
    const inInput = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    input.dispatchEvent(inInput);
    expect(inInput.defaultPrevented).toBe(false);
    const drag = new Event('dragstart', { bubbles: true, cancelable: true });
    img.dispatchEvent(drag);
    expect(drag.defaultPrevented).toBe(true);
    fireEvent.doubleClick(document.querySelector('h1')!);
    expect(box().textContent).toBe('المحتوى محمي !!');
    vi.advanceTimersByTime(MESSAGE_MS);
    fireEvent.touchStart(document.querySelector('h1')!);
    vi.advanceTimersByTime(LONG_TOUCH_MS - 1);
    expect(box().className).toContain('hideme');
    vi.advanceTimersByTime(1);
    expect(box().className).toContain('showme');
    stop();
  });
});
