import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { getStore } from '../../src/store';
import { registry } from '../../mount/registry';
import { starKeyTarget } from './reviewRating';
import widget from './index';

const w = window as unknown as Record<string, unknown>;
const OPTIONS = ['1 من 5 نجوم', '2 من 5 نجوم', '3 من 5 نجوم', '4 من 5 نجوم', '5 من 5 نجوم'];

/** WooCommerce's comment form as single-product-reviews.php prints it (8.x on), the label's id optional */
function form(labelId = ' id="comment-form-rating-label"') {
  document.body.innerHTML = `<div id="respond" class="comment-respond"><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
<div class="comment-form-rating"><label for="rating"${labelId}>تقييمك&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
<option value="">قيّم&hellip;</option><option value="5">ممتاز</option><option value="4">جيد</option><option value="3">متوسط</option><option value="2">ليس سيئاً</option><option value="1">سيئ جداً</option>
</select></div><p class="comment-form-comment"><textarea id="comment" name="comment"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="إرسال"></p></form></div>`;
  return document.querySelector<HTMLSelectElement>('#rating')!;
}

const mount = (select: HTMLSelectElement) =>
  widget.mount(select, { name: 'review-rating', store: getStore() });
const stars = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('#respond p.stars a'));
const star = (n: number) => document.querySelector<HTMLAnchorElement>(`#respond p.stars a.star-${n}`)!;
const group = () => document.querySelector<HTMLElement>('#respond p.stars [role="radiogroup"]')!;
const checked = () => stars().map((a) => a.getAttribute('aria-checked'));

beforeEach(() => {
  w.wc_single_product_params = {
    i18n_required_rating_text: 'يرجى اختيار تقييم',
    i18n_rating_options: OPTIONS,
    review_rating_required: 'yes',
  };
  document.documentElement.dir = 'rtl';
});
afterEach(() => {
  delete w.wc_single_product_params;
  document.documentElement.dir = '';
  document.body.innerHTML = '';
});

