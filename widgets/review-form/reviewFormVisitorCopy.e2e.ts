// The review form behind a full-page cache that serves one login state's copy to the other (CusRev's review
// permission 'registered'): the form is the visitor's own, and the review the server saved is read back.
import { expect, expectAccessible, login, pageCache, test } from '../../src/testing/e2e';
import { openReviewForm } from './reviewFormE2e';

const PRODUCT = '/product/electric-kettle/';
const NOTICE = 'يجب تسجيل الدخول لإضافة مراجعة';

test("a guest's cached copy read by a customer: the customer's form and name, the review saved as theirs", async ({
  page,
}) => {
  expect((await page.request.get('/__sw/cusrev?reviews=registered')).ok()).toBe(true);
  await login(page, 7);
  await pageCache(page, { stale: true, renderedFor: 0 });
  await openReviewForm(page, PRODUCT);
  const form = page.locator('.cr-review-form-wrap form');
  await expect(form.getByLabel(/^الاسم/)).toHaveValue('أحمد حسن');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expectAccessible(page, '.cr-review-form-wrap');
  for (const group of ['التقييم العام', 'الجودة', 'القيمة مقابل السعر'])
    await form.getByRole('radiogroup', { name: group }).getByRole('radio').last().click();
  await form.getByLabel(/كم شهراً/).fill('2');
  await form.getByLabel(/^المراجعة/).fill('غلاية ممتازة من عميل');
  await form.locator('.cr-review-form-checkbox').check();
  await form.getByRole('button', { name: 'إرسال المراجعة' }).click();
  await expect(form.getByText('تمت إضافة مراجعتك بنجاح')).toBeVisible();
  const saved = JSON.stringify((await (await page.request.get('/__sw/state')).json()).data);
  expect(saved).toContain('غلاية ممتازة من عميل');
  expect(saved).toContain('ahmed.hassan@example.com');
});

test("a customer's cached copy read by a guest: no one's name or e-mail in the form", async ({ page }) => {
  await pageCache(page, { renderedFor: 7 });
  await openReviewForm(page, PRODUCT);
  const form = page.locator('.cr-review-form-wrap form');
  await expect(form.getByRole('radiogroup', { name: 'التقييم العام' })).toBeVisible();
  await expect(form.getByLabel(/^الاسم/)).toHaveValue('');
  await expect(form.getByLabel(/^البريد الإلكتروني/)).toHaveValue('');
});
