// The `visible` strategy's observer (strategies.ts): in the loaders chunk, which the widget's load needs anyway and
// which is requested at the page's load event, when this observation starts. Runs `run` once, when the element
// comes within 300 px of the viewport; returns the stop.
export function whenVisible(el: Element, run: () => void): () => void {
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        run();
      }
    },
    { rootMargin: '300px 0px' },
  );
  io.observe(el);
  return () => io.disconnect();
}
