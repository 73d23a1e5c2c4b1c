import { createSlotsSplicer, pieceBytes, type OutputPiece } from '../../../server/render/slotSplicer';
import { PageSink } from '../../../server/render/pageSink';

const MARKER = '<!--slot:test-->';

function text(pieces: OutputPiece[]): string {
  return pieces.map((p) => Buffer.from(pieceBytes(p)).toString()).join('');
}

describe('page sink', () => {
  it('gathers React chunks into one write per flush and splices the article in', () => {
    const writes: OutputPiece[][] = [];
    let ended = false;
    const sink = new PageSink(createSlotsSplicer([{ marker: MARKER, content: ['<p>article</p>'] }]), {
      write: (pieces) => (writes.push(pieces), true),
      end: () => (ended = true),
      destroy: () => undefined,
    });
    for (const part of ['<main>', '<div>', MARKER.slice(0, 5), MARKER.slice(5), '</div>', '</main>']) sink.write(Buffer.from(part));
    expect(writes).toHaveLength(0);
    sink.flush();
    expect(writes).toHaveLength(1);
    sink.end();
    expect(ended).toBe(true);
    expect(text(writes.flat())).toBe('<main><div><p>article</p></div></main>');
  });

  it('passes backpressure to React and re-emits drain', () => {
    let full = true;
    const sink = new PageSink(createSlotsSplicer([{ marker: MARKER, content: [''] }]), { write: () => !full, end: () => undefined, destroy: () => undefined });
    sink.write(Buffer.from('a'));
    sink.flush();
    expect(sink.write(Buffer.from('b'))).toBe(false);
    const drained = jest.fn();
    sink.on('drain', drained);
    full = false;
    sink.drained();
    expect(drained).toHaveBeenCalledTimes(1);
    expect(sink.write(Buffer.from('c'))).toBe(true);
  });

  it('writes without waiting for a flush once 64 KiB are gathered', () => {
    const writes: OutputPiece[][] = [];
    const sink = new PageSink(createSlotsSplicer([{ marker: MARKER, content: [''] }]), { write: (pieces) => (writes.push(pieces), true), end: () => undefined, destroy: () => undefined });
    sink.write(Buffer.alloc(40 * 1024, 97));
    expect(writes).toHaveLength(0);
    sink.write(Buffer.alloc(40 * 1024, 98));
    expect(writes).toHaveLength(1);
  });

  it('takes the long strings React writes without encoding them itself', () => {
    const writes: OutputPiece[][] = [];
    const sink = new PageSink(createSlotsSplicer([{ marker: MARKER, content: ['<p>é</p>'] }]), { write: (pieces) => (writes.push(pieces), true), end: () => undefined, destroy: () => undefined });
    const long = `<h1>${'ü'.repeat(2000)}</h1>`;
    sink.write(long);
    sink.write(Buffer.from(`<div>${MARKER}</div>`));
    sink.end();
    expect(text(writes.flat())).toBe(`${long}<div><p>é</p></div>`);
  });

  it('hands a fatal error on to the response', () => {
    const destroyed: unknown[] = [];
    const sink = new PageSink(createSlotsSplicer([{ marker: MARKER, content: [] }]), { write: () => true, end: () => undefined, destroy: (error) => destroyed.push(error) });
    sink.write(Buffer.from('<p>'));
    const error = new Error('render failed');
    sink.destroy(error);
    expect(destroyed).toEqual([error]);
  });
});
