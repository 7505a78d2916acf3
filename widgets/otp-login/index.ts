// Wawp's OTP login (tabs, code request and verify, password login) on `.awp-otp-login-form`.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { mountOtpLogin } from './login';
import './otp-login.css';

const widget: DomWidget = {
  mount(el, ctx) {
    addArabic(arabic);
    return mountOtpLogin(el, ctx.store);
  },
};
export default widget;
