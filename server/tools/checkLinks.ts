// npm run check-links [contentDir]: reports every internal link and #anchor that points
// nowhere, with file and line, and exits non-zero when there is any.
import { buildContent } from '../content/contentSnapshot';
import { readContentFolder } from '../content/read';
import { contentAssetOptions } from '../content/contentAssets';
import { createMarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { findBrokenLinks } from './findBrokenLinks';

async function main(): Promise<void> {
  const dir = process.argv[2] ?? process.env.CONTENT_DIR ?? 'content';
  const files = await readContentFolder(dir);
  const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
  const broken = findBrokenLinks(snapshot, files.pages);
  for (const link of broken) process.stdout.write(`${link.file}:${link.line}: ${link.href} (${link.reason})\n`);
  process.stdout.write(`${broken.length} broken link${broken.length === 1 ? '' : 's'} in ${files.pages.length} pages of ${dir}\n`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exitCode = 2;
});
