// The terms checkbox the CusRev forms print (`.cr-review-form-terms`): its text is the shop's own HTML (it
// may hold a link), rendered through SafeHtml.
import { SafeHtml } from '../html/SafeHtml';
import { FieldError } from './Field';

export function Terms({
  html,
  checked,
  onChange,
  error,
  inputRef,
  id,
}: {
  html: string;
  checked: boolean;
  onChange(v: boolean): void;
  error?: string;
  inputRef?: (el: HTMLElement | null) => void;
  id: string;
}) {
  return (
    <div className={`cr-review-form-terms${error ? ' cr-review-form-error' : ''}`}>
      <label>
        <input
          ref={inputRef}
          type="checkbox"
          className="cr-review-form-checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-err`}
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        <SafeHtml html={html} />
      </label>
      <FieldError id={`${id}-err`} message={error} />
    </div>
  );
}
