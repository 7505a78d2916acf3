// A labelled form field with its error, as the CusRev forms print them (the wrapper class highlights errors).
import { useId, type ReactNode } from 'react';

export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <span id={id} className="cr-review-form-field-error" hidden={!message}>
      {message}
    </span>
  );
}

export function TextField({
  className,
  label,
  value,
  onChange,
  error,
  multiline,
  type = 'text',
  required,
  autoComplete,
  inputRef,
  inputMode,
}: {
  className: string;
  label: ReactNode;
  value: string;
  onChange(v: string): void;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'number';
  required?: boolean;
  autoComplete?: string;
  inputRef?: (el: HTMLElement | null) => void;
  inputMode?: 'numeric' | 'text' | 'email';
}) {
  const id = useId();
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-err` : undefined,
    'aria-required': required || undefined,
    ref: inputRef,
  };
  return (
    <div className={`${className}${error ? ' cr-review-form-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className="cr-review-form-comment-txt"
          rows={4}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          className="cr-review-form-txt"
          type={type === 'number' ? 'text' : type}
          inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={`${id}-err`} message={error} />
    </div>
  );
}
