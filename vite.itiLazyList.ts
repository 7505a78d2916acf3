// Vite build plugin: a build-time change to intl-tel-input, for the one version it was read from
// (PATCHED_VERSION). Its country list (one <li> per country, each with a flag, the name and the dial code) is built
// when the selector first opens, not when the field is set up: the list was a large part of the phone field's
// set-up, the page's longest task on the signup page, for a list most shoppers never open. And its input padding
// is measured by its own ResizeObserver after the frame's layout, not forced at set-up (below).
// The build fails loudly when the installed intl-tel-input is another version, and every replacement must match
// exactly once: a new intl-tel-input never changes behaviour unseen (read the new source and adapt the edits and
// PATCHED_VERSION, or drop this plugin if upstream builds the list lazily).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The intl-tel-input version these edits were read from (package.json pins it). */
export const PATCHED_VERSION = '29.5.1';

const FILE = /[\\/]intl-tel-input[\\/]dist[\\/]js[\\/]intlTelInput\.mjs$/;

const EDITS: Array<[from: string, to: string]> = [
  // two fields: built yet, and the country chosen while it was not
  [
    '  #listItemByIso2 = /* @__PURE__ */ new Map();\n',
    '  #listItemByIso2 = /* @__PURE__ */ new Map();\n  #listBuilt = false;\n  #listSelectedIso2 = "";\n',
  ],
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
  // layout passes of the page in the set-up's task, or, in a hidden container, a clone laid out in the body. The library's own ResizeObserver on the selected country measures it after the
  // frame's layout and sets the padding before that frame is painted: until its first measure, nothing else does.
  [
    '  #resizeObserver;\n',
    '  #resizeObserver;\n  #paddingByObserver = typeof ResizeObserver !== "undefined";\n',
  ],
  [
    '  #updateInputPadding() {\n    if (this.#selectedCountryEl) {\n',
    '  #updateInputPadding() {\n    if (this.#selectedCountryEl && !this.#paddingByObserver) {\n',
  ],
  [
    '      if (this.#selectedCountryEl?.offsetWidth) {\n        this.#updateInputPadding();\n',
    '      if (this.#selectedCountryEl?.offsetWidth) {\n        this.#paddingByObserver = false;\n        this.#updateInputPadding();\n',
  ],
  // …and the dropdown's width (the input's `offsetWidth`, a third forced layout) is set when it first opens, as
  // the opening does anyway (`openCountrySelector` calls `ensureDropdownWidthSet`), not at set-up
  [
    '    this.#buildHiddenInputs(wrapper);\n    this.ensureDropdownWidthSet();\n  }\n',
    '    this.#buildHiddenInputs(wrapper);\n  }\n',
  ],
];

/** The source with the list built on first open; throws when the source is not the one these edits were read from. */
export function lazyCountryList(code: string): string {
  return EDITS.reduce((src, [from, to]) => {
    const at = src.indexOf(from);
    if (at < 0 || src.indexOf(from, at + 1) >= 0)
      throw new Error(
        `intl-tel-input changed: "${from.trim().split('\n')[0]}" is not in it exactly once (vite.itiLazyList.ts)`,
      );
    return src.slice(0, at) + to + src.slice(at + from.length);
  }, code);
}

/** Throws unless `version` is the one the edits were read from. */
export function checkPatchedVersion(version: unknown): void {
  if (version !== PATCHED_VERSION)
    throw new Error(
      `intl-tel-input ${String(version)} is installed, but vite.itiLazyList.ts patches ${PATCHED_VERSION}: read the new source, adapt the edits and PATCHED_VERSION`,
    );
}

/** The version in the package.json of the intl-tel-input the file belongs to (…/intl-tel-input/dist/js/<file>). */
function installedVersion(file: string): unknown {
  const pkg: unknown = JSON.parse(readFileSync(join(dirname(file), '..', '..', 'package.json'), 'utf8'));
  return typeof pkg === 'object' && pkg !== null ? Reflect.get(pkg, 'version') : undefined;
}

export function itiLazyList(): Plugin {
  return {
    name: 'storefront-iti-lazy-list',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!FILE.test(file)) return undefined;
      checkPatchedVersion(installedVersion(file));
      return { code: lazyCountryList(code), map: null };
    },
  };
}
