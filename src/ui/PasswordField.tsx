// The password field with WooCommerce's show/hide toggle (`.password-input` > input + `.show-password-input`),
// for React views: the same classes, labels and styles as the DOM toggle (src/dom/passwordToggle.ts), so a
// printed form and a React one look and read the same.
import { useMemo, useRef, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { passwordToggleLabels } from '../dom/passwordToggle';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; ref?: RefObject<HTMLInputElement | null> };

export function PasswordField({ ref, ...props }: Props) {
  const [shown, setShown] = useState(false);
  const labels = useMemo(passwordToggleLabels, []);
  const own = useRef<HTMLInputElement>(null);
  const input = ref ?? own;
  return (
    <span className="password-input">
      <input {...props} ref={input} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={`show-password-input${shown ? ' display-password' : ''}`}
        aria-controls={props.id}
        aria-label={shown ? labels.hide : labels.show}
        aria-pressed={shown}
        onClick={() => {
          setShown((s) => !s);
          input.current?.focus();
        }}
      />
    </span>
  );
}
