// `[cusrev_qna products="101,102"]` in the product's description (`/__sw/cusrev?placement=shortcode`) in Chromium:
// no Q&A tab; show more posts the shortcode's products as the plugin's jQuery does (cr_attributes[products][]),
// so the questions of both products come (CR_Qna::get_args reads the array).
import { expect, mounted, open, test } from '../../src/testing/e2e';

test('Q&A from the shortcode: show more brings the questions of every product it names', async ({ page }) => {
  expect((await page.request.get('/__sw/cusrev?placement=shortcode')).ok()).toBe(true);
  await open(page, '/product/electric-kettle/');
  await mounted(page, 'product-tabs');
  await expect(page.locator('.cr_qna_tab')).toHaveCount(0);
  const block = page.locator('#tab-description #cr_qna.cr-qna-block');
  await block.scrollIntoViewIfNeeded();
  await mounted(page, 'qna');
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && (r.postData() ?? '').includes('action=cr_show_more_qna'),
  );
  const more = block.getByRole('button', { name: 'عرض المزيد' });
  await more.click();
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(body.getAll('cr_attributes[products][]')).toEqual(['101', '102']);
  await expect(block.locator('.cr-qna-list-q-cont')).toHaveCount(10);
  await more.click();
  await expect(block.locator('.cr-qna-list-q-cont')).toHaveCount(12);
  await expect(more).toBeHidden();
});
