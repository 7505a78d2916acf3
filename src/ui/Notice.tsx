// The one notice: an aria-live region that is always in the DOM (so screen readers hear changes), showing a
// success, error or info message as text.
import './ui.css';

export type NoticeType = 'success' | 'error' | 'info';

export function Notice({
  type = 'info',
  message,
  className,
  id,
}: {
  type?: NoticeType;
  message: string | null;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={`sw-notice${message ? ` sw-notice--${type}` : ''}${className ? ` ${className}` : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message}
    </div>
  );
}
