// The end of every reviews form: the error summary, submit (busy while sending) and cancel, then the result
// view in place of the fields. Success's button closes, error's goes back to editing.
import { BusyButton, Notice } from '../ui';
import { __ } from '../i18n';
import type { useFormFlow } from './useFormFlow';

export function FormButtons({
  flow,
  hasErrors,
  submitLabel,
  onCancel,
}: {
  flow: ReturnType<typeof useFormFlow>;
  hasErrors: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      <Notice
        type="error"
        message={hasErrors ? __('Some fields need your attention.') : null}
        className="cr-review-form-summary"
      />
      <div className="cr-review-form-buttons">
        <BusyButton type="submit" className="cr-review-form-submit" busy={flow.phase === 'submitting'}>
          {submitLabel}
        </BusyButton>
        <button
          type="button"
          className="cr-review-form-cancel"
          onClick={onCancel}
          disabled={flow.phase === 'submitting'}
        >
          {__('Cancel')}
        </button>
      </div>
    </>
  );
}
