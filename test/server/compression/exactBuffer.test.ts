import { deflateRawSync } from 'node:zlib';
import { exactBuffer } from '../../../server/compression/exactBuffer';
import { prepareDeflate } from '../../../server/compression/gzipAssembly';
import { prepareCachedResponse } from '../../../server/cache/prepareResponse';

/** Bytes of memory a buffer keeps alive. */
const held = (bytes: Buffer) => bytes.buffer.byteLength;

describe('buffers that are kept own exactly their bytes', () => {
  it('copies a small zlib result out of the chunk buffer it is a view into', () => {
    const small = deflateRawSync(Buffer.from('<p>a small part</p>'));
    // What made kept parts hold 16 kB each: zlib's result is a view into its output chunk.
    expect(held(small)).toBeGreaterThan(small.byteLength);
    const own = exactBuffer(small);
    expect(own.equals(small)).toBe(true);
    expect(held(own)).toBe(own.byteLength);
  });

  it('passes a buffer that already owns its memory through as it is', () => {
    const whole = Buffer.allocUnsafeSlow(100).fill(1);
    expect(exactBuffer(whole)).toBe(whole);
  });

  it('keeps prepared parts and cached bodies in memory of their own size', async () => {
    const part = prepareDeflate('<li>one heading</li>');
    expect(held(part.deflated)).toBe(part.deflated.byteLength);
    const entry = await prepareCachedResponse(200, {}, Buffer.from('<!DOCTYPE html><title>t</title>'), 'tag');
    for (const body of Object.values(entry.bodies)) expect(held(body)).toBe(body.byteLength);
  });
});
