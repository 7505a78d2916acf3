import { describe, expect, it } from 'vitest';
import { matchHeights, minListWidth, panelLayout, type LayoutInput } from './panelLayout';

// a 400 px form at x 600..1000 in a 1280 px RTL window, input bottom at 80, page scrolled by 0
const base: LayoutInput = {
  formLeft: 600,
  formWidth: 400,
  inputBottom: 80,
  viewportWidth: 1280,
  scrollX: 0,
  scrollY: 0,
  originX: 0,
  originY: 0,
  fixed: false,
  rtl: true,
  details: false,
  detailsWidth: 300,
  minListWidth: 0,
};

describe('panelLayout', () => {
  it('list only: the form’s width, under the input, at the form’s left, in document coordinates', () => {
    const l = panelLayout({ ...base, scrollY: 500, scrollX: 0 });
    expect(l).toEqual({
      position: 'absolute',
      list: { left: 600, top: 580, width: 400 },
      details: null,
      mode: 'list',
      bodyClasses: [],
    });
  });

  it('subtracts the containing block’s origin (a positioned, scrolled wrapper)', () => {
    const l = panelLayout({ ...base, scrollY: 100, originX: 50, originY: 20 });
    expect(l.list).toEqual({ left: 550, top: 160, width: 400 });
  });

  it('a fixed ancestor: viewport coordinates, position fixed, scroll and origin ignored', () => {
    const l = panelLayout({ ...base, fixed: true, scrollY: 900, originX: 50, originY: 20 });
    expect(l.position).toBe('fixed');
    expect(l.list).toEqual({ left: 600, top: 80, width: 400 });
  });

  it('form ≥ 550 px with details: half each, exactly the form; RTL puts the list on the right', () => {
    const l = panelLayout({ ...base, formLeft: 300, formWidth: 601, details: true });
    expect(l.mode).toBe('split');
    expect(l.list).toEqual({ left: 601, top: 80, width: 300 });
    expect(l.details).toEqual({ left: 300, top: 80, width: 301 }); // the leftover pixel
    expect(l.list.width + (l.details?.width ?? 0)).toBe(601);
    expect(l.bodyClasses).toEqual(['dgwt-wcas-is-details', 'dgwt-wcas-full-width']);
  });

  it('form ≥ 550 px with details in LTR: the list on the left', () => {
    const l = panelLayout({ ...base, rtl: false, formLeft: 100, formWidth: 550, details: true });
    expect(l.list).toEqual({ left: 100, top: 80, width: 275 });
    expect(l.details).toEqual({ left: 375, top: 80, width: 275 });
  });

  it('form < 550 px, RTL: the panel outside on the left (inline-end)', () => {
    const l = panelLayout({ ...base, details: true });
    expect(l.mode).toBe('outside-left');
    expect(l.list).toEqual({ left: 600, top: 80, width: 400 });
    expect(l.details).toEqual({ left: 300, top: 80, width: 300 });
    expect(l.bodyClasses).toEqual([
      'dgwt-wcas-is-details',
      'dgwt-wcas-details-outside',
      'dgwt-wcas-details-left',
    ]);
  });

  it('form < 550 px, RTL, no room on the left: flipped to the right', () => {
    const l = panelLayout({ ...base, formLeft: 100, details: true });
    expect(l.mode).toBe('outside-right');
    expect(l.details).toEqual({ left: 500, top: 80, width: 300 });
    expect(l.bodyClasses).toContain('dgwt-wcas-details-right');
  });

  it('form < 550 px, LTR: right first, left when the right does not fit', () => {
    expect(panelLayout({ ...base, rtl: false, formLeft: 100, details: true }).mode).toBe('outside-right');
    const l = panelLayout({ ...base, rtl: false, formLeft: 850, details: true });
    expect(l.mode).toBe('outside-left');
    expect(l.details?.left).toBe(550);
  });

  it('fits on neither side: notfit, no panel', () => {
    const l = panelLayout({ ...base, viewportWidth: 900, formLeft: 250, details: true });
    expect(l.mode).toBe('notfit');
    expect(l.details).toBeNull();
    expect(l.bodyClasses).toEqual(['dgwt-wcas-details-outside', 'dgwt-wcas-details-notfit']);
  });

  it('sug_width widens the list from the inline-start edge, capped by the window', () => {
    expect(panelLayout({ ...base, minListWidth: 500 }).list).toEqual({ left: 500, top: 80, width: 500 });
    expect(panelLayout({ ...base, rtl: false, minListWidth: 500 }).list).toEqual({
      left: 600,
      top: 80,
      width: 500,
    });
    // wider than the window: the window's width, kept inside it
    expect(panelLayout({ ...base, viewportWidth: 450, formLeft: 20, minListWidth: 2000 }).list).toEqual({
      left: 0,
      top: 80,
      width: 450,
    });
    // narrower than the form: the form wins
    expect(panelLayout({ ...base, minListWidth: 200 }).list.width).toBe(400);
  });
});

describe('matchHeights (fixHeight)', () => {
  it('stretches the shorter one when either is taller than 340 px', () => {
    expect(matchHeights(500, 200)).toEqual({ list: null, details: 500 });
    expect(matchHeights(200, 420)).toEqual({ list: 420, details: null });
    expect(matchHeights(300, 340)).toEqual({ list: null, details: null });
    expect(matchHeights(400, 400)).toEqual({ list: null, details: null });
  });
});

describe('minListWidth (sug_width)', () => {
  it('honours a number above 100 only', () => {
    expect(minListWidth('400')).toBe(400);
    expect(minListWidth(' 250.5 ')).toBe(250.5);
    expect(minListWidth('100')).toBe(0);
    expect(minListWidth('')).toBe(0);
    expect(minListWidth('auto')).toBe(0);
    expect(minListWidth('300px')).toBe(0);
    expect(minListWidth('-400')).toBe(0);
  });
});
