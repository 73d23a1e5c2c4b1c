// The playground: a project's files in an editor, built by the real webpack in a worker inside
// a sandboxed frame, with the emitted files, webpack's messages, the stats, the effective
// configuration and a preview of the built page. The project comes from the URL fragment
// (lib/projectFragment.ts) or is the starter project; sharing writes it back there.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CodeEditor } from './components/CodeEditor';
import { EffectiveConfig } from './components/EffectiveConfig';
import { FileTree } from './components/FileTree';
import { OutputPane } from './components/OutputPane';
import { FRAME_PATH } from '../../shared/playgroundFrame';
import { parseProjectFragment, projectFragment, type Project } from './lib/projectFragment';
import { STARTER_PROJECT } from './lib/starterProject';
import { loadOptionDocs, type OptionData } from './lib/optionDocs';
import { adoptPlaygroundStyles } from './playgroundStyles';
import { useBuildFrame } from './useBuildFrame';

/** Quiet time after an edit before the project is rebuilt. */
const REBUILD_DELAY_MS = 400;

type Pane = 'files' | 'editor' | 'output' | 'config' | 'preview';

const PANES: { id: Pane; label: string }[] = [
  { id: 'files', label: 'Files' },
  { id: 'editor', label: 'Editor' },
  { id: 'output', label: 'Output' },
  { id: 'config', label: 'Configuration' },
  { id: 'preview', label: 'Preview' },
];

/** The page the project emits or implies: its index.html, or one that loads its main script. */
function previewPage(files: { path: string; text: string | null }[]): string | null {
  const html = files.find((f) => f.path === 'index.html' && f.text !== null);
  if (html?.text) return html.text;
  const script = files.find((f) => f.path === 'main.js' && f.text !== null);
  return script ? '<!doctype html><html><head><meta charset="utf-8"></head><body><script src="main.js"></script></body></html>' : null;
}

/** What a binary file is, by its name's extension. */
function binaryKind(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if (/^(?:png|jpe?g|gif|webp|avif|ico|bmp)$/.test(extension)) return `a ${extension.toUpperCase()} image`;
  if (/^(?:woff2?|ttf|otf|eot)$/.test(extension)) return `a ${extension.toUpperCase()} font`;
  if (extension === 'wasm') return 'a WebAssembly module';
  return 'a binary file';
}

