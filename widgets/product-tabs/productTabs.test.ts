import { afterEach, describe, expect, it } from 'vitest';
import { backend } from '../../src/testing/server';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';
import { fireEvent } from '@testing-library/dom';
import { loadPage } from '../../src/testing/page';
import { mountProductTabs } from './productTabs';
import { panelForHash } from './productTabPanels';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
  cusrevSite(backend.session()).placement = 'tab';
});

function setup(hash = '', query = '') {
  history.replaceState(null, '', `/product/electric-kettle/${query}${hash}`);
  loadPage(`/product/electric-kettle/${query}`);
  const root = document.querySelector<HTMLElement>('.woocommerce-tabs')!;
  cleanup = mountProductTabs(root);
  const panel = (id: string) => document.getElementById(id)!;
  const tab = (id: string) => root.querySelector<HTMLAnchorElement>(`a[href="#${id}"]`)!;
  return { root, panel, tab };
}

describe('product tabs', () => {
  it('maps review and Q&A anchors to their tabs', () => {
    const ids = ['tab-description', 'tab-reviews', 'tab-cr_qna'];
    expect(panelForHash('#reviews', ids)).toBe('tab-reviews');
    expect(panelForHash('#comment-4003', ids)).toBe('tab-reviews');
    expect(panelForHash('#cr_qna', ids)).toBe('tab-cr_qna');
    expect(panelForHash('#tab-cr_qna', ids)).toBe('tab-cr_qna');
    expect(panelForHash('#nothing', ids)).toBeNull();
  });

  it('shows the first tab, and the arrow keys move in RTL', () => {
    const { panel, tab } = setup();
    expect(panel('tab-description').hidden).toBe(false);
    expect(panel('tab-reviews').hidden).toBe(true);
    expect(tab('tab-description').getAttribute('aria-selected')).toBe('true');
    expect(tab('tab-reviews').tabIndex).toBe(-1);
    tab('tab-description').focus();
    fireEvent.keyDown(tab('tab-description'), { key: 'ArrowLeft' }); // next in RTL
    expect(panel('tab-reviews').hidden).toBe(false);
    expect(document.activeElement).toBe(tab('tab-reviews'));
    fireEvent.keyDown(tab('tab-reviews'), { key: 'End' });
    expect(panel('tab-cr_qna').hidden).toBe(false);
    fireEvent.keyDown(tab('tab-cr_qna'), { key: 'Home' });
    expect(panel('tab-description').hidden).toBe(false);
  });

  it('opens the reviews tab from #reviews in the address and from the rating link', () => {
    const { panel } = setup('#reviews');
    expect(panel('tab-reviews').hidden).toBe(false);
    cleanup();
    const again = setup();
    fireEvent.click(document.querySelector('a.woocommerce-review-link')!);
    expect(again.panel('tab-reviews').hidden).toBe(false);
  });

  it('a link to #tab-cr_qna opens the Q&A tab', () => {
    const { panel, tab } = setup();
    const link = document.createElement('a');
    link.href = '#tab-cr_qna';
    link.textContent = 'الأسئلة';
    document.body.append(link);
    fireEvent.click(link);
    expect(panel('tab-cr_qna').hidden).toBe(false);
    expect(tab('tab-cr_qna').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('tab-description'));
    expect(panel('tab-cr_qna').hidden).toBe(true);
  });
});

describe('product tabs on both WooCommerce tab templates', () => {
  const roles = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('.wc-tabs li')).map((li) => [
      li.getAttribute('role'),
      li.querySelector('a')?.getAttribute('role'),
    ]);

  it('9.8.0 (li role="presentation", role="tab" on the link): one tab per title, on the link', () => {
    const { root } = setup();
    expect(roles(root)).toEqual([
      ['presentation', 'tab'],
      ['presentation', 'tab'],
      ['presentation', 'tab'],
    ]);
  });

  it('3.8.0 (role="tab" and aria-controls on the li, plain link): the role moves to the link, never on both', () => {
    history.replaceState(null, '', '/product/electric-kettle/?sw_tabs_template=3.8');
    loadPage('/product/electric-kettle/?sw_tabs_template=3.8');
    const root = document.querySelector<HTMLElement>('.woocommerce-tabs')!;
    expect(root.querySelector('li[role="tab"][aria-controls="tab-reviews"] > a:not([role])')).not.toBeNull();
    cleanup = mountProductTabs(root);
    expect(roles(root)).toEqual([
      ['presentation', 'tab'],
      ['presentation', 'tab'],
      ['presentation', 'tab'],
    ]);
    const tab = root.querySelector<HTMLAnchorElement>('a[href="#tab-reviews"]')!;
    expect(tab.getAttribute('aria-controls')).toBe('tab-reviews');
    expect(root.querySelector('li[aria-controls], li[tabindex]')).toBeNull();
    fireEvent.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('tab-reviews')!.hidden).toBe(false);
    expect(document.getElementById('tab-reviews')!.getAttribute('aria-labelledby')).toBe(tab.id);
  });

  it('a link to the same path with another query is another page: followed, not taken as a tab link', () => {
    setup('#tab-reviews', '?ivrating=4');
    const seeAll = document.createElement('a');
    seeAll.href = '/product/electric-kettle/#tab-reviews';
    document.body.append(seeAll);
    let followed = false;
    document.addEventListener('click', (e) => (followed = !e.defaultPrevented), { once: true });
    fireEvent.click(seeAll);
    expect(followed).toBe(true);
  });

  // cr-rating.php's link (printed with CusRev's Q&A count on); [cusrev_qna] in the description, no Q&A tab
  const qnaLink = () => {
    document
      .querySelector('.summary, main, body')!
      .insertAdjacentHTML(
        'afterbegin',
        '<a href="#cr_qna" class="cr-qna-link" rel="nofollow"><span class="count">11</span> سؤالاً مُجاباً</a>',
      );
    return document.querySelector<HTMLAnchorElement>('a.cr-qna-link')!;
  };

  it('the Q&A link with the block in the description (no Q&A tab) opens the description', () => {
    cusrevSite(backend.session()).placement = 'shortcode';
    const { panel, tab } = setup();
    fireEvent.click(tab('tab-reviews'));
    expect(panel('tab-description').hidden).toBe(true);
    expect(document.querySelector('.cr_qna_tab')).toBeNull();
    fireEvent.click(qnaLink());
    expect(panel('tab-description').hidden).toBe(false);
    expect(tab('tab-description').getAttribute('aria-selected')).toBe('true');
    expect(location.hash).toBe('#cr_qna');
  });

  it('the Q&A link shows any other hidden parent of the block, as the plugin does', () => {
    cusrevSite(backend.session()).placement = 'shortcode';
    setup();
    const block = document.querySelector<HTMLElement>('#cr_qna')!;
    const wrap = document.createElement('div');
    wrap.style.display = 'none';
    block.replaceWith(wrap);
    wrap.append(block);
    fireEvent.click(qnaLink());
    expect(wrap.style.display).not.toBe('none');
    // with a Q&A tab the link opens the tab and nothing else is touched
    cleanup();
    cusrevSite(backend.session()).placement = 'tab';
    const t = setup();
    fireEvent.click(qnaLink());
    expect(t.panel('tab-cr_qna').hidden).toBe(false);
  });
});
