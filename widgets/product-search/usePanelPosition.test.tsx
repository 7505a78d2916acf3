// The placement hook in jsdom (no layout: every rectangle is 0): FiboSearch's body classes come with the
// details panel and go when the list closes or the widget is unmounted (a replaced header leaks nothing).
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';
import './index';
import { loadPage } from '../../src/testing/page';
import '../../src/testing/server';

const LAYOUT_CLASSES = /dgwt-wcas-(is-details|full-width|details-)/;

function setup(path: string) {
  loadPage(path);
  const el = document.querySelector<HTMLElement>('.dgwt-wcas-search-wrapp');
  const input = el?.querySelector<HTMLInputElement>('.dgwt-wcas-search-input');
  if (!el || !input) throw new Error('no search box on the page');
  const view = render(<SearchBox el={el} />);
  return { input, view, user: userEvent.setup() };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).dgwt_wcas;
});

describe('usePanelPosition', () => {
  it('places the list and the details panel and sets the body classes while open; Escape and unmount remove them', async () => {
    const { input, view, user } = setup('/?sw_dgwt_debounce_wait_ms=0');
    await user.type(input, 'قهوة');
    await waitFor(() =>
      expect(document.querySelector('.sw-search-panels > .dgwt-wcas-details-wrapp')).not.toBeNull(),
    );
    await waitFor(() => expect(document.body.classList.contains('dgwt-wcas-is-details')).toBe(true));
    // a zero-width form is below 550 px: the panel sits outside
    expect(document.body.classList.contains('dgwt-wcas-details-outside')).toBe(true);
    const list = document.querySelector<HTMLElement>('.sw-search-panels > .dgwt-wcas-suggestions-wrapp');
    expect(list?.style.position).toBe('absolute');
    expect(list?.style.top).toMatch(/px$/);
    await user.keyboard('{Escape}');
    expect(document.body.className).not.toMatch(LAYOUT_CLASSES);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body.classList.contains('dgwt-wcas-is-details')).toBe(true));
    view.unmount();
    expect(document.body.className).not.toMatch(LAYOUT_CLASSES);
    expect(document.querySelector('.sw-search-panels')).toBeNull();
  });

  it('without the details panel: no body classes', async () => {
    const { input, user } = setup('/?sw_dgwt_debounce_wait_ms=0&sw_dgwt_show_details_panel=0');
    await user.type(input, 'قهوة');
    await waitFor(() => expect(document.querySelector('[role="option"]')).not.toBeNull());
    expect(document.body.className).not.toMatch(LAYOUT_CLASSES);
  });

  it('the list just shown is out of the layout while the page is measured (that measure lays out no list), then shown placed', async () => {
    const { input, user } = setup('/?sw_dgwt_debounce_wait_ms=0&sw_dgwt_show_details_panel=0');
    const form = input.closest('form');
    if (!form) throw new Error('no form');
    const seen: string[] = [];
    const rect = form.getBoundingClientRect.bind(form);
    form.getBoundingClientRect = () => {
      seen.push(
        document.querySelector<HTMLElement>('.sw-search-panels > .dgwt-wcas-suggestions-wrapp')?.style
          .display ?? 'no list',
      );
      return rect();
    };
    await user.type(input, 'قهوة');
    await waitFor(() => expect(document.querySelector('[role="option"]')).not.toBeNull());
    expect(seen[0]).toBe('none');
    const list = document.querySelector<HTMLElement>('.sw-search-panels > .dgwt-wcas-suggestions-wrapp');
    expect(list?.style.display).toBe('');
    expect(list?.style.position).toBe('absolute');
  });

  it('fixHeight: the natural heights are read in the frame after the panels are shown, not in the commit that shows them', async () => {
    const heights = new Map([
      ['dgwt-wcas-suggestions-wrapp', 500],
      ['dgwt-wcas-details-wrapp', 200],
    ]);
    const reads: Array<{ inFrame: boolean }> = [];
    let inFrame = false;
    const raf = window.requestAnimationFrame.bind(window);
    const desc = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    window.requestAnimationFrame = (cb) =>
      raf((t) => {
        inFrame = true;
        try {
          cb(t);
        } finally {
          inFrame = false;
        }
      });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        const h = [...heights].find(([c]) => this.classList.contains(c))?.[1];
        if (h === undefined) return 0;
        reads.push({ inFrame });
        return h;
      },
    });
    try {
      const { input, user } = setup('/?sw_dgwt_debounce_wait_ms=0');
      await user.type(input, 'قهوة');
      const details = () =>
        document.querySelector<HTMLElement>('.sw-search-panels > .dgwt-wcas-details-wrapp');
      await waitFor(() => expect(details()?.style.minHeight).toBe('500px'));
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.every((r) => r.inFrame)).toBe(true);
      const list = document.querySelector<HTMLElement>('.sw-search-panels > .dgwt-wcas-suggestions-wrapp');
      expect(list?.style.minHeight).toBe('');
    } finally {
      window.requestAnimationFrame = raf;
      if (desc) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', desc);
    }
  });
});
