// Leaving the page, in one place so tests can watch it instead of jsdom's unimplemented navigation.
export const nav = {
  go(url: string): void {
    window.location.assign(url);
  },
  submit(form: HTMLFormElement): void {
    form.submit();
  },
};
