// The one way to reach the sanitizer from code that inserts server HTML only now and then (cart fragments,
// the cart page's answers, a variation's price): it loads with its first use, and the dynamic import with
// its preload list is written once here, not again in every chunk that needs it.
import type * as Sanitizer from './sanitize';

export const loadSanitizer = (): Promise<typeof Sanitizer> => import('./sanitize');
