import { afterEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { showAllPanels, showOnePanel } from './productTabPanels';

const root = () => document.querySelector<HTMLElement>('.woocommerce-tabs.wc-tabs-wrapper')!;
const shown = () =>
  Array.from(root().querySelectorAll<HTMLElement>('.wc-tab'))
    .filter((p) => !p.hidden)
    .map((p) => p.id);

afterEach(() => history.replaceState(null, '', location.pathname));

describe('product tab panels before the widget', () => {
  it('shows the first panel only and marks its tab; every panel again without the widget', () => {
    loadPage('/product/stand-mixer/');
    expect(shown().length).toBeGreaterThan(1); // as tabs.php prints them
    showOnePanel(root());
    expect(shown()).toEqual(['tab-description']);
    expect(root().querySelector('.wc-tabs li.active > a')?.getAttribute('href')).toBe('#tab-description');
    showAllPanels(root());
    expect(shown()).toEqual(['tab-description', 'tab-additional_information', 'tab-reviews', 'tab-cr_qna']);
  });

  it('opens the panel the hash names (#comment-N is the reviews tab)', () => {
    loadPage('/product/stand-mixer/');
    history.replaceState(null, '', '#comment-4003');
    showOnePanel(root());
    expect(shown()).toEqual(['tab-reviews']);
  });
});
