// WordPress core globals the REST client needs (printed with wp-api-fetch: `wpApiSettings`).
import { obj, readGlobal, str } from './parse';

const apiSettings = obj({ root: str('/wp-json/'), nonce: str(''), versionString: str('wp/v2/') });
export type WpApiSettings = ReturnType<typeof apiSettings>;
export const readWpApiSettings = () => readGlobal('wpApiSettings', apiSettings);
