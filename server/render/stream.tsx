// Streaming server rendering with an explicit lifecycle: the status is decided before the
// first byte; visitors get the shell as soon as it is ready, crawlers wait for everything;
// a shell error sends a minimal 500 page; an abort timer is cleared when the body ends.
// React lays out the frame only: the prepared article HTML is spliced into its slot. A client
// that takes gzip gets the page as a gzip body whose article was compressed at load time.
import { Writable } from 'node:stream';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../client/App';
import type { BootData } from '../../shared/types';
import { GzipAssembler } from '../compression/gzipAssembly';
import { partText, type ArticlePart } from './article';
import { ARTICLE_SLOT, createSlotsSplicer, pieceBytes, type OutputPiece, type SlotSplicer } from './articleSlot';
import { documentHead, documentTail } from './document';
import type { DocumentEnds } from './documentEnds';
import { PageSink } from './pageSink';
import type { ClientManifest } from './manifest';
import { serverScreens } from './screens';
import { preparedMarkupFor } from './preparedMarkup';
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
  /** The ETag of this page in the encoding sent; left out when the render failed. */
  etag?: string;
  /** The article, put where the page's HTML goes (by default the page data's HTML). Given, it
   * stands for the page's HTML, which the page data may then leave empty. */
  article?: ArticlePart[];
  /** Send the body gzip-encoded (the client accepts gzip). */
  gzip?: boolean;
  /** The document's head and tail prepared earlier (see documentEnds.ts); made from boot when absent. */
  ends?: DocumentEnds;
  /** Called once at the end: the complete body when the render finished without error, else null. */
  onDone?: (body: Buffer | null) => void;
}

/** The React tree of one page, with slots where the article and the other prepared pieces go,
 * and the splicer that fills them. */
function framedApp(boot: BootData, article: ArticlePart[]): { element: ReactElement; splicer: SlotSplicer } {
  const hasArticle = article.some((part) => partText(part).length > 0);
  const framed = hasArticle ? { ...boot, page: { ...boot.page, html: ARTICLE_SLOT } } : boot;
  const { markup, slots } = preparedMarkupFor(boot.page);
  return {
    element: (
      <StaticRouter location={boot.page.url}>
        <App boot={framed} screens={serverScreens} prepared={markup} />
      </StaticRouter>
    ),
    splicer: createSlotsSplicer([...slots, { marker: ARTICLE_SLOT, content: article }]),
  };
}

/** The bytes of pieces of output (the article text encoded once, here). */
function piecesToBuffer(pieces: OutputPiece[]): Buffer {
  return Buffer.concat(pieces.map(pieceBytes));
}

/** Turns output pieces into the bytes that go on the wire. */
type Encoder = (piece: OutputPiece) => Uint8Array | string;

function gzipEncoder(gzip: GzipAssembler): Encoder {
  return (piece) => (piece instanceof Uint8Array || typeof piece === 'string' ? gzip.bytes(piece) : gzip.prepared(piece.compressed));
}

const identityEncoder: Encoder = (piece) => (piece instanceof Uint8Array ? piece : partText(piece));

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
  const { element, splicer } = framedApp(boot, options.article ?? [boot.page.html]);
  const { pipe, abort } = renderToPipeableStream(element, {
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
    const head = options.ends?.head ?? documentHead(boot, manifest);
    // The pieces are kept only when someone wants the finished body (a cache fill).
    const kept: OutputPiece[] | null = options.onDone ? [head] : null;
    res.status(failed ? 500 : options.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
    if (options.etag && !failed) res.setHeader('ETag', options.etag);
    const gzip = options.gzip ? new GzipAssembler() : null;
    const encode = gzip ? gzipEncoder(gzip) : identityEncoder;
    // The body's encoding follows Accept-Encoding, whichever one goes out.
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      res.write(gzip.header());
    }
    res.write(encode(head));
    const sink = new PageSink(splicer, {
      write(pieces) {
        // Whether the response took these pieces without buffering; the sink keeps the state.
        let accepted = true;
        for (const piece of pieces) {
          kept?.push(piece);
          accepted = res.write(encode(piece)) && accepted;
        }
        return accepted;
      },
      end() {
        clearTimeout(timer);
        const tail = options.ends?.tail ?? documentTail(boot);
        kept?.push(tail);
        if (gzip) {
          res.write(encode(tail));
          res.end(gzip.finish());
        } else res.end(encode(tail));
        report(failed || !kept ? null : piecesToBuffer(kept));
      },
      destroy(error) {
        // The status and part of the body are already out: the connection is cut, so the
        // client sees an incomplete response instead of a page that looks whole.
        clearTimeout(timer);
        log.error({ err: error, url }, 'page stream failed');
        report(null);
        res.destroy(error instanceof Error ? error : undefined);
      },
    });
    res.on('drain', () => sink.drained());
    res.on('close', () => {
      if (!res.writableFinished) {
        clearTimeout(timer);
        abort();
        report(null);
      }
    });
    // React uses write, flush, end and destroy of its destination and listens to drain, error
    // and close.
    pipe(sink as unknown as NodeJS.WritableStream);
  }
}

/** Renders a whole page into memory (static export): waits for everything, then resolves. */
export function renderPageToBuffer(boot: BootData, manifest: ClientManifest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pieces: OutputPiece[] = [documentHead(boot, manifest)];
    const { element, splicer } = framedApp(boot, [boot.page.html]);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              pieces.push(...splicer.push(chunk));
              callback();
            },
            final(callback) {
              pieces.push(...splicer.end(), documentTail(boot));
              resolve(piecesToBuffer(pieces));
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
