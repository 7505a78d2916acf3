// Arabic for the reviews slider's own strings.
import { addArabic } from '../../src/i18n';

export function addSliderArabic(): void {
  addArabic({
    carousel: 'عرض شرائح',
    'Customer reviews': 'مراجعات العملاء',
    'Go to slide %d': 'الانتقال إلى الشريحة %d',
  });
}
