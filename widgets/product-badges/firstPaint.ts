// ACO Product Labels' listing badges placed in their image links before each frame while the page is parsed
// (listingBadges.ts): the badges' first-paint job (its manifest's `firstPaint`, run by the head script).
import type { FirstPaintStart } from '../../src/mount/types';
import { placeListingBadges } from './listingBadges';

export const start: FirstPaintStart = (doc) => () => placeListingBadges(doc);
