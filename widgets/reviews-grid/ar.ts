// Arabic for the reviews grid's own strings.
import { addArabic } from '../../src/i18n';

export function addGridArabic(): void {
  addArabic({
    'Reviews shown: %d': 'عدد المراجعات المعروضة: %d',
  });
}
