// The editor: CodeMirror 6 with JavaScript highlighting, one document per file. The view is
// created once; switching files swaps its state, and edits are reported to the page. It lives
// in a shadow root: there CodeMirror adopts its styles as constructed stylesheets, where in the
// document it would add <style> elements, which the site's policy (no inline styles) refuses.
import { useEffect, useRef } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { javascript } from '@codemirror/lang-javascript';

/** Styles of the editor inside its shadow root (the site's colour variables reach it). */
const EDITOR_CSS = `
.pg-editor__view, .cm-editor { height: 100%; min-height: inherit; }
.cm-editor { background: var(--bg); color: var(--ink); font-size: 13px; }
.cm-scroller { font-family: var(--mono); }
.cm-gutters { background: var(--bg-soft); color: var(--ink-soft); border-right: 1px solid var(--border); }
.cm-activeLine, .cm-activeLineGutter { background: rgba(127, 127, 127, 0.1); }
.cm-cursor { border-left-color: var(--ink); }
.cm-selectionBackground, .cm-focused .cm-selectionBackground { background: rgba(29, 120, 193, 0.3) !important; }
`;

/** Props of the editor. */
interface CodeEditorProps {
  path: string;
  text: string;
  onChange: (path: string, text: string) => void;
}

/** A CodeMirror editor of one file. */
export function CodeEditor({ path, text, onChange }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const current = useRef(path);
  // True while the page itself replaces the text (another project opened): not an edit.
  const applying = useRef(false);

  const stateOf = (file: string, doc: string) =>
    EditorState.create({
      doc,
      extensions: [
        basicSetup,
        /\.[cm]?[jt]sx?$/.test(file) ? javascript() : [],
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !applying.current) changed.current(current.current, update.state.doc.toString());
        }),
        EditorView.contentAttributes.of({ 'aria-label': `Contents of ${file}` }),
      ],
    });

  useEffect(() => {
    if (!host.current) return undefined;
    const shadow = host.current.shadowRoot ?? host.current.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(EDITOR_CSS);
    shadow.adoptedStyleSheets = [sheet];
    const parent = document.createElement('div');
    parent.className = 'pg-editor__view';
    shadow.replaceChildren(parent);
    view.current = new EditorView({ state: stateOf(path, text), parent, root: shadow });
    return () => view.current?.destroy();
    // The view is made once; the effect below follows the file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    if (current.current !== path) {
      current.current = path;
      editor.setState(stateOf(path, text));
    } else if (editor.state.doc.toString() !== text) {
      applying.current = true;
      try {
        editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
      } finally {
        applying.current = false;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, text]);

  return <div className="pg-editor" ref={host} data-editor-file={path} />;
}
