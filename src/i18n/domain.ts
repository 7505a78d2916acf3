/** The bundle's text domain, the plugin's (its `.pot`, `.po`, `.mo` and JSON files carry this name). */
export const DOMAIN = 'storefront-widgets' as const;
