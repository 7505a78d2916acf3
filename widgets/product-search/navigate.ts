// Leaving the page, in one place so tests can watch it instead of jsdom's unimplemented navigation; a
// suggestion's link is followed within the site only.
import { navigateTo } from '../../src/dom/navigate';

export const nav = {
  go(url: string): void {
    navigateTo(url);
  },
  submit(form: HTMLFormElement): void {
    form.submit();
  },
};
