// The destination React's stream writes a page into. React writes many small chunks; the sink
// gathers them and hands them on in a few large writes (at React's flush points, or every
// 64 KiB), through the article splicer. Backpressure is passed back: a write returns false
// while the response is full, and 'drain' is re-emitted when it empties.
import { EventEmitter } from 'node:events';
import type { OutputPiece, SlotSplicer } from './slotSplicer';

const GATHER_BYTES = 64 * 1024;

/** What the sink needs from the response. */
export interface SinkTarget {
  /** Writes pieces; false when the receiver is full. */
  write(pieces: OutputPiece[]): boolean;
  /** Called once when React has written everything. */
  end(): void;
  /** Called when React gives up on the stream (a fatal render error). */
  destroy(error: unknown): void;
}

/** A writable destination for renderToPipeableStream's pipe(). */
export class PageSink extends EventEmitter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private flowing = true;

  constructor(
    private readonly splicer: SlotSplicer,
    private readonly target: SinkTarget,
  ) {
    super();
  }

  /** React's write: gathered until a flush point. React passes long strings as they are. */
  write(data: Uint8Array | string): boolean {
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    if (this.pendingBytes >= GATHER_BYTES) this.flushPending();
    return this.flowing;
  }

  /** React calls this when it has finished a batch of writes. */
  flush(): void {
    this.flushPending();
  }

  /** React's end of the stream. */
  end(): void {
    this.flushPending();
    const rest = this.splicer.end();
    if (rest.length > 0) this.target.write(rest);
    this.target.end();
  }

  /** React's fatal error: nothing more will come. */
  destroy(error?: unknown): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.target.destroy(error);
  }

  /** The response emptied its buffer: React may write again. */
  drained(): void {
    this.flowing = true;
    this.emit('drain');
  }

  private flushPending(): void {
    if (this.pending.length === 0) return;
    const bytes = this.pending.length === 1 ? (this.pending[0] as Uint8Array) : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.flowing = this.target.write(this.splicer.push(bytes)) && this.flowing;
  }
}
