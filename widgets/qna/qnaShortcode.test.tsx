// `[cusrev_qna products="101,102"]` in the product's description (`/__sw/cusrev?placement=shortcode`): show more
// and search post cr_attributes as js/frontend.js 5.117.0 does (l. 692: `qna_block.data("attributes")`, the parsed
// object, which jQuery.param sends as `cr_attributes[products][]=…`), so CR_Qna::get_args (class-cr-qna.php
// l. 888) scopes the questions to the shortcode's products, not to the page's product alone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, render, waitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { recordAjax } from '../../src/reviews/testing';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';
import './index';
import { Qna } from './Qna';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  cusrevSite(backend.session()).placement = 'shortcode';
  loadPage('/product/electric-kettle/');
});
afterEach(() => {
  cusrevSite(backend.session()).placement = 'tab';
});

const texts = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('.cr-qna-list-q-b[data-post]')).map((q) => q.getAttribute('data-post'));

describe('Q&A from the [cusrev_qna] shortcode', () => {
  it("posts the shortcode's products as jQuery posts the parsed attributes; more pages come from both products", async () => {
    expect(document.querySelector('.cr_qna_tab')).toBeNull();
    const el = document.querySelector<HTMLElement>('#tab-description #cr_qna.cr-qna-block')!;
    expect(JSON.parse(el.dataset.attributes ?? '')).toEqual({ products: ['101', '102'], shop: [] });
    const sent = recordAjax();
    render(<Qna el={el} />);
    const more = el.querySelector<HTMLButtonElement>('button.cr-show-more-que')!;
    fireEvent.click(more);
    await waitFor(() => expect(texts(el)).toHaveLength(10));
    expect(sent[0]?.body.getAll('cr_attributes[products][]')).toEqual(['101', '102']);
    expect(sent[0]?.body.has('cr_attributes')).toBe(false);
    fireEvent.click(more);
    // 11 questions on the kettle and 1 on the mixer: the scope holds 12
    await waitFor(() => expect(texts(el)).toHaveLength(12));
    expect(texts(el)).toContain('102');
  });

  it('a search is scoped the same way', async () => {
    const el = document.querySelector<HTMLElement>('#cr_qna.cr-qna-block')!;
    const sent = recordAjax();
    render(<Qna el={el} />);
    const input = el.querySelector<HTMLInputElement>('.cr-ajax-qna-search input')!;
    fireEvent.input(input, { target: { value: 'ا' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent[0]?.body.get('page')).toBe('-1');
    expect(sent[0]?.body.getAll('cr_attributes[products][]')).toEqual(['101', '102']);
  });
});
