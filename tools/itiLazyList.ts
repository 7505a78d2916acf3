// Build-time change to intl-tel-input 29.5.1 (pinned): its country list (240 <li>, each with a flag, the name and
// the dial code) is built when the selector first opens, not when the field is set up. The phone field's set-up
// was the longest task on /signup/ (about 60 ms at 1x here, 120 at 4x, most of its blocking time): the list was
// about a third of it, plus the garbage it left, for a list most shoppers never open.
// And its input padding is measured by its own ResizeObserver after the frame's layout, not forced at set-up (below).
// Every replacement must match exactly once: a new intl-tel-input fails the build here instead of changing
// behaviour unseen (then read the new source and adapt, or drop this if upstream builds lazily).
import type { Plugin } from 'vite';

const FILE = /[\\/]intl-tel-input[\\/]dist[\\/]js[\\/]intlTelInput\.mjs$/;

const EDITS: Array<[from: string, to: string]> = [
  // two fields: built yet, and the country chosen while it was not
  ['  #listItemByIso2 = /* @__PURE__ */ new Map();\n', '  #listItemByIso2 = /* @__PURE__ */ new Map();\n  #listBuilt = false;\n  #listSelectedIso2 = "";\n'],
  // the set-up no longer builds the list (nor announces its count)
  [
    '    this.#appendListItems();\n    if (countrySearch) {\n      this.#updateSearchResultsA11yText();\n    }\n',
    '',
  ],
  // …the first opening does, before it measures the dropdown and highlights the selected country
  [
    '  openCountrySelector(onSelect, onClose) {\n',
    '  #ensureListItems() {\n' +
      '    if (this.#listBuilt) return;\n' +
      '    this.#listBuilt = true;\n' +
      '    this.#appendListItems();\n' +
      '    if (this.#options.countrySearch) this.#updateSearchResultsA11yText();\n' +
      '    if (this.#listSelectedIso2) this.#updateSelectedListItem(this.#listSelectedIso2);\n' +
      '  }\n' +
      '  openCountrySelector(onSelect, onClose) {\n' +
      '    this.#ensureListItems();\n',
  ],
  // a country chosen before then is marked when the list is built
  [
    '  #updateSelectedListItem(iso2) {\n',
    '  #updateSelectedListItem(iso2) {\n    if (!this.#listBuilt) {\n      this.#listSelectedIso2 = iso2;\n      return;\n    }\n',
  ],
  // The input's padding (room for the flag and dial code): set-up measured the selected country twice
  // (`offsetWidth` after building the markup, again after setting the initial country), two forced style and
  // layout passes of the page in the set-up's task (about 43 ms at 4x on /signup/), or, in a hidden container, a
  // clone laid out in the body. The library's own ResizeObserver on the selected country measures it after the
  // frame's layout and sets the padding before that frame is painted: until its first measure, nothing else does.
  ['  #resizeObserver;\n', '  #resizeObserver;\n  #paddingByObserver = typeof ResizeObserver !== "undefined";\n'],
  ['  #updateInputPadding() {\n    if (this.#selectedCountryEl) {\n', '  #updateInputPadding() {\n    if (this.#selectedCountryEl && !this.#paddingByObserver) {\n'],
  [
    '      if (this.#selectedCountryEl?.offsetWidth) {\n        this.#updateInputPadding();\n',
    '      if (this.#selectedCountryEl?.offsetWidth) {\n        this.#paddingByObserver = false;\n        this.#updateInputPadding();\n',
  ],
  // …and the dropdown's width (the input's `offsetWidth`, a third forced layout) is set when it first opens, as
  // the opening does anyway (`openCountrySelector` calls `ensureDropdownWidthSet`), not at set-up
  ['    this.#buildHiddenInputs(wrapper);\n    this.ensureDropdownWidthSet();\n  }\n', '    this.#buildHiddenInputs(wrapper);\n  }\n'],
];

/** The source with the list built on first open; throws when the source is not the one these edits were read from. */
export function lazyCountryList(code: string): string {
  return EDITS.reduce((src, [from, to]) => {
    const at = src.indexOf(from);
    if (at < 0 || src.indexOf(from, at + 1) >= 0) throw new Error(`intl-tel-input changed: "${from.trim().split('\n')[0]}" is not in it exactly once (tools/itiLazyList.ts)`);
    return src.slice(0, at) + to + src.slice(at + from.length);
  }, code);
}

export function itiLazyList(): Plugin {
  return {
    name: 'storefront-iti-lazy-list',
    enforce: 'pre',
    transform(code, id) {
      return FILE.test(id.split('?')[0] ?? '') ? { code: lazyCountryList(code), map: null } : undefined;
    },
  };
}
