/** @jest-environment node */
import { codeToCopy } from '../../client/lib/copyCode';
import { routablePath } from '../../client/lib/routableLinks';

function el(classes: string[], children: { cls?: string; text: string }[]) {
  return {
    classList: { contains: (c: string) => classes.includes(c) },
    childNodes: children.map((c) => ({ nodeType: 1, textContent: c.text, classList: { contains: (n: string) => n === c.cls } })),
  };
}

describe('copy text of code blocks', () => {
  it('drops removed diff lines and strips prefixes and labels', () => {
    const lines = [
      el(['line'], [{ cls: 'line__prefix', text: ' ' }, { text: 'a();' }]),
      el(['line', 'line--remove'], [{ cls: 'sr-only', text: 'removed line: ' }, { cls: 'line__prefix', text: '-' }, { text: 'b();' }]),
      el(['line', 'line--add'], [{ cls: 'sr-only', text: 'added line: ' }, { cls: 'line__prefix', text: '+' }, { text: 'c();' }]),
    ];
    expect(codeToCopy({ textContent: 'ignored', querySelectorAll: () => lines })).toBe('a();\nc();');
  });

  it('copies plain code as is', () => {
    expect(codeToCopy({ textContent: 'const a = 1;\n', querySelectorAll: () => [] })).toBe('const a = 1;\n');
  });
});

describe('routable links', () => {
  const origin = 'http://localhost:3000';
  it('routes in-site pages and keeps the hash', () => {
    expect(routablePath('/concepts/output/#usage', origin)).toBe('/concepts/output/#usage');
  });
  it('leaves other origins, files and printable pages to the browser', () => {
    expect(routablePath('https://github.com/webpack', origin)).toBeNull();
    expect(routablePath('/favicon.svg', origin)).toBeNull();
    expect(routablePath('/concepts/printable/', origin)).toBeNull();
  });
});
