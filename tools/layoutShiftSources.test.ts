import { describe, expect, it } from 'vitest';
import { layoutShiftSources } from './layoutShiftSources';

describe('layoutShiftSources', () => {
  it('names each shifted element with its score', () => {
    const details = {
      type: 'table',
      items: [
        {
          node: {
            type: 'node',
            selector: 'div.cr-reviews-grid-inner > div.cr-reviews-grid-col',
            snippet: '<div class="cr-reviews-grid-col">',
          },
          score: 0.0061,
        },
        { node: { type: 'node', snippet: '<span class="onsale">' }, score: 0.0004 },
      ],
    };
    expect(layoutShiftSources(details)).toEqual([
      '0.006 div.cr-reviews-grid-inner > div.cr-reviews-grid-col <div class="cr-reviews-grid-col">',
      '0.000 <span class="onsale">',
    ]);
  });

  it('reads nothing from a run without shifts or a malformed audit', () => {
    expect(layoutShiftSources(undefined)).toEqual([]);
    expect(layoutShiftSources({ items: 'x' })).toEqual([]);
    expect(layoutShiftSources({ items: [null, { score: 'high' }] })).toEqual(['? unnamed']);
  });
});
