// CR_Ajax_Reviews::get_tags_field(): the tag chips as toggle buttons (`cr-tag-selected`), the box
// `cr-review-tags-filter-disabled` while a query runs.
import type { Chip } from './readList';
import { pressOnKey } from './VoteControl';

interface Props {
  chips: Chip[];
  selected: string[];
  updating: boolean;
  onToggle(id: string): void;
}

export function TagChips({ chips, selected, updating, onToggle }: Props) {
  return (
    <div
      className={`cr-review-tags-filter${updating ? ' cr-review-tags-filter-disabled' : ''}`}
      aria-busy={updating || undefined}
    >
      {chips.map((c) => {
        const on = selected.includes(c.id);
        const press = () => onToggle(c.id);
        return [
          <span
            key={c.id}
            className={`${c.className}${on ? ' cr-tag-selected' : ''}`}
            data-crtagid={c.id}
            role="button"
            tabIndex={0}
            aria-pressed={on}
            onClick={press}
            onKeyDown={pressOnKey(press)}
          >
            {c.label}
          </span>,
          ' ',
        ];
      })}
    </div>
  );
}
