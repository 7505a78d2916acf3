// A button that shows it is working and cannot be pressed twice while it is (aria-busy, aria-disabled keeps it
// focusable for screen-reader users).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './ui.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; children: ReactNode };

export function BusyButton({ busy, children, className, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={`${className ?? ''}${busy ? ' sw-busy loading' : ''}`.trim()}
      aria-busy={busy}
      aria-disabled={busy || rest.disabled || undefined}
      onClick={(e) => {
        if (busy) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {children}
    </button>
  );
}
