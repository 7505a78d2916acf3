// Wawp's signup and login forms have no method: submitted before their widget runs they would GET the password
// and phone into the address bar. The intent strategy holds that first submit until the widget handles it.
import { expect, open, test } from '../../src/testing/e2e';
import { blockExternal } from '../../src/testing/identityE2e';

test('a signup submitted (Enter) before its code arrived is held, then sent by the widget, never as a GET', async ({
  page,
}) => {
  await blockExternal(page);
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/chunks\/signup-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await open(page, '/signup/');
  await page.locator('#awp_first_name').fill('ليلى');
  await page.locator('#awp_last_name').fill('فؤاد');
  await page.locator('#awp_email').fill('laila.new@example.com');
  await page.locator('#awp_phone').fill('01098765432');
  await page.locator('#awp_password').fill('Sirr1234!');
  const sent = page.waitForRequest(
    (r) => r.url().includes('admin-ajax.php') && (r.postData() ?? '').includes('awp_signup_form_submit'),
  );
  await page.locator('#awp_password').press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe(''); // held: no navigation with the fields in the URL
  release();
  await sent;
  expect(urls.filter((u) => u.includes('awp_password') || u.includes('Sirr1234'))).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});
