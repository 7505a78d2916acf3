// The page whose nonce the server no longer accepts (admin-ajax died with -1 or 0: a page served from a cache, a
// tab left open past the nonce's life): trying again cannot help, only a reload can. The login and the signup
// say so in the same words.
import { isApiError } from '../ajax';
import { __, addArabic } from '../i18n';

// registered here so each widget that says it has the Arabic
addArabic({
  'This page has expired. Please reload it and try again.':
    'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.',
});

/** Whether a failed call means the page itself has expired. */
export const isExpiredPage = (e: unknown): boolean => isApiError(e) && e.code === 'nonce';

export const expiredPageText = (): string => __('This page has expired. Please reload it and try again.');
