import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { submittedOf } from '../../fixtures/backend/routes/reviews';
import { actions, answerOnce, recordAjax } from '../../src/reviews/testing';
import { FORM_CLOSE_EVENT } from '../../src/reviews/events';
import { markFormOpen } from '../../src/reviews/formOpen';
import { installCaptchaStandIn, solveStandIn } from '../../src/reviews/captchaStandIns';
import { cusrevSite } from '../../fixtures/backend/routes/reviewsState';
import './index';
import { ReviewForm } from './ReviewForm';

// the machine is shared: a submit through the fake with its slow: faults may take seconds under load
configure({ asyncUtilTimeout: 10_000 });

const w = window as unknown as Record<string, unknown>;
beforeEach(() => {
  loadPage('/product/electric-kettle/');
  // the Q&A tab prints forms with the same button names (إلغاء, متابعة): this file tests the review form alone
  document.querySelector('#cr_qna')?.remove();
});
afterEach(() => {
  cusrevSite(backend.session()).captcha = null;
});

function setup() {
  const el = document.querySelector<HTMLElement>('#reviews .cr-review-form-wrap')!;
  // opened as its openers open it (useAddReview, useBlockForm), which take the mark off on its close event
  markFormOpen(el, true);
  const closed = vi.fn(() => markFormOpen(el, false));
  el.addEventListener(FORM_CLOSE_EVENT, closed);
  const sent = recordAjax();
  render(<ReviewForm el={el} />, { container: el });
  return { el, closed, sent };
}

const png = (name = 'a.png', size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });
const fileInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (el: HTMLElement, files: File[]) => fireEvent.change(fileInput(el), { target: { files } });

function star(group: string, n: number) {
  const g = screen.getByRole('radiogroup', { name: group });
  fireEvent.click(within(g).getByRole('radio', { name: `${n} من 5 نجوم` }));
}

function fillValid(el: HTMLElement) {
  star('التقييم العام', 5);
  star('الجودة', 4);
  star('القيمة مقابل السعر', 3);
  fireEvent.change(screen.getByLabelText(/كم شهراً/), { target: { value: '٣' } });
  fireEvent.change(screen.getByLabelText(/^المراجعة/), { target: { value: 'غلاية رائعة' } });
  fireEvent.change(screen.getByLabelText(/^الاسم/), { target: { value: 'سارة' } });
  fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'sara@example.com' } });
  fireEvent.click(el.querySelector<HTMLInputElement>('.cr-review-form-checkbox')!);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'إرسال المراجعة' }));

