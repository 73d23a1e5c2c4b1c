import { createSlotSplicer, pieceBytes, type OutputPiece } from '../../../server/render/articleSlot';

const MARKER = '<!--slot:abc-->';

function run(chunks: string[], content: string): string {
  const splicer = createSlotSplicer(MARKER, [content]);
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
    const splicer = createSlotSplicer(MARKER, ['ok']);
    const out: Buffer[] = [];
    // Three-byte chunks cut the two-byte characters in half.
    for (let i = 0; i < bytes.length; i += 3) for (const p of splicer.push(bytes.subarray(i, i + 3))) out.push(Buffer.from(pieceBytes(p)));
    for (const p of splicer.end()) out.push(Buffer.from(pieceBytes(p)));
    expect(Buffer.concat(out).toString()).toBe('üokß');
  });
});