describe('review rating: the stars', () => {
  it('mounts on WooCommerce’s comment form select (#respond), not on another form’s', () => {
    const entry = registry.find((e) => e.name === 'review-rating');
    form();
    expect(document.querySelector(entry?.selector ?? '-')).toBe(document.querySelector('#rating'));
    document.body.innerHTML = '<div class="cr-review-form-wrap"><select id="rating"></select></div>';
    expect(document.querySelector(entry?.selector ?? '-')).toBeNull();
  });

  it('hides the select behind WooCommerce’s p.stars, named by the label, once, and puts it all back', () => {
    const select = form();
    const stop = mount(select);
    expect(mount(select)).toBeTypeOf('function'); // a second mount adds nothing
    expect(document.querySelectorAll('p.stars')).toHaveLength(1);
    expect(select.previousElementSibling?.matches('p.stars')).toBe(true);
    expect(select.style.display).toBe('none');
    expect(group().getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(group().getAttribute('aria-required')).toBe('true');
    expect(
      stars().map((a) => [a.className, a.getAttribute('role'), a.getAttribute('href'), a.tabIndex]),
    ).toEqual([1, 2, 3, 4, 5].map((n) => [`star-${n}`, 'radio', '#', n === 1 ? 0 : -1]));
    expect(stars().map((a) => a.textContent)).toEqual(OPTIONS);
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false']);
    stop();
    expect(document.querySelector('p.stars')).toBeNull();
    expect(select.style.display).toBe('');
    expect(document.querySelector('label')?.id).toBe('comment-form-rating-label');
  });

  it('leaves the form alone where WooCommerce’s own script already made its stars', () => {
    const select = form();
    select.insertAdjacentHTML('beforebegin', '<p class="stars"><span role="group"></span></p>');
    mount(select)();
    expect(document.querySelectorAll('p.stars')).toHaveLength(1);
    expect(select.style.display).toBe('');
  });

  it('gives a label without an id one (a free one), and names the stars in Arabic without WooCommerce’s texts', () => {
    delete w.wc_single_product_params;
    const taken = document.createElement('span');
    const select = form('');
    taken.id = 'comment-form-rating-label';
    document.body.append(taken);
    const stop = mount(select);
    const label = document.querySelector('label')!;
    expect(label.id).toBe('comment-form-rating-label-2');
    expect(group().getAttribute('aria-labelledby')).toBe(label.id);
    expect(group().hasAttribute('aria-required')).toBe(false);
    expect(star(4).textContent).toBe('4 من 5 نجوم');
    stop();
    expect(label.hasAttribute('id')).toBe(false);
  });

  it('names the stars “your rating” where no label is printed', () => {
    const select = form();
    document.querySelector('label')?.remove();
    mount(select);
    expect(group().getAttribute('aria-label')).toBe('تقييمك');
  });

  it('a star clicked sets the select to its number, as WooCommerce marks it, without following href="#"', () => {
    const select = form();
    mount(select);
    const changes = vi.fn();
    select.addEventListener('change', changes);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    star(4).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(select.value).toBe('4');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(stars().map((a) => [a.classList.contains('active'), a.tabIndex])).toEqual([
      [false, -1],
      [false, -1],
      [false, -1],
      [true, 0],
      [false, -1],
    ]);
    expect(document.querySelector('p.stars')?.classList.contains('selected')).toBe(true);
    fireEvent.click(star(2));
    expect(select.value).toBe('2');
    expect(checked()).toEqual(['false', 'true', 'false', 'false', 'false']);
  });

  it('shows a rating chosen in the select before it ran, and takes focus from the select', () => {
    const select = form();
    select.value = '3';
    select.focus();
    mount(select);
    expect(checked()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(document.activeElement).toBe(star(3));
  });
});

describe('review rating: the keyboard', () => {
  it('follows the ARIA radio group pattern, arrows in the reading direction, wrapping', () => {
    // RTL: ArrowLeft is the next star
    expect([0, 4].map((i) => starKeyTarget('ArrowLeft', i, true))).toEqual([1, 0]);
    expect([0, 4].map((i) => starKeyTarget('ArrowRight', i, true))).toEqual([4, 3]);
    expect([0, 4].map((i) => starKeyTarget('ArrowRight', i, false))).toEqual([1, 0]);
    expect([0, 4].map((i) => starKeyTarget('ArrowDown', i, true))).toEqual([1, 0]);
    expect([0, 4].map((i) => starKeyTarget('ArrowUp', i, false))).toEqual([4, 3]);
    expect([starKeyTarget('Home', 3, true), starKeyTarget('End', 0, true)]).toEqual([0, 4]);
    expect(starKeyTarget('Tab', 0, true)).toBeNull();
  });

  it('moves focus and the choice with the arrows (RTL on this page), Space chooses, modified keys are the browser’s', () => {
    const select = form();
    mount(select);
    star(1).focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    star(1).dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true); // no page scroll
    expect(select.value).toBe('1');
    fireEvent.keyDown(star(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(star(2));
    expect(select.value).toBe('2');
    fireEvent.keyDown(star(2), { key: 'ArrowDown' });
    expect(select.value).toBe('3');
    fireEvent.keyDown(star(3), { key: 'ArrowRight' });
    expect(select.value).toBe('2');
    fireEvent.keyDown(star(2), { key: 'End' });
    expect([document.activeElement, select.value]).toEqual([star(5), '5']);
    fireEvent.keyDown(star(5), { key: 'ArrowLeft' });
    expect(select.value).toBe('1');
    fireEvent.keyDown(star(1), { key: 'ArrowLeft', altKey: true });
    expect(select.value).toBe('1');
    expect(checked()).toEqual(['true', 'false', 'false', 'false', 'false']);
  });

  it('reads ArrowRight as the next star on a left-to-right page', () => {
    document.documentElement.dir = 'ltr';
    const select = form();
    mount(select);
    fireEvent.keyDown(star(1), { key: 'ArrowRight' });
    expect(select.value).toBe('2');
  });
});

describe('review rating: the submit', () => {
  it('stops a submit without a rating where one is required and says why beside the stars, focus on them', () => {
    const select = form();
    mount(select);
    const later = vi.fn(); // another submit listener (a captcha's) never hears the refused submit
    const f = select.form!;
    f.addEventListener('submit', later);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    f.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(later).not.toHaveBeenCalled();
    const alert = document.querySelector<HTMLElement>('.comment-form-rating [role="alert"]')!;
    expect(alert.textContent).toBe('يرجى اختيار تقييم');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(group().getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(star(1));
    f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    fireEvent.click(star(5));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(group().hasAttribute('aria-describedby')).toBe(false);
    const ok = new Event('submit', { bubbles: true, cancelable: true });
    f.dispatchEvent(ok);
    expect(ok.defaultPrevented).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('lets a submit without a rating through where none is required', () => {
    w.wc_single_product_params = { i18n_rating_options: OPTIONS, review_rating_required: 'no' };
    const select = form();
    mount(select);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    select.form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('answers the browser’s own check of the hidden required select (a form without novalidate)', () => {
    const select = form();
    mount(select);
    expect(select.checkValidity()).toBe(false); // a script's check of a novalidate form shows nothing
    expect(document.querySelector('[role="alert"]')).toBeNull();
    select.form!.removeAttribute('novalidate');
    expect(select.checkValidity()).toBe(false);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('يرجى اختيار تقييم');
    expect(document.activeElement).toBe(star(1));
  });

  it('sends a click on the label to the stars, and takes it all away on unmount', () => {
    const select = form();
    const stop = mount(select);
    fireEvent.click(star(3));
    star(3).blur();
    fireEvent.click(document.querySelector('label')!);
    expect(document.activeElement).toBe(star(3));
    select.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    stop();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    select.value = '';
    select.form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
