import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { HASH_DELAY_MS, mountScrollToHash } from './scrollToHash';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('scroll to hash', () => {
  it('scrolls to the #anchor 750 ms after start, and focuses it', () => {
    vi.useFakeTimers();
    loadPage('/');
    document
      .querySelector('main')
      ?.insertAdjacentElement(
        'beforeend',
        Object.assign(document.createElement('h2'), { id: 'offers', textContent: 'عروض' }),
      );
    window.history.replaceState(null, '', '/#offers');
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stop = mountScrollToHash();
    vi.advanceTimersByTime(HASH_DELAY_MS - 1);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('offers');
  });

  it('leaves the focus where the shopper has moved it before the 750 ms (a hash another widget wrote, an opened form)', () => {
    vi.useFakeTimers();
    loadPage('/');
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<h2 id="reviews">المراجعات</h2><button id="star" type="button">1</button>',
      );
    window.history.replaceState(null, '', '/#reviews');
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stop = mountScrollToHash();
    document.getElementById('star')?.focus();
    vi.advanceTimersByTime(HASH_DELAY_MS);
    expect(spy).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('star');
  });

  it('same-page anchor links scroll smoothly; links handled by others and other pages are left alone', () => {
    loadPage('/');
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'beforeend',
      '<h2 id="faq">أسئلة</h2><a id="l1" href="#faq">faq</a><a id="l2" href="/shop/#faq">shop</a><a id="l3" href="#faq" role="tab">tab</a>',
    );
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stop = mountScrollToHash();
    expect(fireEvent.click(document.getElementById('l1') ?? document.body)).toBe(false); // default prevented
    expect(spy).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#faq');
    document.getElementById('l2')?.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(document.getElementById('l2') ?? document.body);
    fireEvent.click(document.getElementById('l3') ?? document.body);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a link to a target in a closed tab panel is left to the tabs (whichever listener came first) and the browser', () => {
    loadPage('/');
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<div id="tab-reviews" hidden><div id="reviews">المراجعات</div></div><a id="rating" href="#reviews">2 مراجعة</a>',
      );
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stop = mountScrollToHash();
    expect(fireEvent.click(document.getElementById('rating') ?? document.body)).toBe(true); // not prevented
    expect(spy).not.toHaveBeenCalled();
  });

  it("does nothing when Astra's scroll-to-id is off", () => {
    vi.useFakeTimers();
    loadPage('/');
    (window as unknown as { astra: Record<string, unknown> }).astra.is_scroll_to_id = '';
    window.history.replaceState(null, '', '/#masthead');
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stop = mountScrollToHash();
    vi.advanceTimersByTime(2000);
    expect(spy).not.toHaveBeenCalled();
  });
});
