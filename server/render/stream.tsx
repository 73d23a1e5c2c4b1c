// Streaming server rendering with an explicit lifecycle: the status is decided before the
// first byte; visitors get the shell as soon as it is ready, crawlers wait for everything;
// a shell error sends a minimal 500 page; an abort timer is cleared when the body ends.
// React lays out the frame (framedApp.tsx), the sink hands its output on as pieces
// (pageSink.ts), and one writer per encoding puts them on the wire (pieceWriters.ts).
import type { Response } from 'express';
import type { Logger } from 'pino';
import { renderToPipeableStream } from 'react-dom/server';
import type { BootData } from '../../shared/types';
import type { ArticlePart } from '../site/article';
import { piecesToBuffer, type OutputPiece } from './slotSplicer';
import type { DocumentEnds } from './documentEnds';
import { framedApp } from './framedApp';
import { PageSink } from './pageSink';
import { keepingWriter, openBody } from './pieceWriters';
import { staticErrorPage } from './staticPages';
import type { KeepPart } from './preparedLists';

const ABORT_AFTER_MS = 10_000;

/** Options of one page render. */
export interface StreamOptions {
  boot: BootData;
  /** The document's prepared head and tail (documentEnds.ts). */
  ends: DocumentEnds;
  /** Where the page's prepared lists are kept (see preparedLists.tsx). */
  keep?: KeepPart;
  /** The article, spliced where the page's HTML goes (the page data may leave it empty). */
  article: readonly ArticlePart[];
  status: number;
  /** Headers set before the first byte, and the ETag (left out when the render failed). */
  headers: Record<string, string>;
  etag: string;
  /** Send the body gzip-encoded (the client accepts gzip). */
  gzip: boolean;
  /** Wait for all content before the first byte (crawlers). */
  waitForAll: boolean;
  /** Keep the body: the promise then resolves with it (a cache fill). */
  keepBody: boolean;
  log: Logger;
}

/** Renders a page into the response. Resolves once, when the response ends or fails: with the
 * whole body when it was kept and the render finished without error, else null. */
export function streamPage(res: Response, options: StreamOptions): Promise<Buffer | null> {
  const { boot, log } = options;
  const url = boot.page.url;
  return new Promise((resolve) => {
    let failed = false;
    const done = (body: Buffer | null) => {
      clearTimeout(timer);
      resolve(body);
    };
    const { element, splicer } = framedApp(boot, options.article, options.keep);
    const { pipe, abort } = renderToPipeableStream(element, {
      onShellReady() {
        if (!options.waitForAll) start();
      },
      onAllReady() {
        if (options.waitForAll) start();
      },
      onShellError(error: unknown) {
        log.error({ err: error, url }, 'page shell failed to render');
        done(null);
        if (!res.headersSent) res.status(500).type('html').send(staticErrorPage(boot.page.locale));
      },
      onError(error: unknown) {
        failed = true;
        log.error({ err: error, url }, 'page render error');
      },
    });
    const timer = setTimeout(() => abort(new Error(`render of ${url} took longer than ${ABORT_AFTER_MS} ms`)), ABORT_AFTER_MS);

    function start(): void {
      const wire = openBody(res, { status: failed ? 500 : options.status, headers: options.headers, etag: failed ? null : options.etag, gzip: options.gzip });
      const kept: OutputPiece[] | null = options.keepBody ? [] : null;
      const writer = kept ? keepingWriter(wire, kept) : wire;
      writer.write([options.ends.head]);
      const sink = new PageSink(splicer, {
        write: (pieces) => writer.write(pieces),
        end() {
          writer.end(options.ends.tail);
          done(failed || !kept ? null : piecesToBuffer(kept));
        },
        destroy(error) {
          // The status and part of the body are already out: the connection is cut, so the
          // client sees an incomplete response instead of a page that looks whole.
          log.error({ err: error, url }, 'page stream failed');
          done(null);
          res.destroy(error instanceof Error ? error : undefined);
        },
      });
      res.on('drain', () => sink.drained());
      res.on('close', () => {
        if (res.writableFinished) return;
        abort();
        done(null);
      });
      // React uses write, flush, end and destroy of its destination and listens to drain, error
      // and close.
      pipe(sink as unknown as NodeJS.WritableStream);
    }
  });
}
