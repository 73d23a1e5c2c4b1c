import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_EXAMPLE_BINARY_BYTES, readContentFolder } from '../../../server/content/read';

const u16be = (n: number) => [n >> 8, n & 0xff];
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 0, 0x80, 8, 6, 0, 0, 0]);
// A JPEG whose frame header comes after 100 KB of metadata, past the first bytes read.
const metadata = Buffer.alloc(50_000);
const app = (marker: number) => Buffer.concat([Buffer.from([0xff, marker, ...u16be(metadata.length + 2)]), metadata]);
const bigJpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), app(0xe2), app(0xe3), Buffer.from([0xff, 0xc0, 0, 11, 8, ...u16be(90), ...u16be(160), 1, 1, 0x11, 0]), Buffer.from([0xff, 0xd9])]);

describe('reading image sizes from the content folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'content-'));
    await mkdir(join(root, 'guides', 'images'), { recursive: true });
    await writeFile(join(root, 'guides', 'page.mdx'), '---\ntitle: Page\n---\n\n![x](./images/a.png)\n');
    await writeFile(join(root, 'guides', 'images', 'a.png'), png);
    await writeFile(join(root, 'guides', 'images', 'photo.jpg'), bigJpeg);
    await writeFile(join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('lists every image and the sizes it could read, reading past metadata when it must', async () => {
    const files = await readContentFolder(root);
    expect(files.assets).toEqual(['favicon.ico', 'guides/images/a.png', 'guides/images/photo.jpg']);
    expect([...files.imageSizes.entries()]).toEqual(
      expect.arrayContaining([
        ['guides/images/a.png', { width: 256, height: 128 }],
        ['guides/images/photo.jpg', { width: 160, height: 90 }],
      ]),
    );
    expect(files.imageSizes.has('favicon.ico')).toBe(false);
    expect(files.unreadable).toEqual([]);
  });
});

describe('reading the example projects', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'content-'));
    const step = join(root, 'examples', 'guide', '1-step');
    await mkdir(join(step, 'src', 'data'), { recursive: true });
    await writeFile(join(step, 'src', 'index.js'), 'console.log(1);\n');
    await writeFile(join(step, 'src', 'data', 'events.yaml'), 'title: Launch\n');
    await writeFile(join(step, 'src', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    await writeFile(join(step, 'src', 'logo.png'), png);
    await writeFile(join(step, 'src', 'huge.woff2'), Buffer.alloc(MAX_EXAMPLE_BINARY_BYTES + 1, 1));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads text formats as data and carries the other files as bytes, up to what a link can hold', async () => {
    const files = await readContentFolder(root);
    expect(files.data.map((f) => f.path)).toEqual(['examples/guide/1-step/src/data/events.yaml', 'examples/guide/1-step/src/index.js', 'examples/guide/1-step/src/logo.svg']);
    expect(files.exampleBinaries).toEqual([
      { path: 'examples/guide/1-step/src/huge.woff2', base64: null },
      { path: 'examples/guide/1-step/src/logo.png', base64: png.toString('base64') },
    ]);
    expect(files.pages).toEqual([]);
  });
});
