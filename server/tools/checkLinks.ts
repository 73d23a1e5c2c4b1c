// npm run check-links [contentDir]: reports every internal link and #anchor that points
// nowhere, with file and line, and exits non-zero when there is any. The folder is loaded as
// the server loads it (site/loadSite.ts).
import { silentLogger } from '../logger';
import { loadSite } from '../site/loadSite';
import { findBrokenLinks } from './findBrokenLinks';

async function main(): Promise<void> {
  const dir = process.argv[2] ?? process.env.CONTENT_DIR ?? 'content';
  const { site, languages } = await loadSite({ contentDir: dir, translations: [], editBase: '' }, silentLogger());
  const pages = languages[0]?.files.pages ?? [];
  const broken = findBrokenLinks(site.english.current(), pages);
  for (const link of broken) process.stdout.write(`${link.file}:${link.line}: ${link.href} (${link.reason})\n`);
  process.stdout.write(`${broken.length} broken link${broken.length === 1 ? '' : 's'} in ${pages.length} pages of ${dir}\n`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exitCode = 2;
});
