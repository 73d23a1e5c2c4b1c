import { imageSize, sizeMayFollow } from '../../../server/content/imageSize';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => u32be(n).reverse();

const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(width), u32be(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);
const gif = (width: number, height: number) => bytes('GIF89a', u16le(width), u16le(height), [0, 0, 0]);
const segment = (marker: number, payload: number[] | Buffer) => bytes([0xff, marker], u16be(payload.length + 2), [...payload]);
const frame = (width: number, height: number, marker = 0xc0) => segment(marker, [8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const exif = (orientation: number) =>
  segment(0xe1, [...bytes('Exif\0\0', 'MM', u16be(42), u32be(8), u16be(1), u16be(0x0112), u16be(3), u32be(1), u16be(orientation), [0, 0], u32be(0))]);
const jpeg = (...segments: Buffer[]) => bytes([0xff, 0xd8], ...segments.map((s) => [...s]), [0xff, 0xd9]);
const riff = (chunk: string, payload: number[]) => bytes('RIFF', u32le(4 + 8 + payload.length), 'WEBP', chunk, u32le(payload.length), payload);

describe('image header sizes', () => {
  it('reads a PNG from its IHDR chunk', () => {
    expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it('reads GIF87a and GIF89a logical screens', () => {
    expect(imageSize(gif(33, 7))).toEqual({ width: 33, height: 7 });
    expect(imageSize(bytes('GIF87a', u16le(300), u16le(200), [0]))).toEqual({ width: 300, height: 200 });
  });

  it('reads a baseline and a progressive JPEG frame after other segments', () => {
    const app0 = segment(0xe0, [...bytes('JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0])]);
    const tables = segment(0xc4, new Array<number>(20).fill(0));
    expect(imageSize(jpeg(app0, tables, frame(1024, 768)))).toEqual({ width: 1024, height: 768 });
    expect(imageSize(jpeg(app0, frame(50, 60, 0xc2)))).toEqual({ width: 50, height: 60 });
  });

  it('swaps a JPEG’s sides when its EXIF orientation turns it a quarter', () => {
    expect(imageSize(jpeg(exif(6), frame(400, 300)))).toEqual({ width: 300, height: 400 });
    expect(imageSize(jpeg(exif(1), frame(400, 300)))).toEqual({ width: 400, height: 300 });
  });

  it('gives null for a JPEG cut before its frame, and says reading on may find it', () => {
    const cut = jpeg(segment(0xe1, new Array<number>(100).fill(0)), frame(10, 10)).subarray(0, 60);
    expect(imageSize(cut)).toBeNull();
    expect(sizeMayFollow(cut)).toBe(true);
    expect(sizeMayFollow(png(1, 1))).toBe(false);
  });

  it('reads lossy, lossless and extended WebP', () => {
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(320), ...u16le(240), 0, 0]);
    const bits = (200 - 1) | ((100 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, ...u32le(bits), 0]);
    const extended = riff('VP8X', [0, 0, 0, 0, 0x1f, 0x03, 0x00, 0xdf, 0x01, 0x00]);
    expect(imageSize(lossy)).toEqual({ width: 320, height: 240 });
    expect(imageSize(lossless)).toEqual({ width: 200, height: 100 });
    expect(imageSize(extended)).toEqual({ width: 800, height: 480 });
  });

  it.each([
    ['width and height', '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40px">', { width: 120, height: 40 }],
    ['the viewBox alone', '<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 24.5 12" xmlns="http://www.w3.org/2000/svg">', { width: 25, height: 12 }],
    ['a width and the viewBox proportions', "<svg width='200' viewBox='0,0,100,50'>", { width: 200, height: 100 }],
    ['percent sizes falling back to the viewBox', '<svg width="100%" height="100%" viewBox="0 0 30 10">', { width: 30, height: 10 }],
  ])('reads an SVG from %s', (_name, source, size) => {
    expect(imageSize(Buffer.from(`\uFEFF${source}<rect/></svg>`))).toEqual(size);
  });

  it.each([
    ['an SVG without any size', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path/></svg>')],
    ['an SVG sized in em', Buffer.from('<svg width="2em" height="1em"></svg>')],
    ['a truncated PNG', png(10, 10).subarray(0, 20)],
    ['a zero-sized GIF', gif(0, 5)],
    ['plain text', Buffer.from('hello')],
    ['an empty file', Buffer.alloc(0)],
    ['a JPEG with a broken segment chain', bytes([0xff, 0xd8, 0x00, 0x11, 0x22, 0x33])],
  ])('gives null for %s', (_name, buffer) => {
    expect(imageSize(buffer)).toBeNull();
  });

  it('never throws on any cut of a valid file', () => {
    const samples = [png(3, 4), gif(3, 4), jpeg(exif(6), frame(3, 4)), riff('VP8X', [0, 0, 0, 0, 2, 0, 0, 3, 0, 0]), Buffer.from('<svg viewBox="0 0 3 4"></svg>')];
    for (const sample of samples) {
      for (let end = 0; end <= sample.length; end += 1) expect(() => imageSize(sample.subarray(0, end))).not.toThrow();
    }
  });
});
