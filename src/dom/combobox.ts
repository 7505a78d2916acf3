// A platform <input> made an ARIA 1.2 combobox (the role on the input itself, list autocomplete) controlling a
// listbox. The undo also drops the state attributes the widget set meanwhile, leaving the PHP input as printed.
const STATE = ['aria-expanded', 'aria-activedescendant'] as const;

export function makeCombobox(input: HTMLInputElement, listId: string): () => void {
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listId);
  return () => {
    for (const a of ['role', 'aria-autocomplete', 'aria-controls', ...STATE]) input.removeAttribute(a);
  };
}
