import { crc32, gunzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { crc32Combine, GzipAssembler, prepareDeflate } from '../../../server/compression/gzipAssembly';

describe('gzip assembly', () => {
  it('combines CRC-32s as if computed over the joined bytes', () => {
    const parts = ['', 'a', 'hello ', 'wörld '.repeat(1000), '\u0000'.repeat(70_000)].map((s) => Buffer.from(s));
    for (const a of parts) for (const b of parts) expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });

  it('joins pieces compressed at different times into one valid gzip body', () => {
    const article = '<p>An article, compressed when the content loaded.</p>'.repeat(2000);
    const prepared = prepareDeflate(article);
    const gzip = new GzipAssembler();
    const body = Buffer.concat([
      gzip.header(),
      gzip.bytes('<!DOCTYPE html><html><body><main>'),
      gzip.prepared(prepared),
      gzip.bytes(''),
      gzip.bytes(Buffer.from('</main>é</body></html>')),
      gzip.finish(),
    ]);
    expect(gunzipSync(body).toString()).toBe(`<!DOCTYPE html><html><body><main>${article}</main>é</body></html>`);
    expect(body.length).toBeLessThan(Buffer.byteLength(article) / 10);
  });

  it('is accepted by the gzip command line tool, trailer checks included', () => {
    const gzip = new GzipAssembler();
    const body = Buffer.concat([gzip.header(), gzip.bytes('one '), gzip.prepared(prepareDeflate('two ')), gzip.bytes('three'), gzip.finish()]);
    expect(execFileSync('gzip', ['-dc'], { input: body }).toString()).toBe('one two three');
  });

  it('keeps the trailer right over many pieces of both kinds, megabytes long', () => {
    const pieces = [prepareDeflate('x'.repeat(3_000_000)), prepareDeflate(''), prepareDeflate('<p>é</p>'.repeat(999))];
    const gzip = new GzipAssembler();
    const parts: Buffer[] = [gzip.header()];
    let expected = '';
    for (let i = 0; i < 6; i += 1) {
      const piece = pieces[i % pieces.length]!;
      parts.push(gzip.bytes(`<frame ${i}>`), gzip.prepared(piece));
      expected += `<frame ${i}>${['x'.repeat(3_000_000), '', '<p>é</p>'.repeat(999)][i % 3]}`;
    }
    parts.push(gzip.finish());
    expect(gunzipSync(Buffer.concat(parts)).toString() === expected).toBe(true);
  });

  it('makes a valid body with no content at all', () => {
    const gzip = new GzipAssembler();
    expect(gunzipSync(Buffer.concat([gzip.header(), gzip.finish()])).toString()).toBe('');
  });
});
