// The variable product form, as add-to-cart-variation.js runs it (the bundle takes that script over): the
// choice in the attribute selects picks a variation from `data-product_variations`, or from
// `?wc-ajax=get_variation` when the form was printed without them; `.single_variation` shows it, its id goes
// into `input.variation_id`, the button, quantity, SKU, weight, dimensions and the first gallery image follow;
// options nothing can match are disabled; "Clear" empties the choice. WooCommerce's events fire on the
// elements it fires them on, in its order, for the scripts that listen (through jQuery when it is on the
// page), and `check_variations` / `reload_product_variations` from them are obeyed. A choice made before the
// widget ran is read when it starts.
import { failureMessage } from '../../src/ajax/failureMessage';
import { isAbort } from '../../src/ajax';
import { readVariations, variationTexts, type Variation } from '../../src/cart/variation';
import { emit, on, onDomEvent } from '../../src/dom/events';
import { loadSanitizer } from '../../src/html/loadSanitizer';
import { __ } from '../../src/i18n';
import { attributeSelects, matching, readChosen } from './attributes';
import { setButton } from './buttonState';
import { updateImage } from './image';
import { lookUpVariation } from './lookup';
import { applyOptionStates } from './options';
import { resetMeta, showMeta } from './productMeta';
import { applyQuantity } from './quantity';
import { announceReset, toggleReset } from './resetControl';
import { variationHtml } from './template';

const ID_INPUTS = 'input[name="variation_id"], input.variation_id';

export function mountVariationForm(form: HTMLFormElement): () => void {
  const product = form.closest('.product');
  const single = form.querySelector<HTMLElement>('.single_variation');
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
  if (wrap?.style.display === 'none') wrap.style.display = '';
  let list = readVariations(form);
  let loading = true; // the first check (at start) shows no "no match" notice
  let turn = 0; // the newest check wins: an older answer or fill arriving late is dropped
  let lookup: AbortController | null = null;
  const sanitizer = loadSanitizer();

  const setId = (id: string) =>
    form.querySelectorAll<HTMLInputElement>(ID_INPUTS).forEach((input) => {
      input.value = id;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });

  const notice = (text: string, kind: 'info' | 'error') => {
    const p = document.createElement('p');
    p.className =
      kind === 'info'
        ? 'wc-no-matching-variations woocommerce-info'
        : 'wc-no-matching-variations woocommerce-error';
    p.setAttribute('role', 'alert');
    p.textContent = text;
    (single ?? form.querySelector('.single_add_to_cart_button'))?.after(p);
  };

  const resetData = () => {
    resetMeta(product);
    updateImage(form, undefined);
    emit('reset_image', [], form);
    if (single) single.style.display = 'none'; // its content stays, as WooCommerce's slideUp leaves it
    setButton(form, 'selection-needed');
    emit('hide_variation', [], single ?? form);
    emit('reset_data', [], form);
  };

  const found = async (v: Variation, mine: number) => {
    const { decodeEntities, setSafeHtml } = await sanitizer;
    if (mine !== turn) return;
    showMeta(product, v, decodeEntities);
    updateImage(form, v);
    if (single) setSafeHtml(single, variationHtml(v));
    setId(String(v.variation_id));
    applyQuantity(form, v);
    const purchasable = v.is_purchasable && v.is_in_stock && v.variation_is_visible;
    setButton(form, purchasable ? 'enabled' : 'unavailable');
    if (single) single.style.display = '';
    emit('show_variation', [v.raw, purchasable], single ?? form);
    emit('found_variation', [v.raw], form);
  };

  const noMatch = () => {
    resetData();
    if (!loading) notice(variationTexts().noMatch, 'info');
  };

  const ask = async (chosen: Record<string, string>, mine: number) => {
    lookup?.abort();
    const ctl = new AbortController();
    lookup = ctl;
    form.setAttribute('aria-busy', 'true');
    try {
      const v = await lookUpVariation(form, chosen, ctl.signal);
      if (mine !== turn) return;
      if (v) await found(v, mine);
      else noMatch();
    } catch (e) {
      if (isAbort(e) || mine !== turn) return;
      resetData();
      notice(failureMessage(e, __('The options could not be checked. Please try again.')), 'error');
    } finally {
      if (lookup === ctl) {
        lookup = null;
        form.removeAttribute('aria-busy');
      }
    }
  };

  /** Updates the options; false when one lost its value (its change starts a newer check). */
  const updateValues = async (mine: number): Promise<boolean> => {
    emit('update_variation_values', [], form);
    if (!list) return true;
    const { decodeEntities } = await sanitizer;
    if (mine !== turn) return false;
    const dropped = applyOptionStates(form, list, decodeEntities);
    emit('woocommerce_update_variation_values', [], form);
    dropped.forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
    return dropped.length === 0;
  };

  const check = async () => {
    const mine = ++turn;
    const chosen = readChosen(form);
    const complete = chosen.count > 0 && chosen.count === chosen.chosenCount;
    let anyChosen = chosen.chosenCount > 0;
    if (complete && !list) {
      await ask(chosen.data, mine);
    } else if (!(await updateValues(mine)) || mine !== turn) {
      return;
    } else if (complete && list) {
      const v = matching(list, readChosen(form).data)[0];
      if (v) await found(v, mine);
      else {
        noMatch();
        anyChosen = false; // as WooCommerce: after a choice that matches nothing the Clear control hides
      }
    } else {
      resetData();
    }
    if (mine === turn) toggleReset(form, anyChosen);
  };

  const onChange = (origin: EventTarget | null) => {
    if (!(origin instanceof HTMLSelectElement) || !attributeSelects(form).includes(origin)) return;
    setId('');
    form.querySelectorAll('.wc-no-matching-variations').forEach((n) => n.remove());
    if (list) emit('woocommerce_variation_select_change', [], form);
    void check();
    emit('woocommerce_variation_has_changed', [], form);
  };

  const onClick = (e: MouseEvent) => {
    const control = e.target instanceof Element ? e.target.closest('.reset_variations') : null;
    if (!control || !form.contains(control)) return;
    e.preventDefault();
    attributeSelects(form).forEach((s) => (s.value = ''));
    form.querySelectorAll<HTMLInputElement>(ID_INPUTS).forEach((input) => (input.value = ''));
    form.querySelectorAll('.wc-no-matching-variations').forEach((n) => n.remove());
    void check();
    announceReset(form, true);
    emit('announce_reset', [], form);
  };

  const stops = [
    onDomEvent('change', form, onChange),
    on('check_variations', () => void check(), form),
    on(
      'reload_product_variations',
      () => {
        list = readVariations(form);
        void check();
      },
      form,
    ),
  ];
  form.addEventListener('click', onClick);
  void check().then(() => {
    loading = false;
    emit('wc_variation_form', [], form);
  });

  return () => {
    stops.forEach((stop) => stop());
    form.removeEventListener('click', onClick);
    lookup?.abort();
    turn++;
  };
}
