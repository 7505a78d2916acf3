// When the phone field sets up intl-tel-input on its input: after the page has painted (in a task of its own,
// with a clean layout), or at once when the shopper is in the field or reaches it first. Its set-up (the
// country list's items, then a read of the flag's width) is a long task of its own; inside the task that commits
// the page's other widgets it would also pay for the whole page's layout. The root host waits for it before the
// first render (ReactWidget.ready); one promise an input.
import { afterPaint } from '../../src/dom/nextTask';

const moments = new WeakMap<HTMLInputElement, Promise<void>>();

export function hostWhen(input: HTMLInputElement): Promise<void> {
  let moment = moments.get(input);
  if (!moment) {
    moment = new Promise<void>((resolve) => {
      if (input.ownerDocument.activeElement === input) return resolve();
      const now = () => {
        input.removeEventListener('focus', now);
        resolve();
      };
      input.addEventListener('focus', now);
      void afterPaint(input.ownerDocument).then(now);
    });
    moments.set(input, moment);
  }
  return moment;
}
