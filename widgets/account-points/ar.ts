// Arabic for the account points page (msgids are English; printed wps_wpr labels win).
export const ar = {
  'Please enter some points !!': 'يرجى إدخال بعض النقاط !!',
  'Please enter a valid points': 'يرجى إدخال عدد صحيح من النقاط',
  'Do you really want to upgrade your user level as this process will deduct the required points from your account?':
    'هل تريد حقًا ترقية مستوى عضويتك؟ سيتم خصم النقاط المطلوبة من حسابك.',
  'Upgrade level': 'ترقية المستوى',
  Upgrade: 'ترقية',
  Cancel: 'إلغاء',
  Close: 'إغلاق',
  'Level benefits': 'مزايا المستوى',
  'The points could not be converted. Please try again.': 'تعذّر تحويل النقاط. يرجى المحاولة مرة أخرى.',
  'Your notification preference could not be saved. Please try again.':
    'تعذّر حفظ تفضيل الإشعارات. يرجى المحاولة مرة أخرى.',
} as const;
