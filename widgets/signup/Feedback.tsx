// What the signup tells the shopper, rendered onto Wawp's printed slots: the error line of a field (the
// `.awp-error-message` after its `.awp-form-group`) and the message box (`.awp-success-message`, green or red).
// Wawp's stylesheet hides every error line and its script .show()s the one of a field: a line with text is
// shown inline, whatever the theme's CSS says, and left to it again once empty.
import { createPortal } from 'react-dom';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { FlowState } from './flow';
import type { FieldSlot } from './markup';

export function FieldError({ slot, error, ok }: { slot: FieldSlot; error: string | undefined; ok: boolean }) {
  usePlatformProps(slot.control, {
    attrs: {
      'aria-invalid': error ? 'true' : null,
      'aria-describedby':
        error && slot.line ? [slot.describedBy, slot.lineId].filter(Boolean).join(' ') : null,
    },
    classes: { 'awp-field-error': Boolean(error), 'awp-field-success': ok },
  });
  usePlatformProps(slot.line, { attrs: { id: slot.lineId }, style: { display: error ? 'block' : null } });
  return slot.line && error ? createPortal(error, slot.line) : null;
}

export function MessageBox({
  box,
  message,
  said,
}: {
  box: HTMLElement | null;
  message: FlowState['message'];
  said: number;
}) {
  usePlatformProps(box, {
    attrs: { 'aria-live': 'polite', role: message ? (message.type === 'error' ? 'alert' : 'status') : null },
    classes: { 'is-success': message?.type === 'success', 'is-error': message?.type === 'error' },
    style: { display: message ? 'block' : null },
  });
  // keyed by the count: the same text again is a new node, which screen readers announce again
  return box && message ? createPortal(<span key={said}>{message.text}</span>, box) : null;
}
