import { MAX_POSITIONS, remember, scrollPlan } from '../../client/lib/scrollPlan';

describe('where a page goes after client navigation', () => {
  it('returns to the remembered position on Back and Forward', () => {
    expect(scrollPlan('POP', 4200, '')).toBe(4200);
    expect(scrollPlan('POP', 4200, 'entry')).toBe(4200);
  });

  it('goes to the anchor, else the top, on a new navigation or a step to a page never seen', () => {
    expect(scrollPlan('PUSH', 4200, 'entry')).toBe('entry');
    expect(scrollPlan('PUSH', 4200, '')).toBe(0);
    expect(scrollPlan('REPLACE', undefined, '')).toBe(0);
    expect(scrollPlan('POP', undefined, 'entry')).toBe('entry');
  });

  it('keeps the newest positions', () => {
    const kept: Record<string, number> = {};
    for (let i = 0; i < MAX_POSITIONS + 5; i += 1) remember(kept, `k${i}`, i);
    remember(kept, 'k10', 99);
    expect(Object.keys(kept)).toHaveLength(MAX_POSITIONS);
    expect(kept.k10).toBe(99);
    expect(Object.keys(kept).pop()).toBe('k10');
    expect(kept.k0).toBeUndefined();
  });
});
