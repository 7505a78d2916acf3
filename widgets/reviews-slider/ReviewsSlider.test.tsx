// The slider on CusRev 5.117.0's markup (templates/reviews-slider.php as the fake prints it).
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../src/testing/page';
import { axeViolations } from '../../src/testing/axe';
import './index';
import { ReviewsSlider } from './ReviewsSlider';

beforeEach(() => loadPage('/reviews-slider/'));

function setup() {
  const el = document.querySelector<HTMLElement>('.cr-reviews-slider[data-slick]')!;
  const printed = Array.from(el.querySelectorAll(':scope > .cr-review-card')).map(
    (c) => c.querySelector('.reviewer-name')?.textContent,
  );
  render(<ReviewsSlider el={el} />);
  return { el, printed, user: userEvent.setup() };
}

describe('reviews slider', () => {
  it('renders the printed cards as the slides of a labelled carousel, once, and marks the slider slick-initialized', () => {
    const { el, printed } = setup();
    expect(el.querySelectorAll(':scope > .cr-review-card')).toHaveLength(0);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.querySelector('.reviewer-name')?.textContent)).toEqual(printed);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('شريحة');
    expect(slides[0]?.getAttribute('aria-label')).toBe(`الشريحة 1 من ${printed.length}`);
    expect(screen.getByRole('region', { name: 'مراجعات العملاء' }).getAttribute('aria-roledescription')).toBe(
      'عرض شرائح',
    );
    expect(el.classList.contains('slick-initialized')).toBe(true);
    expect(screen.getByRole('button', { name: 'المراجعات السابقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'المراجعات التالية' })).toBeTruthy();
  });

  it('paints the slides in reach (in view, and one each side, round the loop); the others are laid out hidden', () => {
    const { printed } = setup();
    const slides = screen.getAllByRole('group', { hidden: true });
    // jsdom is 1024 px wide: data-slick shows 3 there; the slider loops (infinite), so the last card is next to the first
    const shown = slides.flatMap((s, i) => (s.style.visibility === 'hidden' ? [] : [i]));
    expect(shown).toEqual([0, 1, 2, 3, printed.length - 1]);
    expect(screen.getAllByRole('group').map((s) => slides.indexOf(s))).toEqual(shown);
  });

  it("read more / read less (the plugin's links), focus following", async () => {
    const { el, user } = setup();
    const link = el.querySelector<HTMLElement>('.cr-slider-read-more a')!;
    const card = link.closest<HTMLElement>('.cr-review-card')!;
    await user.click(link);
    expect(card.classList.contains('cr-sw-slider-expanded')).toBe(true);
    expect(document.activeElement).toBe(card.querySelector('.cr-slider-read-less a'));
    await user.keyboard('{Enter}');
    expect(card.classList.contains('cr-sw-slider-expanded')).toBe(false);
    expect(document.activeElement).toBe(card.querySelector('.cr-slider-read-more a'));
  });

  it('is axe clean', async () => {
    const { el } = setup();
    expect(await axeViolations(el)).toEqual([]);
  });

  it("markup in the printed fields executes nothing: the page's own card nodes are moved, never re-parsed", async () => {
    const el = document.querySelector<HTMLElement>('.cr-reviews-slider[data-slick]')!;
    const w = window as unknown as Record<string, unknown>;
    const p = '<img src=x onerror="window.__sliderPwned=1"><svg/onload="window.__sliderPwned=1">';
    const cards = Array.from(el.querySelectorAll<HTMLElement>(':scope > .cr-review-card'));
    const card = cards[0]!;
    // as the PHP prints a name (esc_html) and what an inert <template> would hide if it were ever re-parsed
    card.querySelector('.reviewer-name')!.innerHTML = `&lt;img src=x onerror="window.__sliderPwned=1"&gt;`;
    card.querySelector('.review-text')!.insertAdjacentHTML('beforeend', `<template>${p}</template>`);
    render(<ReviewsSlider el={el} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(w.__sliderPwned).toBeUndefined();
    expect(screen.getAllByRole('group', { hidden: true })).toEqual(cards); // the same nodes: nothing re-created from HTML
    expect(el.querySelector('[onerror], [onload]')).toBeNull();
    expect(el.querySelector('.cr-review-card .reviewer-name')?.textContent).toBe(
      '<img src=x onerror="window.__sliderPwned=1">',
    );
  });

  it('gives the printed cards back to the slider, as printed, on unmount', () => {
    const el = document.querySelector<HTMLElement>('.cr-reviews-slider[data-slick]')!;
    const before = el.innerHTML;
    const r = render(<ReviewsSlider el={el} />);
    r.unmount();
    expect(el.innerHTML).toBe(before);
  });
});
