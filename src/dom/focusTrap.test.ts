import { afterEach, describe, expect, it } from 'vitest';
import { focusablesIn, trapTab } from './focusTrap';

afterEach(() => (document.body.innerHTML = ''));

const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

describe('the one modal/drawer focus rule', () => {
  it('lists what can take focus, in order, through the caller’s filter', () => {
    document.body.innerHTML = `<div id="p"><a href="/a">a</a><a>no href</a><button disabled>x</button><input type="hidden">
      <input id="i"><video controls></video><span tabindex="0" class="skip"></span><span tabindex="-1"></span></div>`;
    const p = document.getElementById('p')!;
    expect(focusablesIn(p).map((e) => e.tagName)).toEqual(['A', 'INPUT', 'VIDEO', 'SPAN']);
    expect(focusablesIn(p, (e) => !e.classList.contains('skip')).map((e) => e.tagName)).toEqual([
      'A',
      'INPUT',
      'VIDEO',
    ]);
  });

  it('Tab from the last goes to the first, Shift+Tab from the first to the last, from outside in; else the browser moves', () => {
    document.body.innerHTML =
      '<button id="out">out</button><div id="p"><button id="a">a</button><button id="b">b</button></div>';
    const p = document.getElementById('p')!;
    const [a, b, out] = ['a', 'b', 'out'].map((id) => document.getElementById(id)!);
    const items = focusablesIn(p);
    b!.focus();
    let e = tab();
    expect(trapTab(e, p, items)).toBe(true);
    expect(e.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(a);
    e = tab(true);
    expect(trapTab(e, p, items)).toBe(true);
    expect(document.activeElement).toBe(b);
    e = tab(true);
    expect(trapTab(e, p, items)).toBe(false); // from b back to a: the browser's own move
    expect(e.defaultPrevented).toBe(false);
    out!.focus();
    expect(trapTab(tab(), p, items)).toBe(true);
    expect(document.activeElement).toBe(a);
    expect(trapTab(new KeyboardEvent('keydown', { key: 'Enter' }), p, items)).toBe(false);
    expect(trapTab(tab(), p, [])).toBe(false);
  });
});
