import { describe, expect, it } from 'vitest';
import { activeColumns, emptyLayout, place } from './masonry';

describe('grid masonry (Colcade)', () => {
  it('hides the third column under 800 px and the second under 550 px of grid width', () => {
    expect([1200, 800, 799, 550, 549, 0].map(activeColumns)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('puts each card in the shortest column, the first of equals, and adds its height', () => {
    const out = place(emptyLayout(3), [
      { id: 1, height: 300 },
      { id: 2, height: 100 },
      { id: 3, height: 100 },
      { id: 4, height: 50 },
      { id: 5, height: 120 },
    ]);
    expect(out.columns).toEqual([[1], [2, 4], [3, 5]]);
    expect(out.heights).toEqual([300, 150, 220]);
  });

  it('appends after what is placed, and counts a card not laid out yet as 1 px', () => {
    const start = place(emptyLayout(2), [{ id: 1, height: 10 }]);
    expect(
      place(start, [
        { id: 2, height: 0 },
        { id: 3, height: 0 },
      ]).columns,
    ).toEqual([[1], [2, 3]]);
  });
});
