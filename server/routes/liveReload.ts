// Server-sent events for writers: every open tab hears which pages changed, which content
// problems exist and which warnings and broken links, and updates in place. Mounted only when the content is watched. Each stream
// holds a connection (a file descriptor), so their number is capped per client address and in
// total, and every stream ends after a time-out (the browser's EventSource reconnects on its
// own after the announced retry delay): an open tab costs one stream, a flood of them cannot
// exhaust the process. The problems carry file names and lines, so in production only the
// machine itself may listen unless the operator opts in.
import { Router, type Response } from 'express';
import type { ContentChange, LiveContent } from '../content/liveContent';
import { isLocalRequest } from './localRequest';

const HEARTBEAT_MS = 15_000;
/** Delay before the browser reconnects after a stream ends. */
const RETRY_MS = 1000;

/** Limits of the live-reload streams. */
export interface LiveReloadOptions {
  /** Streams one client address may hold open. */
  perClient: number;
  /** Streams open at once in total. */
  total: number;
  /** A stream ends after this long; the browser reconnects. */
  timeoutMs: number;
  /** Anyone may listen (otherwise only requests from this machine). */
  public: boolean;
}

/** Defaults: a writer with a handful of tabs, a few writers on one preview server. */
export const LIVE_RELOAD_DEFAULTS: LiveReloadOptions = { perClient: 8, total: 64, timeoutMs: 5 * 60_000, public: true };

/** The /__live event stream. */
export function liveReloadRoutes(live: Pick<LiveContent, 'subscribe'>, current: () => ContentChange, options: LiveReloadOptions = LIVE_RELOAD_DEFAULTS): Router {
  const router = Router();
  const clients = new Set<Response>();
  const perAddress = new Map<string, number>();
  const send = (res: Response, change: ContentChange) => {
    res.write(`data: ${JSON.stringify(change)}\n\n`);
  };
  // What the stream sends with each change is the state as of now (problems, warnings), which
  // current() reads from the snapshot the change has just put in place.
  live.subscribe((change) => {
    const now = { ...current(), ...change, warnings: current().warnings ?? [] };
    for (const res of clients) send(res, now);
  });
  const refuse = (res: Response, message: string) => {
    res.status(503).set({ 'Retry-After': '30', 'Cache-Control': 'no-store', Connection: 'close' }).type('text').send(message);
  };
  router.get('/__live', (req, res) => {
    // To anyone else the stream does not exist.
    if (!options.public && !isLocalRequest(req)) {
      res.status(404).set('Cache-Control', 'no-store').type('text').send('Not Found');
      return;
    }
    const address = req.socket.remoteAddress ?? '';
    const mine = perAddress.get(address) ?? 0;
    if (mine >= options.perClient) {
      return refuse(res, `Too many live-reload streams from this address (at most ${options.perClient}); close other tabs of this site.`);
    }
    if (clients.size >= options.total) {
      return refuse(res, `Too many live-reload streams open on this server (at most ${options.total}); try again later.`);
    }
    perAddress.set(address, mine + 1);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    send(res, { ...current(), changed: [] });
    clients.add(res);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const expire = setTimeout(() => res.end(), options.timeoutMs);
    let open = true;
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      clearTimeout(expire);
      clients.delete(res);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    };
    res.on('close', close);
    res.on('finish', close);
  });
  return router;
}
