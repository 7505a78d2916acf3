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
