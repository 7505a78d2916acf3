// Browser tests of printing: record every print() made on an iframe's window (the order documents' hidden frame is
// same-origin, sandbox allow-same-origin) as `<sandbox>|<the frame's text>`, instead of opening the print dialog.
import type { Page } from '@playwright/test';

export async function observePrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: string[] };
    w.__prints = [];
    const d = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const win = d?.get?.call(this) as (Window & { __sw?: boolean }) | null;
        if (win && !win.__sw) {
          win.__sw = true;
          win.print = () =>
            void w.__prints.push(`${this.getAttribute('sandbox')}|${win.document.body.innerText}`);
        }
        return win;
      },
    });
  });
}

/** The prints recorded so far. */
export const prints = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __prints: string[] }).__prints);
