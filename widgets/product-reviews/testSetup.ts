// Shared by the reviews tab's widget tests: the product page's fixture, the widget mounted as the runtime mounts it.
import { afterEach, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { recordAjax } from '../../src/reviews/testing';
import { mountWidget } from '../../src/testing/mountWidget';

let cleanup: () => Promise<void> = async () => {};

// waitFor's 1 s default is short on a machine shared by several test runs (an answer, five reviews sanitized
// and rendered): conditions are waited for, never slept on, so a longer limit only matters when they fail
configure({ asyncUtilTimeout: 5000 });

export function withProductPage(): void {
  beforeEach(() => {
    loadPage('/product/electric-kettle/');
  });
  afterEach(async () => {
    await cleanup();
    cleanup = async () => {};
    vi.useRealTimers();
  });
}

/** Unmount the widget now (what the runtime does when its markup is removed or it fails). */
export async function unmount(): Promise<void> {
  await cleanup();
  cleanup = async () => {};
}

export async function setup() {
  const root = document.querySelector<HTMLElement>('#reviews.cr-reviews-ajax-reviews')!;
  cleanup = await mountWidget('product-reviews', root);
  const $ = <T extends Element = HTMLElement>(s: string) => root.querySelector<T>(s)!;
  const items = () => Array.from(root.querySelectorAll('ol.cr-ajax-reviews-list > li'));
  return { root, $, items, sent: recordAjax() };
}

/** shown as the PHP prints it (an inline display:none) and as the widget hides it */
export const shown = (el: HTMLElement) => !el.hidden && el.style.display !== 'none';
// CR_Reviews::get_histogram_html: the row's label span is its keyboard-operable control
export const star = (n: number) => `.ivole-histogramCell1 .cr-histogram-a[data-rating="${n}"]`;
