import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { actions, answerOnce, recordAjax } from '../../src/reviews/testing';
import './index';
import { mountReviewUploads } from './reviewUploads';
import { installCaptchaStandIn, solveStandIn } from '../../src/reviews/captchaStandIns';
import { captchaSiteKey, cusrevSite, type CaptchaType } from '../../fixtures/backend/routes/reviewsState';
import { captchaWidgetHtml } from '../../fixtures/backend/render/domains/cusrev/reviewForm';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  cusrevSite(backend.session()).captcha = null;
});

/** the shop's captcha on, for a guest: CR_Reviews::custom_fields_captcha2 prints the widget after the fields */
function withCaptcha(type: CaptchaType): () => void {
  cusrevSite(backend.session()).captcha = type;
  document
    .querySelector('#commentform textarea')!
    .insertAdjacentHTML('afterend', captchaWidgetHtml({ type, siteKey: captchaSiteKey(type) }));
  return installCaptchaStandIn(type);
}
beforeEach(() => {
  loadPage('/product/electric-kettle/'); // for cr_ajax_object
  const nonce = backend.session().nonces.create('cr-upload-images-frontend');
  // the WooCommerce comment form with CusRev's upload field (class-cr-reviews.php)
  const markup = new DOMParser().parseFromString(
    `<form id="commentform" class="comment-form" action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>
     <div class="cr-upload-local-images"><div class="cr-upload-images-preview"></div><label class="cr-upload-images-status" for="cr_review_image">أرفق صوراً</label>
     <input type="file" accept="image/*, video/*" multiple="multiple" name="review_image_101[]" id="cr_review_image" data-nonce="${nonce}" data-postid="101"></div>
     <button type="submit">إرسال</button></form>`,
    'text/html',
  );
  document.body.append(...Array.from(markup.body.childNodes));
});

