// The gallery's first-paint job (its manifest's `firstPaint`, run by the head script before each frame while the
// page is parsed): the thumbnail row's space the first-paint CSS keeps is divided by the printed `data-columns`,
// whatever the number (CSS cannot read an attribute as a number), set on each gallery as soon as it is parsed.
import type { FirstPaintStart } from '../../src/mount/types';
import { setGalleryColumns } from './columns';

export const start: FirstPaintStart = (doc) => () =>
  doc.querySelectorAll<HTMLElement>('.sw-gallery-slider[data-columns]').forEach(setGalleryColumns);
