// A reference page served by the app shows the "added in" and "deprecated since" badges computed
// from webpack's releases (the committed data), whatever badge the writer typed.
import request from 'supertest';
import data from '../../../shared/data/webpackOptionVersions.json';
import { SAMPLE_SITE, testApp } from '../../helpers/testApp';

const page: [string, string] = [
  'configuration/output.mdx',
  [
    '---', 'title: Output', '---', '',
    '### output.clean', '', '<Badge text="5.1.0+" />', '', '`boolean` `object` · default: `false`', '', 'Removes old files.', '',
    '### output.filename', '', '`string` · default: `\'[name].js\'`', '', 'Names the bundles.', '',
    '### module.strictExportPresence', '', '`boolean` · deprecated', '', 'Old switch.', '',
  ].join('\n'),
];

describe('option badges on reference pages', () => {
  const { app } = testApp([...SAMPLE_SITE, ['configuration/index.mdx', '---\ntitle: Configuration\n---\n\nOptions.\n'], page]);

  it('shows the computed release of an option added after 5.0.0 instead of the typed one', async () => {
    const res = await request(app).get('/configuration/output/');
    expect(res.status).toBe(200);
    const added = data.added['output.clean'];
    expect(added).not.toBe('5.0.0');
    expect(res.text).toMatch(new RegExp(`id="outputclean"[^]*?<p class="option-badges"><span class="badge" title="Available since webpack ${added}">${added}\\+</span></p>[^]*?id="outputfilename"`));
    expect(res.text).not.toContain('5.1.0+');
  });

  it('shows no "added in" badge on an option webpack 5.0.0 already had, and since when a deprecated option is deprecated', async () => {
    const res = await request(app).get('/configuration/output/');
    expect(data.added['output.filename']).toBe('5.0.0');
    expect(res.text).not.toMatch(/id="outputfilename"[^]*?<p class="option-badges">[^]*?id="modulestrictexportpresence"/);
    const since = data.deprecated['module.strictExportPresence' as keyof typeof data.deprecated];
    expect(since).toMatch(/^5\.\d+\.\d+$/);
    expect(res.text).toMatch(new RegExp(`id="modulestrictexportpresence"[^]*?<span class="badge badge--deprecated" title="Deprecated since webpack ${since}[^"]*">deprecated since ${since}</span>`));
  });
});
