// The e-mail field as an ARIA 1.2 combobox (list autocomplete): suggestions as you type, arrows to move,
// Enter to pick, Escape to close; the name part plain, the domain in green, as the plugin showed them.
import { makeCombobox } from '../../src/dom/combobox';
import { __ } from '../../src/i18n';
import { emailSuggestions } from './emailSuggest';

let ids = 0;

export function emailCombobox(input: HTMLInputElement, domains: readonly string[]): () => void {
  const listId = `awp-email-suggestions-${++ids}`;
  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'awp-email-suggestions';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', __('E-mail suggestions'));
  list.hidden = true;
  input.after(list);
  const undoCombobox = makeCombobox(input, listId);
  input.setAttribute('aria-expanded', 'false');

  let items: string[] = [];
  let active = -1;
  const render = () => {
    list.replaceChildren(
      ...items.map((value, i) => {
        const li = document.createElement('li');
        li.id = `${listId}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(i === active));
        li.className = i === active ? 'is-active' : '';
        const at = value.indexOf('@');
        const domain = document.createElement('span');
        domain.className = 'awp-email-domain';
        domain.textContent = value.slice(at);
        li.append(value.slice(0, at), domain);
        li.addEventListener('mousedown', (e) => e.preventDefault()); // keep focus in the field
        li.addEventListener('click', () => pick(i));
        return li;
      }),
    );
    const open = items.length > 0;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    items = [];
    active = -1;
    render();
  };
  const pick = (i: number) => {
    const v = items[i];
    if (v === undefined) return;
    input.value = v;
    close();
  };
  const onInput = () => {
    items = emailSuggestions(input.value, domains);
    active = -1;
    render();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) items = emailSuggestions(input.value, domains);
      if (!items.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      active = (active + step + items.length) % items.length;
      render();
    } else if (e.key === 'Enter' && active >= 0 && items.length) {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape' && items.length) {
      e.preventDefault();
      close();
    }
  };
  const onBlur = () => close();
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKey);
  input.addEventListener('blur', onBlur);
  return () => {
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKey);
    input.removeEventListener('blur', onBlur);
    list.remove();
    undoCombobox();
  };
}
