// Media upload rules.
//
// Size rule, chosen once: a file is too large when its size in bytes is greater than
// cr_ajax_object.cr_images_upload_max_size, which the PHP prints in bytes (wp_max_upload_size()). The
// plugin's newer review form compares against that maximum × 100, which would let files 100 times larger
// than the server accepts reach an upload that then fails; the fake WordPress applies the same bytes rule.
export const ALLOWED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/jpg',
  'image/gif',
  'video/mp4',
  'video/mpeg',
  'video/ogg',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
] as const;

export type UploadRuleError = 'too_many' | 'file_type' | 'file_size';

/** Check a new selection against what is already uploaded; the whole selection is refused on a violation. */
export function checkSelection(
  files: readonly File[],
  already: number,
  limit: number,
  maxBytes: number,
): UploadRuleError | null {
  if (files.length + already > limit) return 'too_many';
  for (const f of files) if (!(ALLOWED_TYPES as readonly string[]).includes(f.type)) return 'file_type';
  for (const f of files) if (maxBytes > 0 && f.size > maxBytes) return 'file_size';
  return null;
}
