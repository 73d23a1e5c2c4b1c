import { compareSites, englishPaths, pagesInEveryLanguage, startLog } from './translationFigures';

describe('the start-up phases read from the log', () => {
  it('takes each phase from its line, the translation by locale, and skips lines that are not JSON', () => {
    const output = [
      '{"level":30,"module":"content","pages":146,"ms":812,"msg":"content loaded"}',
      '(node:12) Warning: something Node says',
      '{"level":30,"module":"content","locale":"ko","pages":120,"ms":640,"msg":"translation loaded"}',
      '{"level":40,"module":"content","locale":"ko","msg":"not a git checkout: translation dates unknown, no page is reported out of date"}',
      '{"level":30,"module":"content","ms":95,"msg":"search index built"}',
      '{"level":30,"port":4000,"ms":1630,"msg":"listening on http://localhost:4000"}',
      '{"level":30,"ms":4,"msg":"request completed"}',
    ].join('\n');
    const log = startLog(output);
    expect(log).toEqual({ listeningMs: 1630, contentMs: 812, translationMs: new Map([['ko', 640]]), searchMs: 95 });
  });

  it('leaves a phase empty when its line is missing', () => {
    expect(startLog('{"msg":"content loaded","ms":5}\n{"msg"').listeningMs).toBeNull();
  });
});

describe('the pages to request', () => {
  const sitemap = [
    '<urlset><url><loc>https://webpack.js.org/</loc><xhtml:link rel="alternate" hreflang="ko" href="https://webpack.js.org/ko/"/></url>',
    '<url><loc>https://webpack.js.org/concepts/</loc></url>',
    '<url><loc>https://webpack.js.org/ko/</loc></url>',
    '<url><loc>https://webpack.js.org/ko/concepts/</loc></url>',
    '<url><loc>https://webpack.js.org/kotlin/</loc></url></urlset>',
  ].join('');

  it('are the English paths of the sitemap, without those under a locale', () => {
    expect(englishPaths(sitemap, ['ko'])).toEqual(['/', '/concepts/', '/kotlin/']);
  });

  it('are each English path, then each under every locale, translated or not', () => {
    expect(pagesInEveryLanguage(['/', '/concepts/'], ['ko', 'zh'])).toEqual(['/', '/concepts/', '/ko/', '/ko/concepts/', '/zh/', '/zh/concepts/']);
  });
});

describe('comparing the two sites', () => {
  it('gives each ratio b/a and that ratio divided by the content ratio', () => {
    const a = { markdownBytes: 100, readyMs: 1000, rssStartMb: 150, rssAfterMb: 160, liveHeapStartMb: 40 };
    const b = { markdownBytes: 200, readyMs: 2000, rssStartMb: 225, rssAfterMb: 240, liveHeapStartMb: 80 };
    const c = compareSites(a, b);
    expect(c.content).toBe(2);
    expect(c.ready).toEqual({ ratio: 2, perContent: 1 });
    expect(c.rssStart).toEqual({ ratio: 1.5, perContent: 0.75 });
    expect(c.liveHeapStart.perContent).toBe(1);
  });
});
