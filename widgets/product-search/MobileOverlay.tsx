// The mobile overlay below the breakpoint: a modal dialog that takes the platform's own search form (moved
// in, and put back on close so the page keeps working) and the suggestions. Back button, Escape and submit
// turn it off.
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Dialog } from '../../src/ui/Dialog';
import { SafeHtml } from '../../src/html/SafeHtml';
import { __ } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';
import { label } from './labels';

export interface MobileOverlayProps {
  cfg: FiboSearchSettings;
  form: HTMLFormElement;
  input: HTMLInputElement;
  onClose(): void;
  children: ReactNode;
}

export function MobileOverlay({ cfg, form, input, onClose, children }: MobileOverlayProps) {
  const slot = useRef<HTMLDivElement>(null);
  const focusInput = useMemo(() => ({ current: input }), [input]);

  // Move the form in before the dialog opens (layout effects run before Dialog's showModal, which then focuses
  // the input through initialFocus); put it back where it was when the overlay goes.
  useLayoutEffect(() => {
    const target = slot.current;
    if (!target) return;
    const marker = document.createComment('dgwt-wcas-form');
    form.before(marker);
    target.append(form);
    return () => {
      if (marker.isConnected) marker.replaceWith(form);
      else marker.remove();
    };
  }, [form, input]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={label(cfg, 'search_placeholder')}
      hideTitle
      className="dgwt-wcas-overlay-mobile"
      closeLabel={__('Back')}
      initialFocus={focusInput}
      closeIcon={cfg.back_icon ? <SafeHtml html={cfg.back_icon} /> : '→'}
    >
      <div ref={slot} className="dgwt-wcas-om-bar js-dgwt-wcas-om-bar" />
      {children}
    </Dialog>
  );
}
