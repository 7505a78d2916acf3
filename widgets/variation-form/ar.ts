import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'The options could not be checked. Please try again.': 'تعذّر التحقق من الخيارات. يرجى المحاولة مرة أخرى.',
};
