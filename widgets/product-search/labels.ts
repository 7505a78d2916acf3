// Labels: the platform's (dgwt_wcas.labels) win over ours; ours go through __() with FiboSearch's English msgid.
import { __ } from '../../src/i18n';
import type { FiboSearchSettings } from '../../src/settings/fibosearch';

const OURS: Record<string, () => string> = {
  product_plu: () => __('Products'),
  vendor: () => __('Vendor'),
  vendor_plu: () => __('Vendors'),
  sku_label: () => __('SKU:'),
  sale_badge: () => __('Sale'),
  vendor_sold_by: () => __('Sold by:'),
  featured_badge: () => __('Featured'),
  in: () => __('in'),
  read_more: () => __('continue reading'),
  no_results: () => __('No results'),
  no_results_default: () => __('No results'),
  show_more: () => __('See all products...'),
  show_more_details: () => __('See all products...'),
  search_placeholder: () => __('Search for products...'),
  submit: () => __('Search'),
  search_hist: () => __('Your search history'),
  search_hist_clear: () => __('Clear'),
  mob_overlay_label: () => __('Open search in the mobile overlay'),
  tax_product_cat_plu: () => __('Categories'),
  tax_product_tag_plu: () => __('Tags'),
  post_type_post_plu: () => __('Posts'),
  post_type_page_plu: () => __('Pages'),
};

export function label(cfg: FiboSearchSettings, key: string): string {
  const printed = cfg.labels[key];
  if (typeof printed === 'string' && printed.trim() !== '') return printed;
  return OURS[key]?.() ?? '';
}

/** A headline's text: labels[{value}_plu], e.g. product_plu, tax_product_cat_plu, post_type_post_plu. */
export function headlineLabel(cfg: FiboSearchSettings, value: string): string {
  return label(cfg, `${value}_plu`) || label(cfg, value) || value;
}
