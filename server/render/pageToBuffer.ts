// A whole page rendered into memory for the static export: waits for everything, then resolves.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { BootData } from '../../shared/types';
import { piecesToBuffer, type OutputPiece } from './slotSplicer';
import { documentHead, documentTail } from './document';
import { framedApp } from './framedApp';
import type { ClientManifest } from './manifest';

/** Renders a page's whole document into a buffer. */
export function renderPageToBuffer(boot: BootData, manifest: ClientManifest, origin = ''): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pieces: OutputPiece[] = [documentHead(boot, manifest, origin)];
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
              pieces.push(...splicer.end(), documentTail(boot, manifest));
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
