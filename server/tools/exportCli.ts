// npm run export -- --out DIR [--content DIR] [--site-url URL]: the command line of the static
// export (TRANSLATION_DIRS adds the translations, as for the server).
import { DEFAULT_SITE_URL } from '../../shared/constants';
import { resolve } from 'node:path';
import { exportSite } from './exportSite';
import { parseTranslationDirs } from '../config';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (!out) {
    process.stderr.write('usage: npm run export -- --out DIR [--content DIR] [--site-url https://example.org]\n');
    process.exitCode = 2;
    return;
  }
  const contentIndex = args.indexOf('--content');
  const siteIndex = args.indexOf('--site-url');
  const started = Date.now();
  const count = await exportSite({
    contentDir: resolve(contentIndex >= 0 ? (args[contentIndex + 1] ?? 'content') : (process.env.CONTENT_DIR ?? 'content')),
    clientDir: resolve('dist/client'),
    out: resolve(out),
    siteUrl: (siteIndex >= 0 ? args[siteIndex + 1] : undefined) ?? process.env.SITE_URL ?? DEFAULT_SITE_URL,
    translations: parseTranslationDirs(process.env.TRANSLATION_DIRS ?? '', process.cwd()),
  });
  process.stdout.write(`exported ${count} pages to ${out} in ${Date.now() - started} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exitCode = 1;
});
