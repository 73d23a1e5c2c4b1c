// Streaming server rendering with an explicit lifecycle: the status is decided before the
// first byte; visitors get the shell as soon as it is ready, crawlers wait for everything;
// a shell error sends a minimal 500 page; an abort timer is cleared when the body ends.
import { Writable } from 'node:stream';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../client/App';
import type { BootData } from '../../shared/types';
import { documentHead, documentTail } from './document';
import type { ClientManifest } from './manifest';
import { staticErrorPage } from './staticPages';

const ABORT_AFTER_MS = 10_000;

/** Options of one page render. */
export interface StreamOptions {
  boot: BootData;
  manifest: ClientManifest;
  status: number;
  /** Wait for all content before the first byte (crawlers). */
  waitForAll: boolean;
  log: Logger;
  /** Extra headers set before the first byte. */
  headers: Record<string, string>;
  /** Called once at the end: the complete body when the render finished without error, else null. */
  onDone?: (body: Buffer | null) => void;
}

/** The React tree of one page. */
function appFor(boot: BootData) {
  return (
    <StaticRouter location={boot.page.url}>
      <App boot={boot} />
    </StaticRouter>
  );
}

/** Renders a page into the response. */
export function streamPage(res: Response, options: StreamOptions): void {
  const { boot, manifest, log } = options;
  let failed = false;
  let reported = false;
  const report = (body: Buffer | null) => {
    if (reported) return;
    reported = true;
    options.onDone?.(body);
  };
  const url = boot.page.url;
  const { pipe, abort } = renderToPipeableStream(appFor(boot), {
    onShellReady() {
      if (!options.waitForAll) start();
    },
    onAllReady() {
      if (options.waitForAll) start();
    },
    onShellError(error: unknown) {
      clearTimeout(timer);
      log.error({ err: error, url }, 'page shell failed to render');
      report(null);
      if (!res.headersSent) res.status(500).type('html').send(staticErrorPage());
    },
    onError(error: unknown) {
      failed = true;
      log.error({ err: error, url }, 'page render error');
    },
  });
  const timer = setTimeout(() => abort(new Error(`render of ${url} took longer than ${ABORT_AFTER_MS} ms`)), ABORT_AFTER_MS);

  function start(): void {
    const head = Buffer.from(documentHead(boot, manifest));
    const chunks: Buffer[] = [head];
    res.status(failed ? 500 : options.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
    res.write(head);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        if (res.write(chunk)) callback();
        else res.once('drain', () => callback());
      },
      final(callback) {
        clearTimeout(timer);
        const tail = Buffer.from(documentTail(boot));
        chunks.push(tail);
        res.end(tail);
        report(failed ? null : Buffer.concat(chunks));
        callback();
      },
    });
    res.on('close', () => {
      if (!res.writableFinished) {
        abort();
        report(null);
      }
    });
    pipe(sink);
  }
}

/** Renders a whole page into memory (static export): waits for everything, then resolves. */
export function renderPageToBuffer(boot: BootData, manifest: ClientManifest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [Buffer.from(documentHead(boot, manifest))];
    const { pipe } = renderToPipeableStream(appFor(boot), {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              chunks.push(Buffer.from(documentTail(boot)));
              resolve(Buffer.concat(chunks));
              callback();
            },
          }),
        );
      },
      onShellError: reject,
      onError: reject,
    });
  });
}
