// Browser tests: the product page's review form opened as a shopper opens it (the reviews tab, add review).
import type { Page } from '@playwright/test';
import { hideTrustBadge, mounted, open } from '../../src/testing/e2e';

export async function openReviewForm(page: Page, path: string): Promise<void> {
  await hideTrustBadge(page);
  await open(page, path);
  await mounted(page, 'product-tabs');
  await page.locator('a.woocommerce-review-link').click();
  await mounted(page, 'product-reviews');
  await page.locator('.cr-ajax-reviews-add-review').click();
  await mounted(page, 'review-form');
}
