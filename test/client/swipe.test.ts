import { swipeAction } from '../../client/lib/swipe';

describe('swipe decisions', () => {
  it('opens on a rightward swipe of more than 20 px starting within 295 px of the left edge', () => {
    expect(swipeAction({ x: 10, y: 300 }, { x: 40, y: 305 }, false)).toBe('open');
    expect(swipeAction({ x: 10, y: 300 }, { x: 30, y: 300 }, false)).toBeNull();
    expect(swipeAction({ x: 300, y: 300 }, { x: 360, y: 300 }, false)).toBeNull();
  });

  it('closes on a leftward swipe when open', () => {
    expect(swipeAction({ x: 300, y: 300 }, { x: 100, y: 300 }, true)).toBe('close');
    expect(swipeAction({ x: 300, y: 300 }, { x: 100, y: 300 }, false)).toBeNull();
  });

  it('ignores mostly vertical moves (slope above 0.8)', () => {
    expect(swipeAction({ x: 10, y: 300 }, { x: 60, y: 341 }, false)).toBeNull();
    expect(swipeAction({ x: 10, y: 300 }, { x: 60, y: 339 }, false)).toBe('open');
  });
});
