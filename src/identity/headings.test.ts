import { afterEach, describe, expect, it, vi } from 'vitest';
import { fittingHeadingLevel, fixHeadingLevel } from './headings';

// jsdom lays nothing out: visibility is what the test says through checkVisibility (or getClientRects without it)
function page(html: string): void {
  document.body.innerHTML = html;
}
const hidden = (el: Element) => el.closest('[data-hidden]') !== null;

describe('heading levels', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility');
    document.body.innerHTML = '';
  });

  it('gives a Wawp <h3> under the page <h1> level 2, and undoes it', () => {
    page('<h1>الحساب</h1><div><h3 id="t">إنشاء حساب</h3></div>');
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value(this: Element) {
        return !hidden(this);
      },
    });
    const h = document.getElementById('t');
    const undo = fixHeadingLevel(h);
    expect(h?.getAttribute('aria-level')).toBe('2');
    undo();
    expect(h?.hasAttribute('aria-level')).toBe(false);
  });

  it('skips a hidden heading and reads visibility without forcing a layout', () => {
    page('<h1>الحساب</h1><div data-hidden><h2>مخفي</h2><h3>مخفي</h3></div><h3 id="t">رمز التحقق</h3>');
    const check = vi.fn(function (this: Element) {
      return !hidden(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', { configurable: true, value: check });
    const rects = vi.spyOn(HTMLElement.prototype, 'getClientRects');
    const h = document.getElementById('t');
    expect(h && fittingHeadingLevel(h)).toBe(2);
    expect(check).toHaveBeenCalled();
    expect(rects).not.toHaveBeenCalled();
  });

  it('falls back to the layout read where checkVisibility is missing', () => {
    page('<h1>الحساب</h1><h2 id="p">القسم</h2><h4 id="t">خطوة</h4>');
    const rects = vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (this.id === 'p' ? [new DOMRect()] : []) as unknown as DOMRectList;
    });
    const h = document.getElementById('t');
    expect(h && fittingHeadingLevel(h)).toBe(3);
    expect(rects).toHaveBeenCalled();
  });

  it('leaves a level the page chose, and a heading already in order', () => {
    page('<h1>الحساب</h1><h3 id="a" aria-level="3">أ</h3><h2 id="b">ب</h2>');
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value: () => true,
    });
    const a = document.getElementById('a');
    const b = document.getElementById('b');
    expect(a && fittingHeadingLevel(a)).toBeNull();
    expect(b && fittingHeadingLevel(b)).toBeNull();
  });
});
