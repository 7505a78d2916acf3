// Upload tiles: a preview per file with its progress, ok or removing state and a delete button; the '+' tile
// only while the count is below the limit.
import { useId, useRef } from 'react';
import { __, sprintf } from '../../src/i18n';
import { ALLOWED_TYPES } from '../../src/reviews/upload';
import type { useUploads } from './useUploads';

type Uploads = ReturnType<typeof useUploads>;

export function MediaTiles({ uploads, error }: { uploads: Uploads; error?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { items, message } = uploads;
  return (
    <div className={`cr-form-item-media${error ? ' cr-review-form-error' : ''}`}>
      <span
        id={`${id}-status`}
        className={`cr-upload-images-status${message.error ? ' cr-upload-images-status-error' : ''}`}
        role="status"
      >
        {message.text}
      </span>
      <div className="cr-upload-images-preview">
        {items.map((item, i) => (
          <div
            key={item.localId}
            className={`cr-upload-images-containers cr-upload-images-container-${i + 1} cr-upload-${item.state}`}
            data-state={item.state}
          >
            {item.type.startsWith('video/') ? (
              <span className="cr-upload-video-thumb" aria-hidden="true">
                ▶
              </span>
            ) : item.preview ? (
              <img src={item.preview} alt="" className="cr-upload-images-thumbnail" />
            ) : null}
            <span className="sw-visually-hidden">
              {sprintf(
                item.state === 'uploading'
                  ? __('Uploading %s')
                  : item.state === 'deleting'
                    ? __('Removing %s')
                    : __('Uploaded %s'),
                item.name,
              )}
            </span>
            {item.state === 'uploading' ? (
              <div
                className="cr-upload-images-pbar"
                role="progressbar"
                aria-label={sprintf(__('Uploading %s'), item.name)}
              >
                <div className="cr-upload-images-pbarin" />
              </div>
            ) : null}
            <button
              type="button"
              className="cr-upload-images-delete"
              aria-label={uploads.labels.remove(item.name)}
              aria-disabled={item.state === 'deleting' || undefined}
              onClick={() => uploads.remove(item)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
        {items.length < uploads.limit ? (
          <label className="cr-form-item-media-add">
            <span aria-hidden="true">+</span>
            <span className="sw-visually-hidden">{__('Add photos or videos')}</span>
            <input
              ref={input}
              type="file"
              multiple
              accept={ALLOWED_TYPES.join(',')}
              className="sw-visually-hidden"
              aria-describedby={`${id}-status${error ? ` ${id}-err` : ''}`}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                uploads.add(files, items.length);
                e.target.value = ''; // the selection is cleared either way (refused, or now tiles)
              }}
            />
          </label>
        ) : null}
      </div>
      <span id={`${id}-err`} className="cr-review-form-field-error" hidden={!error}>
        {error}
      </span>
    </div>
  );
}
