import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { mountContentProtection } from './contentProtection';
import { isBlockedShortcut, MESSAGE_MS, LONG_TOUCH_MS } from './rules';
import { loadPage } from '../../src/testing/page';

const box = () => document.getElementById('wpcp-error-message')!;

describe('content protection rules', () => {
  const shortcut = (keyCode: number, code: string, target: EventTarget = document.body, ctrlKey = true) =>
    isBlockedShortcut({ ctrlKey, metaKey: false, keyCode, code, target });
  it.each([
    [65, 'KeyA'],
    [67, 'KeyC'],
    [88, 'KeyX'],
    [85, 'KeyU'],
    [86, 'KeyV'],
    [83, 'KeyS'],
    [73, 'KeyI'],
  ])('blocks Ctrl + keyCode %i (%s) outside fields', (keyCode, code) => {
    expect(shortcut(keyCode, code)).toBe(true);
    expect(shortcut(0, code)).toBe(true); // keyCode 0 (IME): the physical code still counts
  });
  it('matches the physical key, not the layout: Ctrl+C on an Arabic keyboard (key "ؤ") is blocked', () => {
    const e = new KeyboardEvent('keydown', { key: 'ؤ', code: 'KeyC', keyCode: 67, ctrlKey: true });
    expect(
      isBlockedShortcut({
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        keyCode: e.keyCode,
        code: e.code,
        target: document.body,
      }),
    ).toBe(true);
  });
  it('leaves Ctrl + "+" / "=" (zoom) and other keys alone, as the plugin does', () => {
    expect(shortcut(187, 'Equal')).toBe(false);
    expect(shortcut(107, 'NumpadAdd')).toBe(false);
    expect(shortcut(80, 'KeyP')).toBe(false);
  });
  it('lets shortcuts through in text inputs, text areas and editable content', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    editable.append(document.createElement('span'));
    for (const target of [input, area, editable.firstElementChild!])
      expect(shortcut(67, 'KeyC', target)).toBe(false);
    expect(shortcut(67, 'KeyC', document.body, false)).toBe(false);
  });
});

describe('content protection widget', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the Arabic message for 3 s on a blocked shortcut, and keeps show_wpcp_message defined', () => {
    vi.useFakeTimers();
    loadPage('/');
    const stop = mountContentProtection(document.body);
    const e = new KeyboardEvent('keydown', {
      key: 'ؤ',
      code: 'KeyC',
      keyCode: 67,
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
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
