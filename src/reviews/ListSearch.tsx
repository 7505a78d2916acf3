// CR_Ajax_Reviews::get_search_field(): the search box with its printed icons (1000 ms debounce, Enter at once),
// the clear icon shown while there is text (the plugin's script sets display:inline-block), and on the
// all-reviews block the 'Search' button (`.cr-button-search`).
import { SafeHtml } from '../html/SafeHtml';
import { __ } from '../i18n';
import type { SearchPart } from './readList';
import { pressOnKey } from './VoteControl';

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
        <SafeHtml html={part.searchIcon} style={{ display: 'contents' }} />
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
        <SafeHtml
          className={part.clearClass}
          style={{ display: value ? 'inline-block' : 'none' }}
          role="button"
          tabIndex={value ? 0 : -1}
          aria-label={__('Clear the search')}
          onClick={onClear}
          onKeyDown={pressOnKey(onClear)}
          html={part.clearIcon}
        />
      </div>
      {part.button !== null ? (
        <button type="button" className="cr-button-search" onClick={() => onSearch()}>
          {part.button}
        </button>
      ) : null}
    </div>
  );
}
