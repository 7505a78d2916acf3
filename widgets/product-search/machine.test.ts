import { describe, expect, it } from 'vitest';
import { initialState, reducer, step, type Action, type Options, type SearchState } from './machine';
import type { Suggestion } from './suggestion';

const opts: Options = { minChars: 3, autoActivate: false, disableHits: false };
const run = (actions: Action[], o: Options = opts, s: SearchState = initialState()) =>
  actions.reduce((st, a) => reducer(st, a, o), s);

const P = (id: number, value: string): Suggestion => ({
  type: 'product',
  post_id: id,
  value,
  url: `/p/${id}/`,
});
const H = (value: string): Suggestion => ({ type: 'headline', value, url: '' });
const items: Suggestion[] = [
  H('tax_product_cat'),
  { type: 'taxonomy', term_id: 3, taxonomy: 'product_cat', value: 'القهوة', url: '/c/' },
  H('product'),
  P(1, 'بن برازيلي'),
  P(2, 'قهوة تركي'),
  { type: 'more_products', value: '', total: 9, url: '/?s=x' },
];

describe('search state machine', () => {
  it('asks nothing under min_chars and hides the list for a shorter query', () => {
    let s = run([
      { type: 'typed', value: 'قهو' },
      { type: 'results', query: 'قهو', items },
    ]);
    expect(s.open).toBe(true);
    s = run([{ type: 'typed', value: 'قه' }], opts, s);
    expect(s.open).toBe(false);
    expect(s.items).toEqual([]);
  });

  it('the same answer again (with the keystroke, then from the source) leaves the state as it is', () => {
    const s = run([
      { type: 'typed', value: 'قهو' },
      { type: 'results', query: 'قهو', items },
    ]);
    expect(reducer(s, { type: 'results', query: 'قهو', items: [...items] }, opts)).toBe(s);
    expect(
      run(
        [{ type: 'close' }, { type: 'reopen' }, { type: 'results', query: 'قهو', items: [...items] }],
        opts,
        s,
      ).open,
    ).toBe(true);
  });

  it('never shows a stale answer', () => {
    const s = run([
      { type: 'typed', value: 'قهوة' },
      { type: 'results', query: 'قهو', items },
    ]);
    expect(s.open).toBe(false);
    expect(s.items).toEqual([]);
  });

  it('moves down and up skipping headlines, and restores the typed text above the first item', () => {
    let s = run([
      { type: 'typed', value: 'قهو' },
      { type: 'results', query: 'قهو', items },
    ]);
    s = run([{ type: 'move', dir: 1 }], opts, s);
    expect(s.active).toBe(1);
    expect(s.input).toBe('القهوة');
    expect(s.byKeyboard).toBe(true);
    s = run([{ type: 'move', dir: 1 }], opts, s);
    expect(s.active).toBe(3); // skipped the 'product' headline
    s = run(
      [
        { type: 'move', dir: -1 },
        { type: 'move', dir: -1 },
      ],
      opts,
      s,
    );
    expect(s.active).toBe(-1);
    expect(s.input).toBe('قهو');
    s = run(
      [
        { type: 'move', dir: 1 },
        { type: 'move', dir: 1 },
        { type: 'move', dir: 1 },
        { type: 'move', dir: 1 },
      ],
      opts,
      s,
    );
    expect(s.active).toBe(5);
    expect(s.input).toBe('قهو'); // more_products shows the query, not ''
  });

  it('selects nothing when hits are disabled, and headlines are never selectable', () => {
    const o = { ...opts, disableHits: true };
    const s = run(
      [
        { type: 'typed', value: 'قهو' },
        { type: 'results', query: 'قهو', items },
        { type: 'move', dir: 1 },
        { type: 'hover', index: 3 },
      ],
      o,
    );
    expect(s.active).toBe(-1);
    const t = run([
      { type: 'typed', value: 'قهو' },
      { type: 'results', query: 'قهو', items },
      { type: 'hover', index: 0 },
    ]);
    expect(t.active).toBe(-1);
    expect(step(items, -1, 1)).toBe(1);
    expect(step(items, 1, -1)).toBe(-1);
  });

  it('auto-activates the first real suggestion with the details panel, but not for no-results', () => {
    const o = { ...opts, autoActivate: true };
    expect(
      run(
        [
          { type: 'typed', value: 'قهو' },
          { type: 'results', query: 'قهو', items },
        ],
        o,
      ).active,
    ).toBe(1);
    const none = run(
      [
        { type: 'typed', value: 'zzz' },
        { type: 'results', query: 'zzz', items: [{ type: 'no-results', value: '', url: '' }] },
      ],
      o,
    );
    expect(none.active).toBe(-1);
    expect(none.byKeyboard).toBe(false);
  });

  it('selects a single exact match (ignoring case and Arabic letter forms) automatically', () => {
    const one = [H('product'), P(7, 'Kettle'), { type: 'more_products' as const, value: '', url: '' }];
    expect(
      run([
        { type: 'typed', value: 'kettle ' },
        { type: 'results', query: 'kettle', items: one },
      ]).active,
    ).toBe(1);
    const two = [P(7, 'Kettle'), P(8, 'Kettle 2')];
    expect(
      run([
        { type: 'typed', value: 'kettle' },
        { type: 'results', query: 'kettle', items: two },
      ]).active,
    ).toBe(-1);
    expect(
      run([
        { type: 'typed', value: 'اكلير' },
        { type: 'results', query: 'اكلير', items: [P(1, 'إكلير')] },
      ]).active,
    ).toBe(0);
  });

  it('stays closed after a close while the request is pending, until the shopper types again', () => {
    let s = run([
      { type: 'typed', value: 'قهو' },
      { type: 'loading', query: 'قهو' },
      { type: 'close' },
      { type: 'results', query: 'قهو', items },
    ]);
    expect(s.open).toBe(false);
    expect(s.items).toBe(items); // kept for later, not shown
    s = run(
      [
        { type: 'typed', value: 'قهوة' },
        { type: 'results', query: 'قهوة', items },
      ],
      opts,
      s,
    );
    expect(s.open).toBe(true);
  });

  it('clears the input and list on close with clear', () => {
    const s = run([
      { type: 'typed', value: 'قهو' },
      { type: 'results', query: 'قهو', items },
      { type: 'close', clear: true },
    ]);
    expect(s).toMatchObject({ input: '', query: '', items: [], open: false, active: -1 });
  });

  it('shows history only for an empty input', () => {
    const hist: Suggestion[] = [{ type: 'history-search', value: 'قهوة', url: '' }];
    expect(run([{ type: 'history', items: hist }]).open).toBe(true);
    expect(
      run([
        { type: 'typed', value: 'x' },
        { type: 'history', items: hist },
      ]).open,
    ).toBe(false);
    expect(run([{ type: 'history', items: [] }]).open).toBe(false);
  });
});
