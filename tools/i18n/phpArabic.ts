// Arabic for the plugin's PHP texts (the settings screen, the status sections), by their English msgids: the
// build writes them with the bundle's Arabic into languages/storefront-widgets-ar.po and .mo.
export const ar = {
  'Storefront Widgets': 'ودجات المتجر',
  Settings: 'الإعدادات',
  'Sorry, you are not allowed to change these settings.': 'عذرًا، لا يُسمح لك بتغيير هذه الإعدادات.',
  'STOREFRONT_WIDGETS_DISABLED is set in wp-config.php: the classic scripts are in charge whatever is saved here.':
    'الثابت STOREFRONT_WIDGETS_DISABLED مضبوط في wp-config.php: السكربتات الكلاسيكية هي المسؤولة أيًّا كان ما يُحفظ هنا.',
  'Replace the plugins’ jQuery front ends with the bundle’s widgets':
    'استبدال واجهات jQuery في الإضافات بودجات الحزمة',
  On: 'مفعّلة',
  'Off: every classic script is in charge': 'معطّلة: كل السكربتات الكلاسيكية هي المسؤولة',
  'Replaced plugins': 'الإضافات المستبدَلة',
  'A plugin switched off keeps its own scripts, and the widgets that replace them stand down.':
    'الإضافة المعطّلة هنا تحتفظ بسكربتاتها، وتتنحّى الودجات التي تستبدلها.',
  Plugin: 'الإضافة',
  'Release found': 'الإصدار المثبّت',
  'Declared for': 'الإصدارات المعلنة',
  Status: 'الحالة',
  Widgets: 'الودجات',
  'not found': 'غير موجود',
  '(stands down: %s)': '(متنحّية: %s)',
  '%1$s up to (not including) %2$s': 'من %1$s حتى ما قبل %2$s',
  'every release': 'كل الإصدارات',
  'Classic scripts: Storefront Widgets is switched off': 'السكربتات الكلاسيكية: ودجات المتجر معطّلة',
  'Classic scripts: switched off in the settings': 'السكربتات الكلاسيكية: معطّلة في الإعدادات',
  'Classic scripts: this release is not one the bundle is declared for':
    'السكربتات الكلاسيكية: هذا الإصدار ليس من الإصدارات المعلنة للحزمة',
  'Not found: taken over wherever its scripts are registered': 'غير موجودة: تُستبدل سكربتاتها حيثما سُجّلت',
  'Taken over': 'مستبدَلة',
  'release not found': 'الإصدار غير معروف',
  'declared for %s': 'الإصدارات المعلنة: %s',
  'standing down: %s': 'متنحّية: %s',
} as const;
