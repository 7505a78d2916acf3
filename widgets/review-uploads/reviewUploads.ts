// Photo/video uploads on the WooCommerce comment form (CusRev `.cr-upload-local-images`, used when reviews are
// not loaded in the background): each file becomes a `.cr-upload-images-containers` tile, uploading (progress
// bar) -> ok (hidden `cr-upload-images-ids[]` input holding {id, key}) -> delete-pending -> removed. The
// comment form cannot be submitted while an upload is not ok. Same type/count/size rules as the CusRev form.
import { isAbort } from '../../src/ajax';
import { __ } from '../../src/i18n';
import { toPlainText } from '../../src/html/sanitize';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { call, commentUploadNonce, deleteResponse, uploadResponse } from '../../src/reviews/api';
import { checkSelection, type UploadRuleError } from '../../src/reviews/upload';
import { consumePrinted, renderPrinted } from '../../src/reviews/captcha';

export function mountReviewUploads(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  const preview = root.querySelector<HTMLElement>('.cr-upload-images-preview');
  const status = root.querySelector<HTMLElement>('.cr-upload-images-status');
  const form = root.closest('form');
  if (!input || !preview) return () => {};
  const settings = readCrAjaxObject();
  status?.setAttribute('role', 'status');
  // the comment form's own captcha (CR_Reviews::custom_fields_captcha2), whose token each upload carries
  if (form) renderPrinted(form);
  let seq = 0;
  const controllers = new Set<AbortController>();

  const say = (text: string, error: boolean) => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('cr-upload-images-status-error', error);
  };
  const ruleText = (e: UploadRuleError) =>
    ({
      too_many: settings.cr_upload_error_too_many || __('Too many files.'),
      file_type: settings.cr_upload_error_file_type || __('The file type is not allowed.'),
      file_size: settings.cr_upload_error_file_size || __('The file is too large.'),
    })[e];
  const tiles = () => Array.from(preview.querySelectorAll<HTMLElement>('.cr-upload-images-containers'));
  const pending = () => tiles().filter((t) => t.dataset.state !== 'ok').length;

  const upload = (file: File, captcha: Promise<string>) => {
    const n = ++seq;
    const tile = document.createElement('div');
    tile.className = `cr-upload-images-containers cr-upload-images-container-${n}`;
    tile.dataset.state = 'uploading';
    const bar = document.createElement('div');
    bar.className = 'cr-upload-images-pbar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', `${__('Uploading %s').replace('%s', file.name)}`);
    bar.append(Object.assign(document.createElement('div'), { className: 'cr-upload-images-pbarin' }));
    const name = Object.assign(document.createElement('span'), {
      className: 'cr-upload-images-name',
      textContent: file.name,
    });
    tile.append(name, bar);
    preview.append(tile);
    const controller = new AbortController();
    controllers.add(controller);
    const fd = new FormData();
    fd.append('cr_nonce', input.dataset.nonce ?? '');
    fd.append('cr_postid', input.dataset.postid ?? '');
    fd.append('cr_file', file);
    captcha
      .then((token) => {
        fd.append('cr_captcha', token);
        return call('cr_upload_local_images_frontend', fd, uploadResponse, {
          signal: controller.signal,
          timeoutMs: 120_000,
          nonce: commentUploadNonce,
        });
      })
      .then((res) => {
        if (res.code !== 200 || !res.attachment.id) {
          tile.remove();
          say(toPlainText(res.message) || __('Upload failed. Please try again.'), true);
          return;
        }
        bar.remove();
        tile.dataset.state = 'ok';
        const hidden = Object.assign(document.createElement('input'), {
          type: 'hidden',
          name: 'cr-upload-images-ids[]',
        });
        hidden.value = JSON.stringify({ id: res.attachment.id, key: res.attachment.key });
        const del = Object.assign(document.createElement('button'), {
          type: 'button',
          className: 'cr-upload-images-delete',
          textContent: '×',
        });
        del.dataset.delnonce = res.attachment.nonce;
        del.setAttribute('aria-label', __('Remove %s').replace('%s', file.name));
        tile.append(hidden, del);
      })
      .catch((e: unknown) => {
        tile.remove();
        if (!isAbort(e)) say(__('Upload failed. Please try again.'), true);
      })
      .finally(() => controllers.delete(controller));
  };

  const onChange = () => {
    const files = Array.from(input.files ?? []);
    const err = checkSelection(
      files,
      tiles().length,
      settings.cr_images_upload_limit,
      settings.cr_images_upload_max_size,
    );
    input.value = ''; // the selection is cleared either way
    if (err) {
      say(ruleText(err), true);
      return;
    }
    say(settings.cr_upload_initial, false);
    // frontend.js: crCaptcha.consume(form) once for the selection, every file posted with that token
    const token = form ? consumePrinted(form) : Promise.resolve('');
    files.forEach((f) => upload(f, token));
  };

  const onClick = (e: MouseEvent) => {
    const del =
      e.target instanceof Element ? e.target.closest<HTMLButtonElement>('.cr-upload-images-delete') : null;
    const tile = del?.closest<HTMLElement>('.cr-upload-images-containers');
    if (!del || !tile || tile.dataset.state !== 'ok') return;
    e.preventDefault();
    tile.dataset.state = 'deleting';
    del.setAttribute('aria-disabled', 'true');
    const image = tile.querySelector<HTMLInputElement>('input[name="cr-upload-images-ids[]"]')?.value ?? '';
    const cls = Array.from(tile.classList).find((c) => /^cr-upload-images-container-\d+$/.test(c)) ?? '';
    call(
      'cr_delete_local_images_frontend',
      { cr_nonce: del.dataset.delnonce ?? '', image, class: cls },
      deleteResponse,
    )
      .then((res) => {
        if (res.code === 200) tile.remove();
        else tile.dataset.state = 'ok';
      })
      .catch(() => {
        tile.dataset.state = 'ok';
      })
      .finally(() => del.removeAttribute('aria-disabled'));
  };

  const onSubmit = (e: SubmitEvent) => {
    if (pending() === 0) return;
    e.preventDefault(); // a review cannot be submitted while an upload is not ok
    say(__('Please wait until the uploads have finished'), true);
  };

  input.addEventListener('change', onChange);
  preview.addEventListener('click', onClick);
  form?.addEventListener('submit', onSubmit);
  return () => {
    controllers.forEach((c) => c.abort());
    input.removeEventListener('change', onChange);
    preview.removeEventListener('click', onClick);
    form?.removeEventListener('submit', onSubmit);
  };
}
