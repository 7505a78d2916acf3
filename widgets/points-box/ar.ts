// Arabic for the points box (msgids are English; the platform's printed labels win over these).
export const ar = {
  'Entered points do not apply to this order.': 'النقاط المدخلة لا تنطبق على هذا الطلب.',
  'You do not have a sufficient amount of points': 'ليس لديك رصيد كافٍ من النقاط',
  'You will not get any Reward Points': 'لن تحصل على أي نقاط مكافأة',
  'The points could not be applied. Please try again.': 'تعذّر تطبيق النقاط. يرجى المحاولة مرة أخرى.',
  'The points discount could not be removed. Please try again.':
    'تعذّرت إزالة خصم النقاط. يرجى المحاولة مرة أخرى.',
  'Applying points…': 'جارٍ تطبيق النقاط…',
} as const;
