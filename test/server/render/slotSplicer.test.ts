import { createSlotsSplicer, pieceBytes, type OutputPiece } from '../../../server/render/slotSplicer';

const MARKER = '<!--slot:abc-->';

function run(chunks: string[], content: string): string {
  const splicer = createSlotsSplicer([{ marker: MARKER, content: [content] }]);
  const out: OutputPiece[] = [];
  for (const chunk of chunks) out.push(...splicer.push(Buffer.from(chunk)));
  out.push(...splicer.end());
  return out.map((piece) => Buffer.from(pieceBytes(piece)).toString()).join('');
}

describe('article slot splicer', () => {
  const page = `<main><div class="markdown">${MARKER}</div></main>`;

  it('puts the article where the marker is', () => {
    expect(run([page], '<p>Hello</p>')).toBe('<main><div class="markdown"><p>Hello</p></div></main>');
  });

  it('finds a marker split across chunks at every position', () => {
    for (let cut = 1; cut < page.length; cut++) {
      expect(run([page.slice(0, cut), page.slice(cut)], 'X')).toBe('<main><div class="markdown">X</div></main>');
    }
  });

  it('finds a marker spread over one-byte chunks', () => {
    expect(run([...page], 'é€')).toBe('<main><div class="markdown">é€</div></main>');
  });

  it('replaces only the first marker and passes the rest through', () => {
    expect(run([`${MARKER}|${MARKER}`], 'A')).toBe(`A|${MARKER}`);
  });

  it('passes a stream without a marker through unchanged, including a held-back partial marker', () => {
    expect(run(['<p>no slot</p><!--slot:a'], 'A')).toBe('<p>no slot</p><!--slot:a');
  });

  it('keeps multi-byte characters intact around the marker', () => {
    const text = `ü${MARKER}ß`;
    const bytes = Buffer.from(text);
    const splicer = createSlotsSplicer([{ marker: MARKER, content: ['ok'] }]);
    const out: Buffer[] = [];
    // Three-byte chunks cut the two-byte characters in half.
    for (let i = 0; i < bytes.length; i += 3) for (const p of splicer.push(bytes.subarray(i, i + 3))) out.push(Buffer.from(pieceBytes(p)));
    for (const p of splicer.end()) out.push(Buffer.from(pieceBytes(p)));
    expect(Buffer.concat(out).toString()).toBe('üokß');
  });
});

describe('splicer of several slots', () => {
  const A = '<!--a-slot:n-->';
  const LONGER = '<!--longer-slot:n-->';

  function runAll(chunks: string[]): string {
    const splicer = createSlotsSplicer([
      { marker: A, content: ['[a]'] },
      { marker: LONGER, content: ['[longer]'] },
    ]);
    const out: OutputPiece[] = [];
    for (const chunk of chunks) out.push(...splicer.push(Buffer.from(chunk)));
    out.push(...splicer.end());
    return out.map((piece) => Buffer.from(pieceBytes(piece)).toString()).join('');
  }

  it('fills each slot whatever order the markers come in', () => {
    expect(runAll([`x${A}y${LONGER}z`])).toBe('x[a]y[longer]z');
    expect(runAll([`x${LONGER}y${A}z`])).toBe('x[longer]y[a]z');
  });

  it('finds every marker when the stream is cut at any two places', () => {
    const page = `<p>${LONGER}</p><div>${A}</div>`;
    for (let first = 1; first < page.length; first += 1) {
      for (let second = first; second < page.length; second += 3) {
        expect(runAll([page.slice(0, first), page.slice(first, second), page.slice(second)])).toBe('<p>[longer]</p><div>[a]</div>');
      }
    }
  });

  it('leaves a marker that is not a slot, and a second copy of a filled one, as they are', () => {
    expect(runAll([`${A}${A}<!--other-slot:n-->`])).toBe(`[a]${A}<!--other-slot:n-->`);
  });
});
