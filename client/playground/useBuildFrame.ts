// The sandbox frame and its build worker, seen from the page: starts the worker in the frame,
// sends builds and receives their results. Messages are taken only from that frame.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isFrameMessage, type BuildResult } from './lib/frameMessages';
import type { Project } from './lib/projectFragment';
import { loadPacks, loadWorkerSource } from './lib/workerScript';

/** How long one build may take before the worker is restarted (a project can loop forever). */
const BUILD_TIMEOUT_MS = 120_000;

/** The frame's state. */
export interface BuildFrame {
  ready: boolean;
  building: boolean;
  result: BuildResult | null;
  /** How many builds have finished (tests wait for it to grow). */
  builds: number;
  failure: string | null;
  /** Builds the project; `reuse` keeps the compiler (and its memory cache) when the configuration did not change. */
  build: (project: Project, reuse: boolean) => void;
  /** Shows a built page in the frame's preview. */
  preview: (html: string, files: BuildResult['files']) => void;
}

/** Connects to the sandbox frame in `frameRef`. */
export function useBuildFrame(frameRef: RefObject<HTMLIFrameElement | null>): BuildFrame {
  const [ready, setReady] = useState(false);
  const [building, setBuilding] = useState(false);
  const [result, setResult] = useState<BuildResult | null>(null);
  const [builds, setBuilds] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const sourceRef = useRef<Promise<string> | null>(null);
  const lastId = useRef(0);
  const queued = useRef<{ project: Project; reuse: boolean } | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readyRef = useRef(false);

  const post = useCallback((message: unknown) => frameRef.current?.contentWindow?.postMessage(message, '*'), [frameRef]);

  const startWorker = useCallback(() => {
    sourceRef.current ??= loadWorkerSource();
    sourceRef.current.then(
      (source) => post({ type: 'start', source }),
      (error: unknown) => {
        sourceRef.current = null;
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  }, [post]);

  const send = useCallback(() => {
    const next = queued.current;
    if (!next || busy.current || !readyRef.current) return;
    queued.current = null;
    busy.current = true;
    setBuilding(true);
    lastId.current += 1;
    post({ type: 'build', id: lastId.current, files: next.project.files, binary: next.project.binary ?? {}, reuse: next.reuse });
    timer.current = setTimeout(() => {
      busy.current = false;
      readyRef.current = false;
      setReady(false);
      setFailure(`The build took longer than ${BUILD_TIMEOUT_MS / 1000} s and was stopped; the worker restarts. Does a loader or the configuration loop?`);
      queued.current ??= { ...next, reuse: false };
      startWorker();
    }, BUILD_TIMEOUT_MS);
  }, [post, startWorker]);

  useEffect(() => {
    // Fetched at once; sent when the frame says it is there.
    sourceRef.current ??= loadWorkerSource();
    sourceRef.current.catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'frame-ready') startWorker();
      else if (message.type === 'ready') {
        // For the bench: how long the page took to have webpack ready.
        performance.mark('playground-worker-ready');
        readyRef.current = true;
        setReady(true);
        send();
      } else if (message.type === 'need-packs') {
        // The worker has no network: the page fetches the packs (or takes the kept copies).
        loadPacks(message.ids).then(
          (packs) => post({ type: 'packs', packs }),
          (error: unknown) => post({ type: 'packs', packs: [], error: error instanceof Error ? error.message : String(error) }),
        );
      } else if (message.type === 'crashed') {
        setFailure(message.message);
      } else if (message.type === 'result' && message.id === lastId.current) {
        if (timer.current) clearTimeout(timer.current);
        busy.current = false;
        setFailure(null);
        setResult(message);
        setBuilds((n) => n + 1);
        setBuilding(queued.current !== null);
        send();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [frameRef, post, send, startWorker]);

  const build = useCallback(
    (project: Project, reuse: boolean) => {
      queued.current = { project, reuse: reuse && (queued.current?.reuse ?? true) };
      setBuilding(true);
      send();
    },
    [send],
  );

  const preview = useCallback((html: string, files: BuildResult['files']) => post({ type: 'preview', html, files }), [post]);

  return { ready, building, result, builds, failure, build, preview };
}
