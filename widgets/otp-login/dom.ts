// Finding the login's elements by the plugin's ids inside this form only, and showing/hiding them as its
// script does (inline display).
export const byId = <T extends HTMLElement>(root: HTMLElement, id: string, type: new () => T): T | null => {
  const el = root.ownerDocument.getElementById(id);
  return el instanceof type && root.contains(el) ? el : null;
};

export const show = (el: HTMLElement | null, on: boolean) => {
  if (el) el.style.display = on ? '' : 'none';
};
