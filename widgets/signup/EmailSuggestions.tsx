// The e-mail field as an ARIA 1.2 combobox with list autocomplete (APG): suggestions as the shopper types,
// arrows to move, Enter to pick, Escape or leaving the field to close; the name part plain, the domain in
// green, as the plugin showed them. The input stays Wawp's; the listbox renders at the end of its group.
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { makeCombobox } from '../../src/dom/combobox';
import { __ } from '../../src/i18n';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import { emailSuggestions } from './emailSuggest';

interface Props {
  input: HTMLInputElement;
  domains: readonly string[];
  listId: string;
}

export function EmailSuggestions({ input, domains, listId }: Props) {
  const [items, setItems] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const open = items.length > 0;

  const pick = (value: string | undefined) => {
    if (value === undefined) return;
    input.value = value;
    setItems([]);
    setActive(-1);
  };

  useLayoutEffect(() => makeCombobox(input, listId), [input, listId]);
  usePlatformProps(input, {
    attrs: {
      'aria-expanded': String(open),
      'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : null,
    },
  });

  useLayoutEffect(() => {
    const onInput = () => {
      setItems(emailSuggestions(input.value, domains));
      setActive(-1);
    };
    const close = () => {
      setItems([]);
      setActive(-1);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const list = items.length ? items : emailSuggestions(input.value, domains);
        if (!list.length) return;
        e.preventDefault();
        setItems(list);
        const down = e.key === 'ArrowDown';
        // from the field: down to the first option, up to the last; then round the list
        setActive((a) =>
          a < 0 ? (down ? 0 : list.length - 1) : (a + (down ? 1 : -1) + list.length) % list.length,
        );
      } else if (e.key === 'Enter' && open && active >= 0) {
        e.preventDefault(); // picks the suggestion instead of submitting the form
        pick(items[active]);
      } else if (e.key === 'Escape' && open) {
        e.preventDefault();
        close();
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', close);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', close);
    };
  });

  const group = input.closest('.awp-form-group') ?? input.parentElement;
  if (!group) return null;
  return createPortal(
    <ul
      id={listId}
      className="awp-email-suggestions"
      role="listbox"
      aria-label={__('E-mail suggestions')}
      hidden={!open}
    >
      {items.map((value, i) => {
        const at = value.indexOf('@');
        return (
          <li
            key={value}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onMouseDown={(e) => e.preventDefault() /* keep focus in the field */}
            onClick={() => pick(value)}
          >
            {value.slice(0, at)}
            <span className="awp-email-domain">{value.slice(at)}</span>
          </li>
        );
      })}
    </ul>,
    group,
  );
}