describe('review form', () => {
  it('shows every rule error in Arabic, per field, and sends nothing', { timeout: 30_000 }, async () => {
    const { el, sent } = setup();
    submit();
    expect(screen.getAllByText('يرجى اختيار تقييم')).toHaveLength(3);
    expect(screen.getByText('يرجى كتابة مراجعتك')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال اسمك')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    expect(screen.getByText('يرجى الإجابة عن هذا السؤال')).toBeTruthy(); // the required number question only
    expect(screen.getByText('يرجى تحديد مربع الاختيار للمتابعة')).toBeTruthy();
    expect(screen.getByText('بعض الحقول تحتاج إلى تصحيح.')).toBeTruthy();
    expect(el.querySelectorAll('.cr-review-form-error').length).toBeGreaterThanOrEqual(8); // highlighted
    expect(screen.getByLabelText(/^المراجعة/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.getAttribute('role')).toBe('radio'); // focus on the first invalid field
    // whitespace-only is empty, a bad e-mail is refused
    fireEvent.change(screen.getByLabelText(/^المراجعة/), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'sara@example' } });
    submit();
    expect(screen.getByText('يرجى كتابة مراجعتك')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(actions(sent)).toEqual([]);
  });

  // each kind as CR_Captcha::get_widget_html() prints it for a guest (/__sw/cusrev?captcha=<kind>), its provider
  // the stand-in script, the token checked by the fake's stand-in siteverify
  describe.each(['recaptcha2', 'turnstile', 'hcaptcha'] as const)('captcha %s', (type) => {
    it(
      'asks for it, renders it through its provider, and sends its response',
      { timeout: 30_000 },
      async () => {
        const remove = installCaptchaStandIn(type);
        try {
          cusrevSite(backend.session()).captcha = type;
          loadPage('/product/electric-kettle/');
          document.querySelector('#cr_qna')?.remove();
          const { el, sent } = setup();
          fillValid(el);
          submit();
          expect(screen.getByText('يرجى تأكيد أنك لست روبوتاً')).toBeTruthy();
          await waitFor(() => solveStandIn(el));
          submit();
          await screen.findByText('تمت إضافة مراجعتك بنجاح');
          expect(
            String(sent.find((s) => s.action === 'cr_submit_review')?.body.get('cr_captcha_response')),
          ).toMatch(new RegExp(`^stand-in-${type}-fixture-${type}-site-key-`));
        } finally {
          remove();
        }
      },
    );
  });

  it('with reCAPTCHA v3 (the invisible widget) executes it on submit and sends the token', async () => {
    const remove = installCaptchaStandIn('recaptcha3');
    try {
      cusrevSite(backend.session()).captcha = 'recaptcha3';
      loadPage('/product/electric-kettle/');
      document.querySelector('#cr_qna')?.remove();
      const { el, sent } = setup();
      expect(el.querySelector('input.sw-captcha-stand-in')).toBeNull(); // nothing to tick
      fillValid(el);
      submit();
      await screen.findByText('تمت إضافة مراجعتك بنجاح');
      expect(
        String(sent.find((s) => s.action === 'cr_submit_review')?.body.get('cr_captcha_response')),
      ).toMatch(/^stand-in-recaptcha3-fixture-recaptcha3-site-key-\d+-submit$/);
    } finally {
      remove();
    }
  });

  it('a captcha the server does not verify is its code-7 answer, the form kept', async () => {
    const remove = installCaptchaStandIn('hcaptcha');
    try {
      cusrevSite(backend.session()).captcha = 'hcaptcha';
      loadPage('/product/electric-kettle/');
      document.querySelector('#cr_qna')?.remove();
      const { el } = setup();
      fillValid(el);
      await waitFor(() => solveStandIn(el));
      // the shop moved to Turnstile after the page was printed: the hCaptcha token no longer verifies
      cusrevSite(backend.session()).captcha = 'turnstile';
      submit();
      expect(await screen.findByText('فشل التحقق من اختبار CAPTCHA ولا يمكن حفظ مراجعتك')).toBeTruthy();
    } finally {
      remove();
    }
  });

  it("a guest when reviews need a login gets the plugin's message and log-in link, no live form", () => {
    cusrevSite(backend.session()).reviews = 'registered';
    try {
      loadPage('/product/electric-kettle/');
      document.querySelector('#cr_qna')?.remove();
      const { el, closed } = setup();
      expect(within(el).getByText('يجب تسجيل الدخول لإضافة مراجعة')).toBeTruthy();
      expect(within(el).getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe(
        '/wp-login.php?redirect_to=%2Fproduct%2Felectric-kettle%2F',
      );
      expect(el.querySelector('textarea, input, [role="radio"]')).toBeNull();
      fireEvent.click(within(el).getByRole('button', { name: 'إغلاق' }));
      expect(closed).toHaveBeenCalledTimes(1);
    } finally {
      cusrevSite(backend.session()).reviews = 'anybody';
    }
  });

  it('stars are shown n/5 and work with the keyboard', () => {
    setup();
    const g = screen.getByRole('radiogroup', { name: 'التقييم العام' });
    const first = within(g).getAllByRole('radio')[0]!;
    first.focus();
    fireEvent.keyDown(g, { key: 'ArrowUp' });
    fireEvent.keyDown(g, { key: 'ArrowUp' });
    expect(g.parentElement?.textContent).toContain('2/5');
  });

  it('submits once on a double click, shows the result, and its button closes and resets the form', async () => {
    const { el, closed, sent } = setup();
    fillValid(el);
    backend.addFault({ route: 'ajax:cr_submit_review', fault: 'slow:100' });
    const button = screen.getByRole('button', { name: 'إرسال المراجعة' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    const ok = await screen.findByRole('button', { name: 'متابعة' });
    expect(screen.getByText('تمت إضافة مراجعتك بنجاح')).toBeTruthy();
    expect(actions(sent).filter((a) => a === 'cr_submit_review')).toHaveLength(1);
    expect(submittedOf(backend.session())).toHaveLength(1);
    const body = sent.find((s) => s.action === 'cr_submit_review')!.body;
    expect(body.get('rating')).toBe('5');
    expect(body.get('id')).toBe('101');
    // every cr_onsite_* with its cr_typ_lab_* JSON, as the plugin's script collects them by name
    expect(body.get('onsiteQuestions[cr_onsite_37_ovrl]')).toBe('5');
    expect(JSON.parse(String(body.get('onsiteQuestions[cr_typ_lab_37_ovrl]') ?? ''))).toEqual({
      type: 'ovrl',
    });
    expect(body.get('onsiteQuestions[cr_onsite_37_0]')).toBe('4');
    expect(JSON.parse(String(body.get('onsiteQuestions[cr_typ_lab_37_0]') ?? ''))).toEqual({
      title: 'الجودة',
      type: 'rating',
      label: 'الجودة',
    });
    expect(body.get('onsiteQuestions[cr_onsite_37_1]')).toBe('3');
    expect(body.get('onsiteQuestions[cr_onsite_37_2]')).toBe('3'); // typed as Arabic-Indic ٣
    expect(JSON.parse(String(body.get('onsiteQuestions[cr_typ_lab_37_2]') ?? ''))).toMatchObject({
      type: 'number',
    });
    expect(body.get('onsiteQuestions[cr_onsite_37_3]')).toBe(''); // the optional question left empty
    expect(body.has('nonce')).toBe(false); // cr_submit_review takes no nonce
    fireEvent.click(ok);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radiogroup', { name: 'التقييم العام' }).parentElement?.textContent).toContain(
      '0/5',
    );
    expect((screen.getByLabelText(/^المراجعة/) as HTMLTextAreaElement).value).toBe('');
    expect(el.querySelector<HTMLInputElement>('.cr-review-form-checkbox')?.checked).toBe(false);
  });

  it('Enter twice (two submits before the form re-renders) sends one review: the flow guards itself', async () => {
    const { el, sent } = setup();
    fillValid(el);
    backend.addFault({ route: 'ajax:cr_submit_review', fault: 'slow:100' });
    const form = el.querySelector('form.cr-review-form');
    if (!form) throw new Error('no form');
    // one batch: the second submit sees the form as the first did (still open), as a key repeat can
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText('تمت إضافة مراجعتك بنجاح');
    expect(actions(sent).filter((a) => a === 'cr_submit_review')).toHaveLength(1);
    expect(submittedOf(backend.session())).toHaveLength(1);
  });

  it('an error code shows the description with an error button that returns to the form, keeping everything', async () => {
    const { el } = setup();
    fillValid(el);
    choose(el, [png('x.png')]);
    await waitFor(() => expect(el.querySelector('[data-state="ok"]')).not.toBeNull());
    answerOnce('cr_submit_review', { code: 3, description: 'تم رفض المراجعة <b>مؤقتاً</b>', button: 'تعديل' });
    submit();
    const btn = await screen.findByRole('button', { name: 'تعديل' });
    expect(btn.className).toContain('cr-review-form-error-btn');
    expect(screen.getByText('تم رفض المراجعة مؤقتاً')).toBeTruthy();
    fireEvent.click(btn);
    expect((screen.getByLabelText(/^المراجعة/) as HTMLTextAreaElement).value).toBe('غلاية رائعة');
    expect(el.querySelectorAll('[data-state="ok"]')).toHaveLength(1);
  });

  it('a response without a description says the third-party error with an OK button', async () => {
    const { el } = setup();
    fillValid(el);
    answerOnce('cr_submit_review', { code: 5 });
    submit();
    expect(await screen.findByText('حدث خطأ غير متوقع قد يكون سببه إضافة خارجية')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حسناً' })).toBeTruthy();
  });

  it.each(['500', 'offline', 'invalid-json', 'timeout'] as const)(
    'a failed submit (%s) keeps everything typed and uploaded',
    async (fault) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { el } = setup();
      fillValid(el);
      choose(el, [png('one.png'), png('two.png')]);
      await waitFor(() => expect(el.querySelectorAll('[data-state="ok"]')).toHaveLength(2));
      backend.addFault({ route: 'ajax:cr_submit_review', fault });
      submit();
      if (fault === 'timeout') await vi.advanceTimersByTimeAsync(21_000);
      const back = await screen.findByRole('button', { name: 'حسناً' });
      expect(screen.getByText(/تعذّر إرسال الطلب/)).toBeTruthy();
      fireEvent.click(back);
      expect((screen.getByLabelText(/^المراجعة/) as HTMLTextAreaElement).value).toBe('غلاية رائعة');
      expect((screen.getByLabelText(/^الاسم/) as HTMLInputElement).value).toBe('سارة');
      expect(screen.getByRole('radiogroup', { name: 'الجودة' }).parentElement?.textContent).toContain('4/5');
      expect(el.querySelector<HTMLInputElement>('.cr-review-form-checkbox')?.checked).toBe(true);
      expect(el.querySelectorAll('[data-state="ok"]')).toHaveLength(2);
      vi.useRealTimers();
    },
  );

  it('a slow upload blocks submit until it is ok', async () => {
    const { el, sent } = setup();
    fillValid(el);
    backend.addFault({ route: 'ajax:cr_upload_media', fault: 'slow:400' });
    choose(el, [png('slow.png')]);
    expect(el.querySelector('[data-state="uploading"] [role="progressbar"]')).not.toBeNull();
    submit();
    expect(screen.getByText('يرجى الانتظار حتى يكتمل رفع الملفات')).toBeTruthy();
    expect(actions(sent)).not.toContain('cr_submit_review');
    await waitFor(() => expect(el.querySelector('[data-state="ok"]')).not.toBeNull(), { timeout: 2000 });
    submit();
    await screen.findByRole('button', { name: 'متابعة' });
    const body = sent.find((s) => s.action === 'cr_submit_review')!.body;
    expect(body.getAll('cr-upload-images-ids[]')).toHaveLength(1);
    expect(JSON.parse(body.getAll('cr-upload-images-ids[]')[0] as string)).toMatchObject({
      id: expect.any(Number),
      key: expect.any(String),
    });
  });

  it('refuses a selection over the limit, of a wrong type or too large with the server texts, and clears it', async () => {
    const { el, sent } = setup();
    const status = () => el.querySelector('.cr-upload-images-status')?.textContent;
    expect(status()).toBe('أرفق حتى ٥ صور أو مقاطع فيديو');
    choose(
      el,
      [1, 2, 3, 4, 5, 6].map((i) => png(`${i}.png`)),
    );
    expect(status()).toBe('لا يمكن رفع أكثر من ٥ ملفات');
    choose(el, [png('doc.pdf', 10, 'application/pdf')]);
    expect(status()).toMatch(/^نوع الملف غير مدعوم/);
    choose(el, [png('big.png', 5 * 1024 * 1024 + 1)]);
    expect(status()).toBe('حجم الملف أكبر من الحد الأقصى (٥ ميجابايت)');
    expect(fileInput(el).value).toBe('');
    expect(el.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
    // exactly the maximum size passes (the one size rule: bytes <= cr_images_upload_max_size)
    choose(el, [png('edge.png', 5 * 1024 * 1024)]);
    await waitFor(() => expect(el.querySelector('[data-state="ok"]')).not.toBeNull());
    // already uploaded files count: 1 + 5 is over the limit
    choose(
      el,
      [1, 2, 3, 4, 5].map((i) => png(`${i}.png`)),
    );
    expect(status()).toBe('لا يمكن رفع أكثر من ٥ ملفات');
    expect(actions(sent).filter((a) => a === 'cr_upload_media')).toHaveLength(1);
  });

  it('uses its own Arabic texts when the page printed none', () => {
    const o = w.cr_ajax_object as Record<string, unknown>;
    delete o.cr_upload_error_file_type;
    const { el } = setup();
    choose(el, [png('doc.pdf', 10, 'application/pdf')]);
    expect(el.querySelector('.cr-upload-images-status')?.textContent).toBe('نوع الملف غير مسموح به.');
  });

  it('the + tile shows only below the limit; delete goes through delete-pending to removed', async () => {
    const { el } = setup();
    choose(
      el,
      [1, 2, 3, 4, 5].map((i) => png(`${i}.png`)),
    );
    await waitFor(() => expect(el.querySelectorAll('[data-state="ok"]')).toHaveLength(5));
    expect(fileInput(el)).toBeNull();
    backend.addFault({ route: 'ajax:cr_delete_media', fault: 'slow:100' });
    fireEvent.click(screen.getByRole('button', { name: 'إزالة 3.png' }));
    expect(el.querySelector('[data-state="deleting"]')).not.toBeNull();
    await waitFor(() => expect(el.querySelectorAll('.cr-upload-images-containers')).toHaveLength(4));
    expect(fileInput(el)).not.toBeNull();
  });

  it('a page cached past its nonce: refused with code 507, fresh nonces asked once, uploaded at the second send; a 501 is not resent', async () => {
    const { el, sent } = setup();
    backend.session().nonces.expireAll();
    choose(el, [png('a.png')]);
    await waitFor(() => expect(el.querySelector('[data-state="ok"]')).not.toBeNull());
    expect(actions(sent)).toEqual(['cr_upload_media', 'storefront_widgets_nonces', 'cr_upload_media']);
    const fresh = backend.session().nonces.create('cr-upload-images-frontend');
    expect(sent[2]?.body.get('cr_nonce')).toBe(fresh);
    expect(el.getAttribute('data-nonce')).toBe(fresh);
    // a file too large is answered past the nonce: the answer stands
    answerOnce('cr_upload_media', { code: 501, message: 'حجم الملف يتجاوز الحد' });
    choose(el, [png('b.png')]);
    await waitFor(() =>
      expect(el.querySelector('.cr-upload-images-status')?.textContent).toBe('حجم الملف يتجاوز الحد'),
    );
    expect(actions(sent)).toHaveLength(4);
  });

  it('an upload answered with code >= 500 is removed and the server message shown as text', async () => {
    const { el } = setup();
    answerOnce('cr_upload_media', { code: 500, message: '<img src=x onerror=alert(1)>تعذّر حفظ الملف' });
    choose(el, [png('bad.png')]);
    await waitFor(() =>
      expect(el.querySelector('.cr-upload-images-status')?.textContent).toBe('تعذّر حفظ الملف'),
    );
    expect(el.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
    expect(el.querySelector('img[src="x"]')).toBeNull();
  });

  it('a server description with markup is text', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const { el } = setup();
    fillValid(el);
    answerOnce('cr_submit_review', {
      code: 0,
      description: '<img src=x onerror=alert(1)><svg onload=alert(2)>تم',
      button: '<b onclick=alert(3)>حسناً</b>',
    });
    submit();
    await screen.findByText('تم');
    expect(el.querySelector('[onerror], [onload], [onclick], img[src="x"]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('back navigation closes and resets the open form; closing with a button takes its history entry back', async () => {
    const { el, closed } = setup();
    const depth = history.length;
    await waitFor(() => expect(history.state).toMatchObject({ swPanel: expect.any(String) }));
    fillValid(el);
    history.back();
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText(/^المراجعة/) as HTMLTextAreaElement).value).toBe('');
    expect(history.length).toBe(depth);
  });

  it(
    'Back closes the form every time it is opened, and a button close takes the entry back each time',
    { timeout: 30_000 },
    async () => {
      const { el, closed } = setup();
      const depth = history.length;
      for (let round = 1; round <= 3; round++) {
        if (round > 1) markFormOpen(el, true); // opened again by its button
        await waitFor(() => expect(history.state).toMatchObject({ swPanel: expect.any(String) }));
        fireEvent.change(screen.getByLabelText(/^المراجعة/), { target: { value: 'نص' } });
        history.back();
        await waitFor(() => expect(closed).toHaveBeenCalledTimes(round));
      }
      const before: unknown = history.state?.swPanel;
      markFormOpen(el, true);
      await waitFor(() => expect(history.state?.swPanel).not.toBe(before));
      const entry: unknown = history.state?.swPanel;
      fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
      await waitFor(() => expect(history.state?.swPanel).not.toBe(entry));
      expect(history.length).toBeLessThanOrEqual(depth + 1);
    },
  );

  it("a reset empties the name and e-mail, also the logged-in customer's printed ones, as the plugin does", () => {
    backend.session().userId = 7;
    try {
      loadPage('/product/electric-kettle/');
      document.querySelector('#cr_qna')?.remove();
      setup();
      const name = screen.getByLabelText(/^الاسم/) as HTMLInputElement;
      expect(name.value).not.toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
      expect(name.value).toBe('');
      expect((screen.getByLabelText(/^البريد الإلكتروني/) as HTMLInputElement).value).toBe('');
    } finally {
      backend.session().userId = 0;
    }
  });

  it('cancel closes and resets', () => {
    const { el, closed } = setup();
    fillValid(el);
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText(/^الاسم/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radiogroup', { name: 'التقييم العام' }).parentElement?.textContent).toContain(
      '0/5',
    );
  });

  it('the grid page form sends a shop review (item -1: the shop page) with the overall rating only, without terms', async () => {
    loadPage('/reviews-grid/');
    const el = document.querySelector<HTMLElement>('.cr-reviews-grid .cr-review-form-wrap')!;
    el.hidden = false;
    const sent = recordAjax();
    render(<ReviewForm el={el} />, { container: el });
    expect(el.querySelector('.cr-review-form-checkbox')).toBeNull();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    star('التقييم', 4);
    fireEvent.change(screen.getByLabelText(/^المراجعة/), { target: { value: 'خدمة ممتازة' } });
    fireEvent.change(screen.getByLabelText(/^الاسم/), { target: { value: 'هند' } });
    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'hind@example.com' } });
    submit();
    await screen.findByRole('button', { name: 'متابعة' });
    expect(sent.find((s) => s.action === 'cr_submit_review')?.body.get('id')).toBe('-1');
  });
});
