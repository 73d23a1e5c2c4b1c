// Reading one file out of a package tarball, on archives built here byte by byte.
import { gzipSync } from 'node:zlib';
import { tarEntry } from '../../../server/tools/tarEntry';

function header(name: string, size: number, type: string): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(type, 156);
  block.write('ustar\0', 257);
  return block;
}

function entry(name: string, body: string, type = '0'): Buffer {
  const data = Buffer.from(body, 'utf8');
  return Buffer.concat([header(name, data.length, type), data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}

const archive = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

describe('tarEntry', () => {
  it('returns the file asked for, skipping the files before it', () => {
    const tgz = archive(entry('package/package.json', '{"name":"webpack"}'), entry('package/schemas/WebpackOptions.json', 'x'.repeat(700)));
    expect(tarEntry(tgz, 'package/schemas/WebpackOptions.json')?.toString()).toBe('x'.repeat(700));
    expect(tarEntry(tgz, 'package/package.json')?.toString()).toBe('{"name":"webpack"}');
  });

  it('reads a long name from a pax header', () => {
    const long = `package/${'deep/'.repeat(30)}file.json`;
    const record = ` path=${long}\n`;
    const pax = `${record.length + String(record.length + 3).length}${record}`;
    const tgz = archive(entry('PaxHeader', pax, 'x'), entry('package/short', 'long body'));
    expect(tarEntry(tgz, long)?.toString()).toBe('long body');
  });

  it('returns null when the archive has no such file', () => {
    expect(tarEntry(archive(entry('package/a.json', '{}')), 'package/schemas/WebpackOptions.json')).toBeNull();
  });
});
