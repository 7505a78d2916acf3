import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import './index';
import { ReviewsSlider } from './ReviewsSlider';

beforeEach(() => loadPage('/reviews-slider/'));

describe('reviews slider', () => {
  it('adds previous/next and read more / read less on long reviews', () => {
    const el = document.querySelector<HTMLElement>('.cr-reviews-slider')!;
    render(<ReviewsSlider el={el} />);
    expect(screen.getByRole('button', { name: 'المراجعات السابقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'المراجعات التالية' })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'اقرأ المزيد' });
    expect(buttons.length).toBeGreaterThan(0);
    const b = buttons[0]!;
    const text = document.getElementById(b.getAttribute('aria-controls')!)!;
    expect(text.classList.contains('cr-review-text-clamped')).toBe(true);
    fireEvent.click(b);
    expect(b.textContent).toBe('اقرأ أقل');
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect(text.classList.contains('cr-review-text-clamped')).toBe(false);
    fireEvent.click(b);
    expect(b.textContent).toBe('اقرأ المزيد');
    expect(text.classList.contains('cr-review-text-clamped')).toBe(true);
  });
});
