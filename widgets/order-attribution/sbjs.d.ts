// sourcebuster ships no types: the part of its API this widget uses.
declare module 'sourcebuster/src/js/sourcebuster.js' {
  interface Sourcebuster {
    init(prefs?: {
      lifetime?: number;
      session_length?: number;
      timezone_offset?: string | number;
      domain?: string | { host: string; isolate: boolean };
      callback?: (get: Record<string, Record<string, string>>) => void;
    }): void;
    get?: Record<string, Record<string, string>>;
  }
  const sbjs: Sourcebuster;
  export default sbjs;
}

// sourcebuster's cookie helper (one module object shared with its init): the part base64Cookies.ts wraps.
declare module 'sourcebuster/src/js/helpers/cookies.js' {
  interface SbjsCookies {
    encodeData(s: string): string;
    decodeData(s: string): string;
    set(
      this: SbjsCookies,
      name: string,
      value: string,
      minutes?: number,
      domain?: string,
      exclSubdomains?: boolean,
    ): void;
    get(this: SbjsCookies, name: string): string | null;
    destroy(name: string, domain?: string, exclSubdomains?: boolean): void;
  }
  const cookies: SbjsCookies;
  export default cookies;
}

// sourcebuster's names (data.js): the cookie containers and the migrations cookie.
declare module 'sourcebuster/src/js/data.js' {
  const data: { containers: Record<string, string>; service: { migrations: string } };
  export default data;
}
