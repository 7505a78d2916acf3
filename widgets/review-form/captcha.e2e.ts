// The review form once per captcha kind the shop can choose (/__sw/cusrev?captcha=<kind>): the fixture page prints
// CR_Captcha's widget and its provider's script URL, which the test answers with the provider's stand-in
// (src/testing/e2e.ts); the fake verifies the token as CR_Captcha::verify() does with its stand-in siteverify.
import { expect, test } from '../../src/testing/e2e';
import { openReviewForm } from './reviewFormE2e';

const PRODUCT = '/product/electric-kettle/';

for (const type of ['recaptcha2', 'recaptcha3', 'turnstile', 'hcaptcha'] as const) {
  test(`the review form with ${type}: rendered by its provider, its token posted and verified`, async ({
    page,
  }) => {
    expect((await page.request.get(`/__sw/cusrev?captcha=${type}`)).ok()).toBe(true);
    await openReviewForm(page, PRODUCT);
    const form = page.locator('.cr-review-form-wrap form');
    for (const group of ['التقييم العام', 'الجودة', 'القيمة مقابل السعر'])
      await form.getByRole('radiogroup', { name: group }).getByRole('radio').last().click();
    await form.getByLabel(/كم شهراً/).fill('2');
    await form.getByLabel(/^المراجعة/).fill('غلاية ممتازة');
    await form.getByLabel(/^الاسم/).fill('سارة');
    await form.getByLabel(/^البريد الإلكتروني/).fill('sara@example.com');
    await form.locator('.cr-review-form-checkbox').check();
    const standIn = form.locator('input.sw-captcha-stand-in');
    if (type === 'recaptcha3') await expect(standIn).toHaveCount(0);
    else {
      await form.getByRole('button', { name: 'إرسال المراجعة' }).click();
      await expect(form.getByText('يرجى تأكيد أنك لست روبوتاً')).toBeVisible();
      await standIn.check();
    }
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && (r.postData() ?? '').includes('action=cr_submit_review'),
    );
    await form.getByRole('button', { name: 'إرسال المراجعة' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('cr_captcha_response')).toMatch(
      new RegExp(`^stand-in-${type}-fixture-${type}-site-key-`),
    );
    await expect(form.getByText('تمت إضافة مراجعتك بنجاح')).toBeVisible();
  });
}
