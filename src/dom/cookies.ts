// Cookie access in one place (js-cookie), path '/' as the platform sets them.
import Cookies from 'js-cookie';

export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  set: (name: string, value: string, opts: { maxAgeSeconds?: number; days?: number } = {}) => {
    const expires = opts.maxAgeSeconds !== undefined ? opts.maxAgeSeconds / 86_400 : opts.days;
    Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...(expires !== undefined ? { expires } : {}) });
  },
  remove: (name: string) => {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  },
};
