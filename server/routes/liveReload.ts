// Server-sent events for writers: every open tab hears which pages changed and which content
// problems exist, and updates in place. Mounted only when the content is watched.
import { Router, type Response } from 'express';
import type { ContentChange, LiveContent } from '../content/liveContent';

const HEARTBEAT_MS = 15_000;

/** The /__live event stream. */
export function liveReloadRoutes(live: LiveContent, current: () => ContentChange): Router {
  const router = Router();
  const clients = new Set<Response>();
  const send = (res: Response, change: ContentChange) => {
    res.write(`data: ${JSON.stringify(change)}\n\n`);
  };
  live.subscribe((change) => {
    for (const res of clients) send(res, change);
  });
  router.get('/__live', (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    send(res, { ...current(), changed: [] });
    clients.add(res);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(res);
    });
  });
  return router;
}
