// The one dialog: native <dialog> with showModal() (focus trap, inert page, Escape for free), focus returned
// to the opener on close, page scroll locked through the store, a click on the backdrop closes. It sits centred;
// a theme-printed drawer keeps its own markup with src/ui/useModalFocus.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useStorefront } from '../store';
import { __ } from '../i18n';
import './ui.css';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** hide the visible heading but keep it as the accessible name */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
  /** where focus goes when the dialog opens; default the first focusable element */
  initialFocus?: React.RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** the close button's icon (default ×); e.g. a back arrow for the search overlay */
  closeIcon?: ReactNode;
}

export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  className,
  children,
  initialFocus,
  closeLabel,
  closeIcon,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const lock = useStorefront((s) => s.lockScroll);
  const unlock = useStorefront((s) => s.unlockScroll);
  const owner = useId();

  // Open and close follow `open` only: fast open/close toggles end in the state last asked for.
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      lock(owner);
      initialFocus?.current?.focus();
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
    if (!open) {
      unlock(owner);
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open, lock, unlock, owner, initialFocus]);

  useEffect(() => () => unlock(owner), [unlock, owner]);

  return (
    <dialog
      ref={ref}
      className={`sw-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault(); // Escape: we close through state so React stays the source of truth
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // the backdrop is the dialog element itself
      }}
    >
      <div className="sw-dialog__panel">
        <div className="sw-dialog__header">
          <h2 id={titleId} className={hideTitle ? 'sw-visually-hidden' : 'sw-dialog__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="sw-dialog__close"
            onClick={onClose}
            aria-label={closeLabel ?? __('Close')}
          >
            <span aria-hidden="true">{closeIcon ?? '×'}</span>
          </button>
        </div>
        <div className="sw-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
