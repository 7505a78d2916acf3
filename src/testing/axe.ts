// axe-core in jsdom for widget tests: the WCAG 2.1 A/AA rules and best practices the browser tests use, minus
// the checks jsdom cannot make (it lays nothing out: colours and sizes are unknown).
import axe from 'axe-core';

export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      region: { enabled: false },
    },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
