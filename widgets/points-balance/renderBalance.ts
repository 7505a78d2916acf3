// The balance as the plugin prints it: digits grouped by commas (PHP's number_format), never negative.
const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function renderBalance(el: Element, balance: number): void {
  const text = format.format(Math.max(0, balance));
  if (el.textContent !== text) el.textContent = text;
}
