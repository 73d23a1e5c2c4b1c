// npm run export -- --out DIR [--content DIR] [--site-url URL]: the command line of the static
// export. It reads the same environment as the server (CONTENT_DIR, TRANSLATION_DIRS,
// EDIT_BASE_URL, SITE_URL, ANALYTICS_ID, DOCSEARCH_*...), so the export is the site the server
// would serve; the two flags override CONTENT_DIR and SITE_URL.
import { resolve } from 'node:path';
import { ConfigError, parseConfig } from '../config';
import { createLogger } from '../logger';
import { SiteLoadError } from '../site/loadSite';
import { exportSite } from './exportSite';

/** The value after a flag, if the flag is given. */
function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const out = flag(args, '--out');
  if (!out) {
    process.stderr.write('usage: npm run export -- --out DIR [--content DIR] [--site-url https://example.org]\n');
    process.exitCode = 2;
    return;
  }
  const content = flag(args, '--content');
  const siteUrl = flag(args, '--site-url');
  const config = parseConfig({ ...process.env, ...(content ? { CONTENT_DIR: content } : {}), ...(siteUrl ? { SITE_URL: siteUrl } : {}) }, process.cwd());
  // Content problems are logged (warnings and above unless LOG_LEVEL asks for more).
  const log = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
  const started = Date.now();
  const count = await exportSite({ ...config, out: resolve(out) }, log);
  process.stdout.write(`exported ${count} pages to ${out} in ${Date.now() - started} ms\n`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof SiteLoadError;
  process.stderr.write(`error: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
  process.exitCode = 1;
});
