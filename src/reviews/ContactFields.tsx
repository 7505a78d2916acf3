// The name and e-mail fields every reviews form asks a guest for (CusRev's review form and its Q&A forms print
// the same two), with their errors and the refs the error summary focuses.
import { __ } from '../i18n';
import { TextField } from './Field';
import type { useFieldErrors } from './useFieldErrors';

export function ContactFields({
  name,
  email,
  fe,
  onChange,
}: {
  name: string;
  email: string;
  fe: ReturnType<typeof useFieldErrors>;
  onChange(field: 'name' | 'email', value: string): void;
}) {
  return (
    <>
      <TextField
        className="cr-review-form-name"
        label={__('Name')}
        required
        autoComplete="name"
        value={name}
        error={fe.errors.name}
        inputRef={fe.fieldRef('name')}
        onChange={(v) => onChange('name', v)}
      />
      <TextField
        className="cr-review-form-email"
        label={__('Email')}
        type="email"
        required
        autoComplete="email"
        value={email}
        error={fe.errors.email}
        inputRef={fe.fieldRef('email')}
        onChange={(v) => onChange('email', v)}
      />
    </>
  );
}
