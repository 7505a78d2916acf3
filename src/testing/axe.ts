// Widget tests: axe-core over what a widget rendered in jsdom (WCAG 2.1 A/AA + best practices). jsdom has no
// layout, so the colour-contrast rule is left to the browser tests' page check.
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