/** The size in bytes of base64 data. */
function base64Size(base64: string): number {
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/** The first file to show: the entry module, else the configuration. */
function firstFile(files: Record<string, string>): string | null {
  const paths = Object.keys(files);
  return paths.find((p) => p === 'src/index.js') ?? paths.find((p) => p === 'webpack.config.js') ?? paths[0] ?? null;
}

/** The playground. */
export function PlaygroundApp() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frame = useBuildFrame(frameRef);
  const [files, setFiles] = useState<Record<string, string>>({});
  // Files that are not text (images, fonts): kept as they came, shown by size, never edited.
  const [binary, setBinary] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [pane, setPane] = useState<Pane>('editor');
  const [side, setSide] = useState<'output' | 'config'>('output');
  const [shared, setShared] = useState(false);
  const [docs, setDocs] = useState<OptionData | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { build, preview } = frame;

  useEffect(() => adoptPlaygroundStyles(), []);

  // The project of the link, built from scratch; again whenever the fragment changes.
  useEffect(() => {
    const open = () => {
      const parsed = parseProjectFragment(window.location.hash);
      const project = parsed instanceof Error || parsed === null ? STARTER_PROJECT : parsed;
      setLinkProblem(parsed instanceof Error ? parsed.message : null);
      setFiles(project.files);
      setBinary(project.binary ?? {});
      setSelected(firstFile(project.files));
      build(project, false);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [build]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const change = useCallback(
    (next: Project, immediately = false) => {
      setFiles(next.files);
      setBinary(next.binary ?? {});
      setShared(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => build(next, true), immediately ? 0 : REBUILD_DELAY_MS);
    },
    [build],
  );

  const result = frame.result;
  const page = useMemo(() => (result && result.status === 'done' ? previewPage(result.files) : null), [result]);
  useEffect(() => {
    if (result && page) preview(page, result.files);
  }, [result, page, preview]);

  // On a phone the pane tabs choose; on a wide screen the results' own tabs do.
  const showing: 'output' | 'config' = pane === 'config' ? 'config' : pane === 'output' ? 'output' : side;
  const status = frame.failure && !frame.building ? 'failed' : frame.building || !result ? 'building' : result.status;
  const paths = [...Object.keys(files), ...Object.keys(binary)].sort();

  // The options' descriptions are fetched when the configuration is first shown; without them
  // the options still link to their reference entries.
  useEffect(() => {
    if (showing !== 'config' || docs) return undefined;
    let live = true;
    loadOptionDocs().then(
      (loaded) => {
        if (live) setDocs(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [showing, docs]);

  return (
    <div className="pg-root">
      <div className="pg-toolbar">
        <span className="pg-status" role="status" data-playground-status={status} data-playground-builds={frame.builds}>
          {status === 'building' ? (frame.ready ? 'Building…' : 'Starting webpack…') : status === 'done' ? 'Built' : 'Build failed'}
        </span>
        <button
          type="button"
          data-share=""
          onClick={() => {
            const fragment = projectFragment({ files, binary });
            window.history.replaceState(null, '', fragment);
            navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
            setShared(true);
          }}
        >
          Share
        </button>
        {shared ? <span role="status">The link to this project is in the address bar{navigator.clipboard ? ' and on the clipboard' : ''}.</span> : null}
      </div>
      {linkProblem ? <p className="pg-problem">{linkProblem} The starter project is shown instead.</p> : null}
      {frame.failure ? <p className="pg-problem" data-build-error="">{frame.failure}</p> : null}
      <div className="pg-tabs" role="tablist" aria-label="Playground panes">
        {PANES.map(({ id, label }) => (
          <button key={id} type="button" role="tab" aria-selected={pane === id} onClick={() => setPane(id)}>
            {label}
          </button>
        ))}
      </div>
      <div className="pg">
        <div data-pane="files" data-active={pane === 'files'}>
          <FileTree
            paths={paths}
            selected={selected}
            onSelect={(path) => {
              setSelected(path);
              setPane('editor');
            }}
            onAdd={(path) => {
              const { [path]: _replaced, ...otherBinary } = binary;
              change({ files: { ...files, [path]: '' }, binary: otherBinary });
              setSelected(path);
            }}
            onRename={(from, to) => {
              if (from in binary) {
                const { [from]: bytes = '', ...rest } = binary;
                const { [to]: _replaced, ...otherFiles } = files;
                change({ files: otherFiles, binary: { ...rest, [to]: bytes } }, true);
              } else {
                const { [from]: text = '', ...rest } = files;
                const { [to]: _replaced, ...otherBinary } = binary;
                change({ files: { ...rest, [to]: text }, binary: otherBinary }, true);
              }
              if (selected === from) setSelected(to);
            }}
            onDelete={(path) => {
              const { [path]: _removed, ...rest } = files;
              const { [path]: _removedBinary, ...restBinary } = binary;
              change({ files: rest, binary: restBinary }, true);
              if (selected === path) setSelected(firstFile(rest));
            }}
          />
        </div>
        <div data-pane="editor" data-active={pane === 'editor'}>
          {selected !== null && selected in files ? (
            <CodeEditor path={selected} text={files[selected] ?? ''} onChange={(path, text) => change({ files: { ...files, [path]: text }, binary })} />
          ) : selected !== null && selected in binary ? (
            <p className="pg-binary" data-binary-file={selected}>
              <code>{selected}</code> is {binaryKind(selected)} of {base64Size(binary[selected] ?? '').toLocaleString('en')} bytes. The playground keeps it as it came and builds with it; rename or delete it in the file list.
            </p>
          ) : (
            <p>Add a file to start.</p>
          )}
        </div>
        <div className="pg-side" data-pane="results" data-active={pane === 'output' || pane === 'config' || pane === 'preview'} data-mobile-pane={pane}>
          <div className="pg-toolbar pg-side-tabs" role="tablist" aria-label="Results">
            <button type="button" role="tab" data-side="output" aria-selected={showing === 'output'} onClick={() => setSide('output')}>
              Output
            </button>
            <button type="button" role="tab" data-side="config" aria-selected={showing === 'config'} onClick={() => setSide('config')}>
              Effective configuration
            </button>
          </div>
          <div className="pg-preview">
            <h3>Preview</h3>
            <iframe
              ref={frameRef}
              className={page ? 'pg-frame' : 'pg-frame pg-frame--hidden'}
              title="Sandbox: builds the project and shows the built page"
              src={FRAME_PATH}
              sandbox="allow-scripts"
            />
            {!page ? <p>No page: the project emits no index.html or main.js.</p> : null}
          </div>
          <div className="pg-results">
            {result && showing === 'config' && result.effective ? <EffectiveConfig tree={result.effective.tree} set={result.effective.set} docs={docs} /> : null}
            {result && showing === 'config' && !result.effective ? <p>No effective configuration: webpack did not accept the configuration.</p> : null}
            {result && showing === 'output' ? <OutputPane result={result} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
