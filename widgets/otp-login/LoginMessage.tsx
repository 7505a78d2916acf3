// What every login pane shows of its call, on the pane's printed slots: the message box
// (`#awp_login_message_<x>`: `<p class="success|error">` with the server's text, its markup sanitized) and,
// while a call runs, the rotating progress text at the end of the pane's form, right after the box.
import { createPortal } from 'react-dom';
import { SafeHtml } from '../../src/html/SafeHtml';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { PaneSlots } from './markup';
import type { Message } from './useLoginCall';

export function LoginMessage({
  slots,
  message,
  progress,
}: {
  slots: PaneSlots;
  message: Message | null;
  progress: string | null;
}) {
  usePlatformProps(slots.messageBox, { attrs: { 'aria-live': 'polite' } });
  const box = slots.messageBox;
  const form = slots.form ?? box?.parentElement ?? null;
  return (
    <>
      {box && message
        ? createPortal(
            <SafeHtml
              key={message.n}
              as="p"
              className={message.ok ? 'success' : 'error'}
              role={message.ok ? 'status' : 'alert'}
              html={message.text}
            />,
            box,
          )
        : null}
      {form && progress !== null
        ? createPortal(
            <div className="awp-progress-box" role="status">
              <span key={progress} className="awp-progress-line">
                {progress}
              </span>
            </div>,
            form,
          )
        : null}
    </>
  );
}
