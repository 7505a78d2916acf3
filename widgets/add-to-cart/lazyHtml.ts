// Server HTML into an element through the one sanitizer, loaded when first needed.
export async function setSafeHtmlLazy(el: Element, html: string): Promise<void> {
  const { setSafeHtml } = await import('../../src/html/sanitize');
  setSafeHtml(el, html);
}
