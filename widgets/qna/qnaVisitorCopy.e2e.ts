// Q&A that needs a login (CusRev's permission 'registered') behind a full-page cache that serves one login
// state's copy to the other: the forms are the visitor's own, and what the server saved is read back.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, mounted, open, pageCache, test } from '../../src/testing/e2e';

const PRODUCT = '/product/electric-kettle/#tab-cr_qna';

async function registeredOnly(page: Page) {
  expect((await page.request.get('/__sw/cusrev?qna=registered')).ok()).toBe(true);
}

test("a guest's cached copy read by a customer: the customer asks and answers, saved with their name", async ({
  page,
}) => {
  await registeredOnly(page);
  await login(page, 7); // the log-in sets the plugin file's logged-in hint
  await pageCache(page, { stale: true, renderedFor: 0 });
  await open(page, PRODUCT);
  await mounted(page, 'qna');
  const askBox = page.locator('#cr_qna .cr-qna-new-q-form');
  await expect(askBox.getByText('يجب تسجيل الدخول لطرح سؤال')).toBeAttached(); // the guest's copy
  await page.getByRole('button', { name: 'اطرح سؤالاً' }).click();
  const ask = page.getByRole('form', { name: 'اطرح سؤالاً' });
  await expect(ask.getByLabel(/^سؤالك/)).toBeFocused();
  await expect(ask.getByLabel(/^الاسم/)).toHaveValue('أحمد حسن');
  await expect(askBox.getByText('يجب تسجيل الدخول لطرح سؤال')).toHaveCount(0);
  await expectAccessible(page, '#cr_qna');
  await page.keyboard.type('هل يصلح للسفر؟');
  await ask.getByRole('checkbox').check();
  await ask.getByRole('button', { name: 'إرسال السؤال' }).click();
  await expect(page.getByText('تمت إضافة السؤال بنجاح.')).toBeVisible();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('button', { name: 'اطرح سؤالاً' })).toBeFocused();

  await page.locator('#cr_qna .cr-qna-ans-button').first().click();
  const answer = page.getByRole('form', { name: 'أجب عن السؤال' });
  await expect(answer.getByLabel(/^إجابتك/)).toBeFocused();
  await page.keyboard.type('نعم، خفيف الوزن');
  await answer.getByLabel(/^الاسم/).fill('أحمد حسن');
  await answer.getByLabel(/^البريد/).fill('ahmed.hassan@example.com');
  // by keyboard: the shop's store notice sits over the bottom of the viewport
  await answer.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(answer.getByRole('checkbox')).toBeChecked();
  await answer.getByRole('button', { name: /^إرسال/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('تمت إضافة الإجابة بنجاح.')).toBeVisible();

  const saved = JSON.stringify((await (await page.request.get('/__sw/state')).json()).data);
  expect(saved).toContain('هل يصلح للسفر؟');
  expect(saved).toContain('نعم، خفيف الوزن');
  expect(saved).toContain('ahmed.hassan@example.com');
});

test("a customer's cached copy read by a guest: the plugin's log-in message, not the customer's form", async ({
  page,
}) => {
  await registeredOnly(page);
  await pageCache(page, { renderedFor: 7 });
  await open(page, PRODUCT);
  await mounted(page, 'qna');
  const askBox = page.locator('#cr_qna .cr-qna-new-q-form');
  await expect(askBox.locator('textarea')).toHaveCount(1); // the customer's copy
  await page.getByRole('button', { name: 'اطرح سؤالاً' }).click();
  await expect(askBox.getByText('يجب تسجيل الدخول لطرح سؤال')).toBeVisible();
  await expect(askBox.getByRole('link', { name: 'تسجيل الدخول' })).toBeFocused();
  await expect(askBox.locator('textarea, input:not([type="hidden"])')).toHaveCount(0);
  await expectAccessible(page, '#cr_qna');
  await askBox.getByRole('button', { name: 'إغلاق' }).click();
  await expect(page.getByRole('button', { name: 'اطرح سؤالاً' })).toBeFocused();
});
