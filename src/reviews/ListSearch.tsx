// CR_Ajax_Reviews::get_search_field(): the search box with its printed icons (the plugin's debounce, Enter at once),
// the clear icon shown while there is text (the plugin's script sets display:inline-block), and on the
// all-reviews block the 'Search' button (`.cr-button-search`). The printed icons are hosted as they are, the
// clear icon's state rendered onto it (a keyboard button while there is text).
import { __ } from '../i18n';
import { usePlatformEvent } from '../ui/usePlatformEvent';
import { usePlatformProps } from '../ui/usePlatformProps';
import { Adopted } from './Adopted';
import type { SearchPart } from './readList';
import { pressOnKey } from './VoteControl';

function ClearIcon({ el, shown, onClear }: { el: HTMLElement; shown: boolean; onClear(): void }) {
  usePlatformProps(el, {
    attrs: { role: 'button', tabindex: shown ? '0' : '-1', 'aria-label': __('Clear the search') },
    style: { display: shown ? 'inline-block' : 'none' },
  });
  usePlatformEvent(el, 'click', onClear);
  usePlatformEvent(el, 'keydown', pressOnKey(onClear));
  return <Adopted node={el} />;
}

interface Props {
  part: SearchPart;
  value: string;
  onChange(v: string): void;
  onSearch(): void;
  onClear(): void;
}

export function ListSearch({ part, value, onChange, onSearch, onClear }: Props) {
  return (
    <div className="cr-ajax-search">
      <div>
        {part.searchIcon ? <Adopted node={part.searchIcon} /> : null}
        <input
          name={part.name || undefined}
          className="cr-input-text"
          type="text"
          placeholder={part.placeholder}
          aria-label={part.label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onSearch();
          }}
        />
        {part.clear ? <ClearIcon el={part.clear} shown={value !== ''} onClear={onClear} /> : null}
      </div>
      {part.button !== null ? (
        <button type="button" className="cr-button-search" onClick={() => onSearch()}>
          {part.button}
        </button>
      ) : null}
    </div>
  );
}
