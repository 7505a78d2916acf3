// A form printed without its variations (more than `woocommerce_ajax_variation_threshold`) asks the server for
// each complete choice, as add-to-cart-variation.js does: POST `?wc-ajax=get_variation` with the chosen
// attributes, the form's product_id and custom_data. WC_AJAX::get_variation answers the variation, `false`
// when none matches, or nothing at all (wp_die()) for a product it cannot find: both mean no match here.
import { isApiError, wcAjax } from '../../src/ajax';
import { parseVariation, type Variation } from '../../src/cart/variation';
import { isRecord } from '../../src/settings/parse';
import { readAddToCartVariationParams } from '../../src/settings/woocommerce';

const parseAnswer = (v: unknown): Variation | null => (isRecord(v) ? parseVariation(v) : null);

export async function lookUpVariation(
  form: HTMLFormElement,
  chosen: Record<string, string>,
  signal: AbortSignal,
): Promise<Variation | null> {
  const data: Record<string, string> = {
    ...chosen,
    product_id: String(parseInt(form.dataset.product_id ?? '', 10)),
  };
  const custom = form.dataset.custom_data;
  if (custom !== undefined) data.custom_data = custom;
  try {
    return await wcAjax('get_variation', data, parseAnswer, {
      template: readAddToCartVariationParams().wc_ajax_url,
      signal,
    });
  } catch (e) {
    if (isApiError(e) && e.code === 'invalid_json' && e.body.trim() === '') return null;
    throw e;
  }
}
