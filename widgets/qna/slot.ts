// A PHP-printed Q&A form (qna-tab.php's `.cr-qna-new-q-form`, qna-list.php's `.cr-qna-list-inl-answ`) handed
// over to the React form: what it says about itself is read first (the terms text, the reCAPTCHA v3 key in the
// submit button's data-crcptcha, or the log-in notice a guest gets when Q&A needs a login), then its fields
// leave; the product line (`.cr-review-form-item`) stays. On a page cached for someone else the visitor's own
// copy of the box is put in first (adoptForm).
import { readLoginNotice, type LoginNotice } from '../../src/reviews/LoginRequired';
import { loadSanitizer } from '../../src/html/loadSanitizer';
import { mayBeAnothers, visitorCopyOf } from '../../src/reviews/visitorCopy';

export interface Slot {
  box: HTMLElement;
  termsHtml: string | null;
  recaptchaKey: string;
  /** qna-tab.php / qna-list.php for a guest with permission 'registered': no form, the notice */
  login: LoginNotice | null;
}

const notices = new WeakMap<HTMLElement, LoginNotice>();

/** Put the visitor's own copy of a form box (src/reviews/visitorCopy) in place of the printed one, before it is taken. */
async function adoptForm(box: HTMLElement, own: Element): Promise<void> {
  const { sanitizeFragment } = await loadSanitizer();
  box.replaceChildren(sanitizeFragment(own.innerHTML));
  notices.delete(box);
  delete box.dataset.swTaken;
  delete box.dataset.swTerms;
  delete box.dataset.swCaptcha;
}

export function takeSlot(box: HTMLElement): Slot {
  const terms = box.querySelector('.cr-review-form-terms label span');
  const slot: Slot = {
    box,
    // read from the page's own markup (the plugin prints the shop's text as HTML); rendered through SafeHtml
    termsHtml: box.querySelector('.cr-review-form-terms') ? (terms?.innerHTML.trim() ?? '') : null,
    recaptchaKey:
      box.querySelector<HTMLElement>('.cr-review-form-submit[data-crcptcha]')?.dataset.crcptcha ?? '',
    login: readLoginNotice(box) ?? notices.get(box) ?? null,
  };
  if (slot.login) notices.set(box, slot.login);
  if (!box.dataset.swTaken) {
    box.dataset.swTaken = '1';
    // the reCAPTCHA notice stays with the form it concerns
    for (const child of Array.from(box.children))
      if (!child.matches('.cr-review-form-item, .cr-captcha-terms')) child.remove();
  } else {
    const kept = box.dataset.swTerms;
    slot.termsHtml = kept === undefined ? null : kept;
    slot.recaptchaKey = box.dataset.swCaptcha ?? '';
  }
  if (slot.termsHtml !== null) box.dataset.swTerms = slot.termsHtml;
  box.dataset.swCaptcha = slot.recaptchaKey;
  return slot;
}

const opening = new WeakMap<HTMLElement, Promise<Slot>>();

/**
 * A box of `block` taken: at once as printed, or, on a page that may have been printed for someone else, a promise
 * of it once the visitor's own copy (found in the copy's block by `find`) is in. Asked once per box.
 */
export function openSlot(
  block: HTMLElement,
  box: HTMLElement,
  find: (copyBlock: Element) => Element | null,
): Slot | Promise<Slot> {
  if (box.dataset.swTaken || !mayBeAnothers()) return takeSlot(box);
  let taken = opening.get(box);
  if (!taken) {
    taken = visitorCopyOf(block, '.cr-qna-block').then(async (copy) => {
      const own = copy ? find(copy) : null;
      if (own && !box.dataset.swTaken) await adoptForm(box, own);
      return takeSlot(box);
    });
    opening.set(box, taken);
  }
  return taken;
}
