/** @jest-environment node */
import { headingAtLine, type HeadingGroup } from '../../client/hooks/useScrollSpy';

/** A stand-in element at a given position that counts how often it was measured. */
function box(top: number, bottom = top + 40, id = '') {
  const element = { id, measured: 0, getBoundingClientRect: () => ((element.measured += 1), { top, bottom }) };
  return element;
}

function group(section: ReturnType<typeof box> | null, headings: ReturnType<typeof box>[]): HeadingGroup {
  return { section: section as unknown as Element | null, headings: headings as unknown as HTMLElement[] };
}

describe('scroll spy: heading at the line', () => {
  it('is the last heading above the line, found inside the section across it', () => {
    const intro = box(-900, -860, 'intro');
    const a = [box(-800, -760, 'a'), box(-500, -460, 'a-1')];
    const b = [box(-100, -60, 'b'), box(100, 140, 'b-1'), box(400, 440, 'b-2')];
    const c = [box(900, 940, 'c')];
    const groups = [group(null, [intro]), group(box(-800, -200), a), group(box(-100, 800), b), group(box(900, 2000), c)];
    expect(headingAtLine(groups, 140)).toBe('b-1');
  });

  it('takes a section wholly above the line by its last heading, without measuring its headings', () => {
    const a = [box(-800, -760, 'a'), box(-500, -460, 'a-1')];
    const below = [box(600, 640, 'b')];
    expect(headingAtLine([group(box(-800, 100), a), group(box(100, 900), below)], 140)).toBe('a-1');
    expect(a.every((h) => h.measured === 0)).toBe(true);
  });

  it('stops at the first section below the line and never measures what follows', () => {
    const later = [box(2000, 2040, 'later')];
    const laterSection = box(2000, 3000);
    expect(headingAtLine([group(box(300, 1000), [box(300, 340, 'x')]), group(laterSection, later)], 140)).toBeNull();
    expect(laterSection.measured).toBe(0);
    expect(later[0]!.measured).toBe(0);
  });

  it('works on pages without sections, heading by heading', () => {
    const headings = [box(-300, -260, 'one'), box(120, 160, 'two'), box(500, 540, 'three')];
    expect(headingAtLine(headings.map((h) => group(null, [h])), 140)).toBe('two');
    expect(headingAtLine([], 140)).toBeNull();
  });
});
