// woocommerce.js: a quantity field outside the cart table whose value is below its `min` starts at the minimum
// (a product sold in packs of 3 printed with value 1). A value the shopper typed before this ran is theirs.
export function clampToMinimum(input: HTMLInputElement): void {
  if (input.closest('.product-quantity') || input.value !== input.defaultValue) return;
  const min = parseFloat(input.getAttribute('min') ?? '');
  if (min >= 0 && parseFloat(input.value) < min) input.value = String(min);
}
