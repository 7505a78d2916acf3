// Web storage that survives private mode, quota errors and disabled storage: every call is wrapped, and a
// per-page in-memory map stands in when the real storage throws, so features keep working for this page.
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  getJson(key: string): unknown;
  setJson(key: string, value: unknown): boolean;
}

function create(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const memory = new Map<string, string>();
  const real = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[kind];
    } catch {
      return null;
    }
  };
  const api: SafeStorage = {
    get(key) {
      try {
        const s = real();
        const v = s ? s.getItem(key) : null;
        return v ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        real()?.setItem(key, value);
        return true;
      } catch {
        return false; // quota or privacy mode: the memory copy serves this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        real()?.removeItem(key);
      } catch {
        /* nothing to do */
      }
    },
    getJson(key) {
      const raw = api.get(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    setJson(key, value) {
      return api.set(key, JSON.stringify(value));
    },
  };
  return api;
}

export const local = create('localStorage');
export const session = create('sessionStorage');
