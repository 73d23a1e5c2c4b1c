// Behaviour statements and the proofs that name them.
import { behaviourStatements, pageUrl, proofTargets, unknownTargets } from '../../../server/reference/proofCoverage';

describe('proof coverage', () => {
  it('finds sentences that state a behaviour, under the anchor of their section', () => {
    const source = '---\ntitle: Output\n---\n\n## output.clean\n\n`boolean` · default: `false`\n\nEmpties the folder. With `dry: true`, webpack only logs the files it would remove instead of removing them.\n\n```js\nif (x) {}\n```\n';
    expect(behaviourStatements('configuration/output.mdx', source)).toEqual([
      { file: 'configuration/output.mdx', line: 9, target: '/configuration/output/#outputclean', text: 'With `dry: true`, webpack only logs the files it would remove instead of removing them.' },
    ]);
    expect(behaviourStatements('guides/a.mdx', source)).toEqual([]);
  });

  it('reads proof targets and names those whose page or anchor is missing', () => {
    const targets = proofTargets("proves('/configuration/output/#outputclean', 'x', f);\nproves(\"/plugins/banner-plugin/#gone\", 'y', f);");
    expect(targets).toEqual(['/configuration/output/#outputclean', '/plugins/banner-plugin/#gone']);
    const pages = [{ path: 'configuration/output.mdx', source: '### output.clean\n' }, { path: 'plugins/banner-plugin.mdx', source: '## Options\n' }];
    expect(unknownTargets(targets, pages)).toEqual(['/plugins/banner-plugin/#gone']);
    expect(pageUrl('loaders/_babel-loader.mdx')).toBe('/loaders/babel-loader/');
  });
});
