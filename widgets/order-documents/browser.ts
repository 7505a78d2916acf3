// The browser calls the document flows end with, in one object so tests can observe them: jsdom cannot
// reload, and the platform's prompts are native dialogs (see prompt.ts for why they stay native).
import { reload } from '../../src/dom/navigate';

export const browser = {
  reload(): void {
    reload();
  },
  open(url: string): Window | null {
    return window.open(url, '_blank');
  },
  alert(message: string): void {
    window.alert(message);
  },
  confirm(message: string): boolean {
    return window.confirm(message);
  },
  width(): number {
    return window.innerWidth;
  },
};
