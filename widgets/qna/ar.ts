// Arabic for the Q&A widget's own strings.
import { addArabic } from '../../src/i18n';

export function addQnaArabic(): void {
  addArabic({
    'Clear the search': 'مسح البحث',
  });
}
