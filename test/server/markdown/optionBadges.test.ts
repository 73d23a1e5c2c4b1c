// The badges of reference options: computed from the release data, never typed. In-memory data
// keeps the cases readable; the real data is tested in test/server/reference/optionReleaseScan.test.ts.
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import type { OptionVersions } from '../../../shared/optionVersions';

const versions: OptionVersions = {
  webpack: '5.9.0',
  releases: { first: '5.0.0', last: '5.9.0', count: 10 },
  added: { output: '5.0.0', 'output.filename': '5.0.0', 'output.clean': '5.3.0', 'output.clean.dry': '5.4.0', 'output.strictThing': '5.0.0', module: '5.0.0', 'module.defaultRules': '5.0.0', 'module.defaultRules.layer': '5.6.0' },
  deprecated: { 'output.strictThing': '5.7.0' },
  aliases: { 'module.rules': 'module.defaultRules' },
};
const renderer = createMarkdownRenderer({ optionVersions: versions });
const render = (source: string, file = 'configuration/output.mdx', bodyLine = 1) => renderer.render(source, file, bodyLine);
// The heading, its anchor link, then the badge paragraph right after them.
const badgesUnder = (html: string, id: string) => new RegExp(`id="${id}">[^<]*</h3>\n<a [^\n]*</div>\n<p class="option-badges">(.*?)</p>`).exec(html)?.[1] ?? null;

describe('option badges', () => {
  it('puts the release an option was added in under its heading, and none on options 5.0.0 already had', () => {
    const { html, warnings } = render('### output.filename\n\n`string`\n\n### output.clean\n\n`boolean`\n');
    expect(badgesUnder(html, 'outputclean')).toBe('<span class="badge" title="Available since webpack 5.3.0">5.3.0+</span>');
    expect(badgesUnder(html, 'outputfilename')).toBeNull();
    expect(html.match(/class="badge"/g)).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('shows since when a deprecated option is deprecated', () => {
    const { html } = render('### output.strictThing\n\n`boolean` · deprecated\n');
    expect(badgesUnder(html, 'outputstrictthing')).toBe('<span class="badge badge--deprecated" title="Deprecated since webpack 5.7.0: still accepted, but replaced">deprecated since 5.7.0</span>');
  });

  it('replaces a typed badge that disagrees with the computed one and reports it with file and line', () => {
    const source = '### output.clean\n\n<Badge text="5.1.0+" />\n\n`boolean`\n\n### output.filename\n\n<Badge text="5.0.0+" />\n\n`string`\n';
    const { html, warnings } = render(source, 'configuration/output.mdx', 5);
    expect(html).not.toContain('5.1.0');
    expect(html).not.toContain('5.0.0+');
    expect(badgesUnder(html, 'outputclean')).toContain('>5.3.0+</span>');
    expect(warnings.map((w) => [w.file, w.line])).toEqual([['configuration/output.mdx', 5], ['configuration/output.mdx', 11]]);
    expect(warnings[0]!.message).toMatch(/`output\.clean` has a typed badge 5\.1\.0, but webpack 5\.3\.0 is the first release whose schema has it/);
    expect(warnings[1]!.message).toMatch(/`output\.filename` has a typed badge 5\.0\.0, but webpack 5\.0\.0 already had it/);
  });

  it('keeps a typed badge that agrees, once, without a warning', () => {
    const { html, warnings } = render('### output.clean\n\n<Badge text="5.3.0+" />\n\n`boolean`\n');
    expect(html.match(/5\.3\.0\+/g)).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('gives option table rows their badge in the last cell, relative names included, replacing typed ones', () => {
    const source = [
      '### output.clean', '', '`boolean` `object`', '',
      '| Option | Type | Description |', '| --- | --- | --- |',
      '| `dry` | `boolean` | Only log. <Badge text="5.2.0+" /> |',
      '| `output.filename` | `string` | Names. <Badge text="5.0.0+" /> |',
      '', '## Rules', '',
      '| Option | Description |', '| --- | --- |', '| `module.rules.layer` | The layer. |',
    ].join('\n');
    const { html, warnings } = render(source);
    expect(html).toContain('<td>Only log. <span class="badge" title="Available since webpack 5.4.0">5.4.0+</span></td>');
    expect(html).toContain('<td>Names.</td>');
    expect(html).toContain('<td>The layer. <span class="badge" title="Available since webpack 5.6.0">5.6.0+</span></td>');
    expect(warnings.map((w) => w.line)).toEqual([7, 8]);
  });

  it('leaves pages that are not reference pages, code blocks and unknown options alone', () => {
    expect(render('### output.clean\n\n<Badge text="5.1.0+" />\n', 'guides/cleaning.mdx').html).toContain('>5.1.0+</span>');
    const { html } = render('```md\n### output.clean\n```\n\n### output.unknownThing\n\n<Badge text="5.8.0+" />\n');
    expect(html).not.toContain('option-badges');
    expect(html).toContain('>5.8.0+</span>');
  });

  it('writes the badges in the language of the content', () => {
    const korean = createMarkdownRenderer({ optionVersions: versions, locale: 'ko' });
    const { html } = korean.render('### output.strictThing\n\n`boolean`\n\n### output.clean\n\n`boolean`\n', 'configuration/output.mdx');
    expect(badgesUnder(html, 'outputstrictthing')).toBe('<span class="badge badge--deprecated" title="webpack 5.7.0부터 지원 중단: 아직 받아들이지만 다른 옵션으로 대체됨">5.7.0부터 지원 중단</span>');
    expect(badgesUnder(html, 'outputclean')).toBe('<span class="badge" title="webpack 5.3.0부터 사용 가능">5.3.0+</span>');
  });

  it('shows nothing computed for content of another webpack version', () => {
    const old = createMarkdownRenderer({ optionVersions: null });
    const { html, warnings } = old.render('### output.clean\n\n<Badge text="5.1.0+" />\n', 'configuration/output.mdx');
    expect(html).toContain('>5.1.0+</span>');
    expect(html).not.toContain('option-badges');
    expect(warnings).toEqual([]);
  });
});
