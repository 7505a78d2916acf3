// Wawp's OTP login (tabs, code request and verify, password login): a React root whose host sits after
// `.awp-otp-login-form` (`enhance`): the plugin's markup stays and the view renders onto it, as the signup's.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { OtpLogin } from './OtpLogin';
import './otp-login.css';

addArabic(arabic);

const widget: ReactWidget = { Component: OtpLogin };
export default widget;
