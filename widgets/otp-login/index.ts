// Wawp's OTP login (tabs, code request and verify, password login): a React root inside `.awp-otp-login-form`.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { OtpLogin } from './OtpLogin';
import './otp-login.css';

addArabic(arabic);

const widget: ReactWidget = { Component: OtpLogin, placement: 'inside' };
export default widget;
