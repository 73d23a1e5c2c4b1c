import { MAX_POSITIONS, parsePositions, positionKey, scrollPlan, serializePositions } from '../../client/lib/scrollPlan';

describe('where a page goes after client navigation', () => {
  it('returns to the remembered position on Back and Forward', () => {
    expect(scrollPlan('POP', 4200, '')).toEqual({ to: 'position', y: 4200 });
    expect(scrollPlan('POP', 4200, 'entry')).toEqual({ to: 'position', y: 4200 });
  });

  it('goes to the anchor, else the top, on a new navigation or a step to a page never seen', () => {
    expect(scrollPlan('PUSH', 4200, 'entry')).toEqual({ to: 'anchor', id: 'entry' });
    expect(scrollPlan('PUSH', 4200, '')).toEqual({ to: 'top' });
    expect(scrollPlan('REPLACE', undefined, '')).toEqual({ to: 'top' });
    expect(scrollPlan('POP', undefined, 'entry')).toEqual({ to: 'anchor', id: 'entry' });
  });

  it('keys positions by history entry and path', () => {
    expect(positionKey('default', '/concepts/')).not.toBe(positionKey('default', '/guides/'));
  });

  it('keeps the newest positions and ignores damaged storage', () => {
    const positions = new Map(Array.from({ length: MAX_POSITIONS + 5 }, (_, i) => [`k${i}`, i] as [string, number]));
    const kept = parsePositions(serializePositions(positions));
    expect(kept.size).toBe(MAX_POSITIONS);
    expect(kept.get(`k${MAX_POSITIONS + 4}`)).toBe(MAX_POSITIONS + 4);
    expect(kept.has('k0')).toBe(false);
    expect(parsePositions('{"a": "x", "b": 3}')).toEqual(new Map([['b', 3]]));
    expect(parsePositions('[1]').size).toBe(0);
    expect(parsePositions('not json').size).toBe(0);
  });
});
