// Media tiles of the CusRev review form: uploading -> upload-ok ({id, key}) ->
// delete-pending -> removed. A selection that breaks a rule is refused whole and the server-provided
// too-many / file-type / file-size text is shown (our own Arabic when the page printed none).
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../../src/ajax';
import { __, sprintf } from '../../src/i18n';
import { toPlainText } from '../../src/html/sanitize';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { call, deleteResponse, formUploadNonce, uploadResponse } from '../../src/reviews/api';
import { checkSelection, type UploadRuleError } from '../../src/reviews/upload';

export type UploadState = 'uploading' | 'ok' | 'deleting';
export interface UploadItem {
  localId: number;
  name: string;
  type: string;
  preview: string;
  state: UploadState;
  attachment?: { id: number; key: string };
}

export function useUploads(itemId: string, nonce: string) {
  const settings = readCrAjaxObject();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [message, setMessage] = useState<{ text: string; error: boolean }>({
    text: settings.cr_upload_initial,
    error: false,
  });
  const seq = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const urls = useRef(new Set<string>());

  const ruleText = (e: UploadRuleError) =>
    ({
      too_many: settings.cr_upload_error_too_many || __('Too many files.'),
      file_type: settings.cr_upload_error_file_type || __('The file type is not allowed.'),
      file_size: settings.cr_upload_error_file_size || __('The file is too large.'),
    })[e];

  const patch = (localId: number, p: Partial<UploadItem> | null) =>
    setItems((list) =>
      p === null
        ? list.filter((i) => i.localId !== localId)
        : list.map((i) => (i.localId === localId ? { ...i, ...p } : i)),
    );

  const drop = (localId: number, preview: string) => {
    patch(localId, null);
    URL.revokeObjectURL?.(preview);
    urls.current.delete(preview);
  };

  const add = useCallback(
    (files: File[], current: number): boolean => {
      const err = checkSelection(
        files,
        current,
        settings.cr_images_upload_limit,
        settings.cr_images_upload_max_size,
      );
      if (err) {
        setMessage({ text: ruleText(err), error: true });
        return false;
      }
      setMessage({ text: settings.cr_upload_initial, error: false });
      for (const file of files) {
        const localId = ++seq.current;
        const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
        urls.current.add(preview);
        setItems((list) => [
          ...list,
          { localId, name: file.name, type: file.type, preview, state: 'uploading' },
        ]);
        const controller = new AbortController();
        controllers.current.set(localId, controller);
        const fd = new FormData();
        fd.append('cr_file', file);
        fd.append('cr_item', itemId);
        fd.append('cr_nonce', nonce);
        call('cr_upload_media', fd, uploadResponse, {
          signal: controller.signal,
          timeoutMs: 120_000,
          nonce: formUploadNonce,
        })
          .then((res) => {
            if (res.code === 200 && res.attachment.id) {
              patch(localId, { state: 'ok', attachment: { id: res.attachment.id, key: res.attachment.key } });
            } else {
              drop(localId, preview);
              setMessage({
                text: toPlainText(res.message) || __('Upload failed. Please try again.'),
                error: true,
              });
            }
          })
          .catch((e: unknown) => {
            drop(localId, preview);
            if (!isAbort(e)) setMessage({ text: __('Upload failed. Please try again.'), error: true });
          })
          .finally(() => controllers.current.delete(localId));
      }
      return true;
    },
    // settings are read once per render from the page global; itemId/nonce fix the rest
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [itemId, nonce],
  );

  const remove = useCallback((item: UploadItem) => {
    if (item.state === 'uploading') {
      controllers.current.get(item.localId)?.abort();
      drop(item.localId, item.preview);
      return;
    }
    if (item.state !== 'ok' || !item.attachment) return;
    patch(item.localId, { state: 'deleting' });
    call('cr_delete_media', { image: JSON.stringify(item.attachment) }, deleteResponse)
      .then((res) => {
        if (res.code === 200) drop(item.localId, item.preview);
        else patch(item.localId, { state: 'ok' });
      })
      .catch(() => patch(item.localId, { state: 'ok' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** the form was reset: previews go, uploads in flight are dropped */
  const reset = useCallback(() => {
    controllers.current.forEach((c) => c.abort());
    controllers.current.clear();
    urls.current.forEach((u) => URL.revokeObjectURL?.(u));
    urls.current.clear();
    setItems([]);
    setMessage({ text: settings.cr_upload_initial, error: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      controllers.current.forEach((c) => c.abort());
      urls.current.forEach((u) => URL.revokeObjectURL?.(u));
    },
    [],
  );

  return {
    items,
    message,
    add,
    remove,
    reset,
    limit: settings.cr_images_upload_limit,
    pending: items.filter((i) => i.state !== 'ok').length,
    ids: items.filter((i) => i.state === 'ok' && i.attachment).map((i) => JSON.stringify(i.attachment)),
    labels: { remove: (n: string) => sprintf(__('Remove %s'), n) },
  };
}
