// `dgwt_wcas.fixer` alone (FiboSearch's broken-bar repairs), so the small idle search-fixer widget reads its
// flags without the whole dgwt_wcas reader. FiboSearch's PHP defaults every flag on except the
// re-scan (`broken_search_ui_hard`).
import { bool, obj, readGlobal } from './parse';

export const fixerFlags = obj({
  broken_search_ui: bool(true),
  broken_search_ui_ajax: bool(true),
  broken_search_ui_hard: bool(false),
  broken_search_elementor_popups: bool(true),
  broken_search_jet_mobile_menu: bool(true),
  broken_search_browsers_back_arrow: bool(true),
  force_refresh_checkout: bool(true),
});

export type FixerFlags = ReturnType<typeof fixerFlags>;

/** The fixer flags from the page's `dgwt_wcas` (missing or not an object: the defaults). */
export function readFixerFlags(): FixerFlags {
  return readGlobal('dgwt_wcas', obj({ fixer: fixerFlags })).fixer;
}
