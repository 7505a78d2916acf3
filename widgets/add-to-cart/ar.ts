import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'View cart': 'عرض السلة',
  'The product could not be added to your cart. Please try again.':
    'تعذّرت إضافة المنتج إلى السلة. يرجى المحاولة مرة أخرى.',
  'Added to your cart.': 'تمت الإضافة إلى سلة المشتريات.',
  'Please select some product options before adding this product to your cart.':
    'يرجى اختيار بعض خيارات المنتج قبل إضافة هذا المنتج إلى سلة التسوق.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'عذرًا، هذا المنتج غير متوفر. يرجى اختيار مجموعة مختلفة.',
  'Sorry, no products matched your selection. Please choose a different combination.':
    'عذرًا، لا توجد منتجات تطابق اختيارك. يرجى اختيار مجموعة مختلفة.',
};