const png = (name: string, size = 100, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

function setup() {
  const root = document.querySelector<HTMLElement>('.cr-upload-local-images')!;
  cleanup = mountReviewUploads(root);
  const input = root.querySelector<HTMLInputElement>('#cr_review_image')!;
  const choose = (files: File[]) => fireEvent.change(input, { target: { files } });
  const status = () => root.querySelector('.cr-upload-images-status')?.textContent;
  return { root, choose, status, sent: recordAjax() };
}

describe('uploads on the WooCommerce comment form', () => {
  it('with a visible captcha (hCaptcha) each upload posts its token as cr_captcha; unsolved, the server refuses it', async () => {
    const remove = withCaptcha('hcaptcha');
    try {
      const { root, choose, status, sent } = setup();
      const form = document.querySelector<HTMLElement>('#commentform')!;
      choose([png('a.png')]);
      await waitFor(() => expect(status()).toBe('خطأ: يرجى حل اختبار CAPTCHA قبل رفع الملفات'));
      expect(root.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
      solveStandIn(form);
      choose([png('b.png')]);
      await waitFor(() => expect(root.querySelector('[data-state="ok"]')).not.toBeNull());
      expect(String(sent.at(-1)?.body.get('cr_captcha'))).toMatch(
        /^stand-in-hcaptcha-fixture-hcaptcha-site-key-/,
      );
      // consumed: the widget is reset for the next selection, as crCaptcha.consume does
      expect(form.querySelector<HTMLInputElement>('input.sw-captcha-stand-in')?.checked).toBe(false);
    } finally {
      remove();
    }
  });

  it('with reCAPTCHA v3 each selection executes it and the upload carries the token', async () => {
    const remove = withCaptcha('recaptcha3');
    try {
      const { root, choose, sent } = setup();
      choose([png('a.png')]);
      await waitFor(() => expect(root.querySelector('[data-state="ok"]')).not.toBeNull());
      expect(String(sent.at(-1)?.body.get('cr_captcha'))).toMatch(
        /^stand-in-recaptcha3-fixture-recaptcha3-site-key-/,
      );
    } finally {
      remove();
    }
  });

  it('uploads to cr_upload_local_images_frontend and keeps {id,key} in cr-upload-images-ids[]', async () => {
    const { root, choose, sent } = setup();
    choose([png('a.png')]);
    expect(root.querySelector('[data-state="uploading"] .cr-upload-images-pbar')).not.toBeNull();
    await waitFor(() => expect(root.querySelector('[data-state="ok"]')).not.toBeNull());
    const hidden = root.querySelector<HTMLInputElement>('input[name="cr-upload-images-ids[]"]')!;
    expect(JSON.parse(hidden.value)).toMatchObject({ id: expect.any(Number), key: expect.any(String) });
    expect(sent[0]?.action).toBe('cr_upload_local_images_frontend');
    expect(sent[0]?.body.get('cr_postid')).toBe('101');
    fireEvent.click(root.querySelector('.cr-upload-images-delete')!);
    expect(root.querySelector('[data-state="deleting"]')).not.toBeNull();
    await waitFor(() => expect(root.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0));
    expect(actions(sent)).toContain('cr_delete_local_images_frontend');
  });

  it('refuses bad selections with the server texts and blocks the form while an upload is not ok', async () => {
    const { root, choose, status } = setup();
    choose([png('x.pdf', 10, 'application/pdf')]);
    expect(status()).toMatch(/^نوع الملف غير مدعوم/);
    choose([1, 2, 3, 4, 5, 6].map((i) => png(`${i}.png`)));
    expect(status()).toBe('لا يمكن رفع أكثر من ٥ ملفات');
    backend.addFault({ route: 'ajax:cr_upload_local_images_frontend', fault: 'slow:300' });
    choose([png('slow.png')]);
    const form = document.getElementById('commentform') as HTMLFormElement;
    const ev = new Event('submit', { cancelable: true });
    form.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(true);
    expect(status()).toBe('يرجى الانتظار حتى يكتمل رفع الملفات');
    await waitFor(() => expect(root.querySelector('[data-state="ok"]')).not.toBeNull());
    const ok = new Event('submit', { cancelable: true });
    form.dispatchEvent(ok);
    expect(ok.defaultPrevented).toBe(false);
  });

  it('a page cached past its nonce: refused with code 500, fresh nonces asked once, uploaded at the second send', async () => {
    const { root, choose, sent } = setup();
    backend.session().nonces.expireAll();
    choose([png('a.png')]);
    await waitFor(() => expect(root.querySelector('[data-state="ok"]')).not.toBeNull());
    expect(actions(sent)).toEqual([
      'cr_upload_local_images_frontend',
      'storefront_widgets_nonces',
      'cr_upload_local_images_frontend',
    ]);
    const fresh = backend.session().nonces.create('cr-upload-images-frontend');
    expect(sent[2]?.body.get('cr_nonce')).toBe(fresh);
    // written where the page printed it, for the next upload
    expect(root.querySelector('#cr_review_image')?.getAttribute('data-nonce')).toBe(fresh);
  });

  it('a file too large (code 501, past the nonce) is not sent again', async () => {
    const { root, choose, status, sent } = setup();
    answerOnce('cr_upload_local_images_frontend', { code: 501, message: 'Error: the file(s) is too large' });
    choose([png('a.png')]);
    await waitFor(() => expect(status()).toBe('Error: the file(s) is too large'));
    expect(actions(sent)).toEqual(['cr_upload_local_images_frontend']);
    expect(root.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
  });

  it("refused again with fresh nonces: the plugin's message once, nothing kept", async () => {
    const { root, choose, status, sent } = setup();
    backend.addFault({ route: 'ajax:storefront_widgets_nonces', fault: '500' });
    backend.session().nonces.expireAll();
    choose([png('a.png')]);
    await waitFor(() =>
      expect(status()).toBe('Error: nonce validation failed. Please refresh the page and try again.'),
    );
    expect(actions(sent)).toEqual(['cr_upload_local_images_frontend', 'storefront_widgets_nonces']);
    expect(root.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
  });

  it('an upload answered with code >= 500 is removed and its message shown as text', async () => {
    const { root, choose, status } = setup();
    answerOnce('cr_upload_local_images_frontend', {
      code: 502,
      message: '<img src=x onerror=alert(1)>رُفض الملف',
    });
    choose([png('a.png')]);
    await waitFor(() => expect(status()).toBe('رُفض الملف'));
    expect(root.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
    expect(root.querySelector('img[src="x"]')).toBeNull();
  });
});
