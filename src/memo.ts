// A pure function's results kept for the last `max` distinct arguments (oldest out first): lists that re-render
// on every keystroke (search suggestions) or page (reviews) meet the same strings again and again.
export function boundedMemo<V>(max: number, fn: (key: string) => V): (key: string) => V {
  const cache = new Map<string, { value: V }>();
  return (key) => {
    const hit = cache.get(key);
    if (hit) return hit.value;
    const value = fn(key);
    if (cache.size >= max) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, { value });
    return value;
  };
}
