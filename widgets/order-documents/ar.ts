// Arabic for the plugin's English defaults (the printed wf_pklist_params_public.msgs win over these).
export const ar = {
  '‘Generate invoice for free orders’ is disabled in Invoice settings > Advanced. You are attempting to generate invoice for this free order. Proceed?':
    '‘إنشاء فاتورة للطلبات المجانية’ معطّل في إعدادات الفاتورة > متقدم. أنت تحاول إنشاء فاتورة لهذا الطلب المجاني. هل تريد المتابعة؟',
  'Refund in this order seems not having credit number yet. Do you want to manually generate one ?':
    'يبدو أن الاسترداد في هذا الطلب ليس له رقم إشعار دائن بعد. هل تريد إنشاء رقم يدويًا؟',
  "Please fill the `from address` in the plugin's general settings.":
    'يرجى تعبئة `عنوان المرسل` في الإعدادات العامة للإضافة.',
  Invoice: 'الفاتورة',
  'number has not been generated yet. Do you want to manually generate one ?':
    'لم يتم إنشاء رقمها بعد. هل تريد إنشاء رقم يدويًا؟',
  'Request error.': 'خطأ في الطلب.',
  'Error loading data.': 'خطأ في تحميل البيانات.',
  'minimum value should be': 'يجب أن تكون القيمة الدنيا',
  'Generating document...': 'جارٍ إنشاء المستند...',
  'Failed to open new tab. Please check your browser settings.':
    'تعذّر فتح علامة تبويب جديدة. يرجى التحقق من إعدادات المتصفح.',
} as const;
