import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPublicFiles } from '../../../server/routes/assets';

describe('public folder listing', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'public-'));
    mkdirSync(join(folder, 'icons'));
    writeFileSync(join(folder, 'favicon.svg'), '<svg/>');
    writeFileSync(join(folder, 'icons', 'touch.png'), 'png');
    writeFileSync(join(folder, 'my icon.svg'), '<svg/>');
    symlinkSync(join(folder, 'favicon.svg'), join(folder, 'linked.svg'));
    symlinkSync(join(folder, 'icons'), join(folder, 'linked-folder'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists every file as a URL path, nested folders and linked files included, folders themselves not', () => {
    expect([...listPublicFiles(folder)].sort()).toEqual(['/favicon.svg', '/icons/touch.png', '/linked.svg', '/my icon.svg']);
  });

  it('lists nothing for a folder that does not exist', () => {
    expect(listPublicFiles(join(folder, 'missing')).size).toBe(0);
  });
});
