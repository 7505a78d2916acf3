// The copy protector's options (wccp_settings, preventer-index.php 3.5.9) as the fake prints them per page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { mountWidget } from '../../src/testing/mountWidget';
import { wccpState, type WccpSettings } from '../../fixtures/backend/routes/copyProtection';

const box = () => document.getElementById('wpcp-error-message')!;
const settings = (s: Partial<WccpSettings>) => Object.assign(wccpState(backend.session()), s);
const ctrlC = () => {
  const e = new KeyboardEvent('keydown', {
    key: 'c',
    code: 'KeyC',
    keyCode: 67,
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
  });
  document.querySelector('h1')!.dispatchEvent(e);
  return e.defaultPrevented;
};
const contextMenu = () => {
  const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  document.querySelector('h1')!.dispatchEvent(e);
  return e.defaultPrevented;
};
const CSS_OFF = {
  home_css_protection: 'Disabled',
  posts_css_protection: 'Disabled',
  pages_css_protection: 'Disabled',
};

afterEach(() => vi.useRealTimers());

describe('content protection, per the plugin options', () => {
  it('CSS protection off (body class `none`): the page is still protected as the plugin protects it', async () => {
    settings(CSS_OFF);
    loadPage('/');
    expect(document.body.classList.contains('unselectable')).toBe(false);
    expect(document.body.classList.contains('none')).toBe(true);
    const stop = await mountWidget('content-protection', document.body);
    expect(ctrlC()).toBe(true);
    expect(contextMenu()).toBe(true);
    await stop();
  });

  it("the plugin's English default message is shown in Arabic; a shop's own message as the shop wrote it", async () => {
    loadPage('/');
    let stop = await mountWidget('content-protection', document.body);
    fireEvent.doubleClick(document.querySelector('h1')!);
    expect(box().textContent).toBe('المحتوى محمي !!');
    await stop();
    settings({ smessage: 'النسخ غير متاح في متجرنا' });
    loadPage('/');
    stop = await mountWidget('content-protection', document.body);
    fireEvent.doubleClick(document.querySelector('h1')!);
    expect(box().textContent).toBe('النسخ غير متاح في متجرنا');
    await stop();
  });

  it('an empty message: a double click shows nothing, as the plugin', async () => {
    settings({ smessage: '' });
    loadPage('/');
    const stop = await mountWidget('content-protection', document.body);
    fireEvent.doubleClick(document.querySelector('h1')!);
    expect(box().className).toContain('hideme');
    await stop();
  });

  it('page protection off, right click on (a page reads the posts right-click option): only the menu and drag are blocked', async () => {
    settings({ page_protection: 'Disabled' });
    loadPage('/cart/');
    const stop = await mountWidget('content-protection', document.body);
    expect(ctrlC()).toBe(false);
    expect(contextMenu()).toBe(true);
    await stop();
  });

  it("right click off for the home page: its context menu is the browser's; the selection script still runs", async () => {
    settings({ right_click_protection_homepage: '' });
    loadPage('/');
    const stop = await mountWidget('content-protection', document.body);
    expect(contextMenu()).toBe(false);
    expect(ctrlC()).toBe(true);
    await stop();
  });

  it('every protection off for single posts: nothing is blocked on a product page, and show_wpcp_message is left alone', async () => {
    settings({ single_posts_protection: 'Disabled', right_click_protection_posts: '' });
    loadPage('/product/electric-kettle/');
    const stop = await mountWidget('content-protection', document.body);
    expect(ctrlC()).toBe(false);
    expect(contextMenu()).toBe(false);
    expect(window.show_wpcp_message).toBeUndefined();
    await stop();
  });

  it('the `img` option: a double click on an image shows the image message, in Arabic', async () => {
    settings({ img: 'checked' });
    loadPage('/');
    const stop = await mountWidget('content-protection', document.body);
    fireEvent.doubleClick(document.querySelector('img')!);
    expect(box().textContent).toBe('غير مسموح لك بحفظ الصور!');
    await stop();
  });

  it('without the plugin file (no storefrontWidgetsCopyProtection) the widget stands down', async () => {
    loadPage('/');
    Reflect.deleteProperty(window, 'storefrontWidgetsCopyProtection');
    const stop = await mountWidget('content-protection', document.body);
    expect(ctrlC()).toBe(false);
    await stop();
  });
});
