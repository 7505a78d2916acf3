// The balance as the plugin prints it: PHP's number_format (rounded, digits grouped by commas), never negative.
// Plain string work, not Intl.NumberFormat: the page's first Intl object builds V8's locale tables (one long task
// in this chunk's evaluation on the points page), and nothing else there needs them.
export function groupDigits(n: number): string {
  return String(Math.round(Math.max(0, n))).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function renderBalance(el: Element, balance: number): void {
  const text = groupDigits(balance);
  if (el.textContent !== text) el.textContent = text;
}
