// The password show/hide toggle WooCommerce adds (`.show-password-input` after the input): a real button,
// aria-pressed, labels from woocommerce_params when printed. Shared by the page-element widget and the
// signup/login forms, so its styles and Arabic labels come with it wherever it is used.
import { __, addArabic } from '../i18n';
import { readWooCommerceParams } from '../settings/woocommerce';
import './passwordToggle.css';

/** The toggle's labels: WooCommerce's printed ones, else ours (Arabic). The React toggle uses them too. */
export function passwordToggleLabels(): { show: string; hide: string } {
  addArabic({ 'Show password': 'إظهار كلمة المرور', 'Hide password': 'إخفاء كلمة المرور' });
  const params = readWooCommerceParams();
  return {
    show: params.i18n_password_show || __('Show password'),
    hide: params.i18n_password_hide || __('Hide password'),
  };
}

export function attachPasswordToggle(input: HTMLInputElement): () => void {
  if (input.dataset.swPasswordToggle) return () => {};
  // woocommerce.js stays on a real shop (checkout.js needs it) and adds its own button on jQuery ready, before
  // this runs: one toggle, not two.
  if (
    input.parentElement?.classList.contains('password-input') &&
    input.parentElement.querySelector(':scope > .show-password-input')
  )
    return () => {};
  input.dataset.swPasswordToggle = '1';
  const { show: showLabel, hide: hideLabel } = passwordToggleLabels();

  let wrapper = input.parentElement;
  let wrapped = false;
  if (!wrapper?.classList.contains('password-input')) {
    wrapper = document.createElement('span');
    wrapper.className = 'password-input';
    input.before(wrapper);
    wrapper.append(input);
    wrapped = true;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  if (input.id) button.setAttribute('aria-controls', input.id);
  const render = () => {
    const shown = input.type === 'text';
    button.setAttribute('aria-label', shown ? hideLabel : showLabel);
    button.setAttribute('aria-pressed', String(shown));
    button.classList.toggle('display-password', shown);
  };
  const toggle = () => {
    input.type = input.type === 'password' ? 'text' : 'password';
    render();
    input.focus();
  };
  button.addEventListener('click', toggle);
  wrapper.append(button);
  render();

  return () => {
    button.removeEventListener('click', toggle);
    button.remove();
    input.type = 'password';
    delete input.dataset.swPasswordToggle;
    if (wrapped && wrapper) {
      wrapper.before(input);
      wrapper.remove();
    }
  };
}
