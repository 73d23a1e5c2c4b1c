// The render worker: a thread of its own that turns a changed page into page data while the
// server keeps answering. Rendering a page near the size cap takes seconds in the slowest shapes
// (thousands of identical headings); on the main thread, saving such a page in watch mode stopped
// every request for as long. The worker gets plain data (the folder's settings, the titles of its
// pages, the file) and answers with the page or its problem. Bundled as dist/server/renderWorker.cjs.
import { parentPort } from 'node:worker_threads';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { renderPage, type PageOptions } from './pageFromFile';
import { pageOptionsFor, rendererFor } from './renderSettings';
import type { FromRenderWorker, ToRenderWorker } from './renderWorkerMessages';

interface Folder {
  renderer: MarkdownRenderer;
  options: PageOptions;
  titles: ReadonlyMap<string, string>;
}

const folders = new Map<number, Folder>();

function answer(message: Extract<ToRenderWorker, { kind: 'render' }>): FromRenderWorker {
  const folder = folders.get(message.folder);
  if (!folder) return { id: message.id, error: `folder ${message.folder} was never set up in the render worker` };
  const { titles } = folder;
  try {
    return { id: message.id, result: renderPage(message.file, folder.renderer, { ...folder.options, pageTitle: (url) => titles.get(url) }) };
  } catch (error: unknown) {
    return { id: message.id, error: (error as Error).message ?? String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('renderWorker.cjs runs as a worker thread of the server (new Worker), not on its own');
port.on('message', (message: ToRenderWorker) => {
  if (message.kind === 'setup') {
    folders.set(message.folder, { renderer: rendererFor(message.settings), options: pageOptionsFor(message.settings), titles: new Map() });
  } else if (message.kind === 'titles') {
    const folder = folders.get(message.folder);
    if (folder) folder.titles = new Map(message.titles);
  } else {
    port.postMessage(answer(message));
  }
});
