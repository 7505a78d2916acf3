// The height of Astra's sticky header, which page blocks and scroll targets keep clear of.
export function headerOffset(): number {
  const header = document.querySelector<HTMLElement>(
    '#ast-fixed-header, .ast-sticky-active, .ast-header-sticked',
  );
  return header ? header.offsetHeight : 0;
}
