// Signup answers: success {message, redirect_url, otp_transient, otp_method, email, phone} or failure
// {message} / {errors: {field id: text}} (or a bare string).
import { isRecord, type Parser } from '../../src/settings/parse';

export interface SignupReply {
  success: boolean;
  message: string;
  redirectUrl: string;
  otpTransient: string;
  otpMethod: string;
  email: string;
  phone: string;
  errors: Record<string, string>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const parseSignupReply: Parser<SignupReply> = (v) => {
  const out: SignupReply = {
    success: false,
    message: '',
    redirectUrl: '',
    otpTransient: '',
    otpMethod: '',
    email: '',
    phone: '',
    errors: {},
  };
  if (!isRecord(v)) return out;
  out.success = v.success === true;
  const d = v.data;
  if (typeof d === 'string') out.message = d;
  if (!isRecord(d)) return out;
  out.message = text(d.message);
  out.redirectUrl = text(d.redirect_url);
  out.otpTransient = text(d.otp_transient);
  out.otpMethod = text(d.otp_method);
  out.email = text(d.email);
  out.phone = text(d.phone);
  if (isRecord(d.errors))
    for (const [k, e] of Object.entries(d.errors)) if (typeof e === 'string') out.errors[k] = e;
  return out;
};
