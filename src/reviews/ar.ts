// Arabic for every reviews widget (English msgids). Registered by each widget's index.ts.
import { addArabic } from '../i18n';

let added = false;
export function addReviewsArabic(): void {
  if (added) return;
  added = true;
  addArabic({
    'This page has expired. Please reload it and try again.':
      'انتهت صلاحية هذه الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.',
    'The reviews could not be loaded. Check your connection and try again.':
      'تعذّر تحميل المراجعات. تحقّق من اتصالك وحاول مرة أخرى.',
    'The reviews could not be loaded. Please try again.': 'تعذّر تحميل المراجعات. يرجى المحاولة مرة أخرى.',
    'Show more reviews': 'عرض المزيد من المراجعات',
    'An unexpected error that could be caused by a third-party plugin':
      'حدث خطأ غير متوقع قد يكون سببه إضافة خارجية',
    OK: 'حسناً',
    'Please confirm that you are not a robot': 'يرجى تأكيد أنك لست روبوتاً',
    'Please tick the checkbox to proceed': 'يرجى تحديد مربع الاختيار للمتابعة',
    'Please select a rating': 'يرجى اختيار تقييم',
    'Please write your review': 'يرجى كتابة مراجعتك',
    'Please write your question': 'يرجى كتابة سؤالك',
    'Please write your answer': 'يرجى كتابة إجابتك',
    'Please enter your name': 'يرجى إدخال اسمك',
    'Please enter a valid email address': 'يرجى إدخال بريد إلكتروني صحيح',
    'Please answer this question': 'يرجى الإجابة عن هذا السؤال',
    'Please wait until the uploads have finished': 'يرجى الانتظار حتى يكتمل رفع الملفات',
    'Some fields need your attention.': 'بعض الحقول تحتاج إلى تصحيح.',
    'The request failed. Check your connection and try again.':
      'تعذّر إرسال الطلب. تحقّق من اتصالك وحاول مرة أخرى.',
    'Overall rating': 'التقييم العام',
    Review: 'المراجعة',
    Name: 'الاسم',
    Email: 'البريد الإلكتروني',
    'Submit review': 'إرسال المراجعة',
    Cancel: 'إلغاء',
    'Add a review': 'أضف مراجعة',
    'Add photos or videos': 'أضف صوراً أو مقاطع فيديو',
    'Remove %s': 'إزالة %s',
    'Uploading %s': 'جارٍ رفع %s',
    'Uploaded %s': 'تم رفع %s',
    'Removing %s': 'جارٍ إزالة %s',
    'Upload failed. Please try again.': 'تعذّر رفع الملف. يرجى المحاولة مرة أخرى.',
    'The file type is not allowed.': 'نوع الملف غير مسموح به.',
    'Too many files.': 'عدد الملفات أكبر من المسموح.',
    'The file is too large.': 'حجم الملف أكبر من المسموح.',
    'Ask a question': 'اطرح سؤالاً',
    'Your question': 'سؤالك',
    'Your answer': 'إجابتك',
    'Submit question': 'إرسال السؤال',
    'Submit answer': 'إرسال الإجابة',
    'Answer this question': 'أجب عن السؤال',
    'The questions could not be loaded. Please try again.': 'تعذّر تحميل الأسئلة. يرجى المحاولة مرة أخرى.',
    'Customer images and videos': 'صور ومقاطع فيديو العملاء',
    slide: 'شريحة',
    'Slide %1$d of %2$d': 'الشريحة %1$d من %2$d',
    'Read more': 'اقرأ المزيد',
    'Read less': 'اقرأ أقل',
    'Previous reviews': 'المراجعات السابقة',
    'Next reviews': 'المراجعات التالية',
    'Expand the trust badge': 'توسيع شارة الثقة',
    '%1$d of %2$d stars': '%1$d من %2$d نجوم',
    Close: 'إغلاق',
    'Loading…': 'جارٍ التحميل…',
    Helpful: 'مفيدة',
    'Not helpful': 'غير مفيدة',
    'Show the reviews rated %d out of 5': 'عرض المراجعات بتقييم %d من 5',
    'Clear the search': 'مسح البحث',
    'Your vote could not be saved. Please try again.': 'تعذّر حفظ تقييمك. يرجى المحاولة مرة أخرى.',
    'Previous page': 'الصفحة السابقة',
    'Next page': 'الصفحة التالية',
    'Page %s': 'الصفحة %s',
  });
}
