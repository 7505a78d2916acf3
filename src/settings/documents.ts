// WebToffee PDF Invoices & Packing Slips prints `wf_pklist_params_public`. Flags arrive as the
// PHP prints them: `show_document_preview` 'Yes'/'No', `is_user_logged_in` '1'/'' , `pop_dont_show_again` bool.
import { bool, obj, oneOf, readGlobal, str } from './parse';

const msgs = obj({
  invoice_number_prompt_free_order: str(
    '‘Generate invoice for free orders’ is disabled in Invoice settings > Advanced. You are attempting to generate invoice for this free order. Proceed?',
  ),
  creditnote_number_prompt: str(
    'Refund in this order seems not having credit number yet. Do you want to manually generate one ?',
  ),
  invoice_number_prompt_no_from_addr: str("Please fill the `from address` in the plugin's general settings."),
  invoice_title_prompt: str('Invoice'),
  invoice_number_prompt: str('number has not been generated yet. Do you want to manually generate one ?'),
  pop_dont_show_again: bool(false),
  request_error: str('Request error.'),
  error_loading_data: str('Error loading data.'),
  min_value_error: str('minimum value should be'),
  generating_document_text: str('Generating document...'),
  new_tab_open_error: str('Failed to open new tab. Please check your browser settings.'),
});

const params = obj({
  show_document_preview: bool(false),
  document_access_type: oneOf(['all', 'logged_in'], 'logged_in'),
  is_user_logged_in: bool(false),
  msgs,
});
export type DocumentSettings = ReturnType<typeof params>;
export type DocumentMessages = DocumentSettings['msgs'];
export const readDocumentSettings = (): DocumentSettings => readGlobal('wf_pklist_params_public', params);

/** Preview on, or a guest where documents need a login: the document opens in a new tab instead. */
export const opensInNewTab = (s: DocumentSettings): boolean =>
  s.show_document_preview || (s.document_access_type === 'logged_in' && !s.is_user_logged_in);
