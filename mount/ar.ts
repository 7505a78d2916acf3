// Arabic for the mount system's own message (the held-action fallback, mount/notice.ts).
export const ar = {
  'This part of the page has not loaded yet. Check your connection and try again.':
    'لم يكتمل تحميل هذا الجزء من الصفحة بعد. تحقّق من اتصالك وحاول مرة أخرى.',
} as const;
