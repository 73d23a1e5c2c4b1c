// The playground's styles, adopted as a constructed stylesheet while the playground is on the
// page: they ship with its chunk, so documentation pages load none of them.

const CSS = `
.playground { max-width: none; padding: 0 16px 24px; }
.pg { display: grid; grid-template-columns: 200px minmax(0, 1fr) minmax(0, 1fr); gap: 12px; min-height: 70vh; }
.pg-tabs { display: none; gap: 4px; margin: 8px 0; }
.pg-tabs button[aria-selected="true"] { background: var(--blue); color: #fff; }
.pg-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
.pg-status { font-weight: 600; }
.pg-status[data-playground-status="failed"] { color: #c0392b; }
.pg-files ul { list-style: none; margin: 0; padding: 0; }
.pg-files__file { display: flex; align-items: center; gap: 2px; }
.pg-files__file > button:first-child { flex: 1; text-align: left; background: none; border: 0; padding: 6px 4px; color: var(--ink); font: 13px var(--mono); cursor: pointer; overflow-wrap: anywhere; min-height: 32px; }
.pg-files__file--current > button:first-child { background: var(--bg-soft); font-weight: 700; }
.pg-files__action { background: none; border: 0; color: var(--ink-soft); cursor: pointer; min-width: 28px; min-height: 32px; }
.pg-files__add { display: flex; gap: 4px; margin-top: 8px; }
.pg-files__add input { flex: 1; min-width: 0; font: 13px var(--mono); padding: 4px; }
.pg-editor { border: 1px solid var(--border); min-height: 60vh; background: var(--bg); color: var(--ink); }
.pg-side { min-width: 0; overflow: auto; }
.pg-side h3 { font-size: 15px; margin: 12px 0 6px; }
.pg-code, .pg-stats, .pg-problem, .pg-warning { font: 12px/1.45 var(--mono); background: var(--code-bg); padding: 8px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 50vh; margin: 4px 0 8px; }
.pg-problem { border-left: 4px solid #c0392b; }
.pg-warning { border-left: 4px solid var(--warning); }
.pg-problem pre { margin: 0; white-space: pre-wrap; }
.pg-problem__suggestion { font-family: var(--font); font-size: 14px; }
.pg-file summary { cursor: pointer; font: 13px var(--mono); padding: 4px 0; }
.pg-frame { width: 100%; height: 40vh; border: 1px solid var(--border); background: #fff; }
.pg-frame--hidden { height: 0; border: 0; }
.pg-config ul { list-style: none; margin: 0; padding-left: 14px; font: 12px/1.6 var(--mono); }
.pg-config > ul { padding-left: 0; }
.pg-config--default > a, .pg-config--default > details > summary > a, .pg-config__leaf.pg-config--default { color: var(--ink-soft); }
.pg-config--project > a, .pg-config--project > details > summary > a { font-weight: 700; }
.pg-config__badge { font: 11px var(--font); background: var(--blue); color: #fff; border-radius: 3px; padding: 0 4px; margin-left: 6px; }
.pg-config__legend { font-size: 13px; }
@media (max-width: 720px) {
  .pg { display: block; }
  .pg-tabs { display: flex; flex-wrap: wrap; }
  .pg [data-pane][data-active="false"] { display: none; }
  .pg-editor { min-height: 55vh; }
  .pg-side-tabs { display: none; }
  .pg-side[data-mobile-pane="preview"] .pg-results, .pg-side[data-mobile-pane="output"] .pg-preview, .pg-side[data-mobile-pane="config"] .pg-preview { display: none; }
  .pg-frame { height: 60vh; }
}
.pg-config__option { position: relative; }
.pg-tip { position: absolute; left: 0; top: 100%; z-index: 5; display: flex; flex-direction: column; gap: 4px; width: max-content; max-width: min(420px, 80vw); padding: 8px 10px; background: var(--bg); color: var(--ink); border: 1px solid var(--border); border-radius: 4px; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2); font-size: 13px; font-weight: 400; white-space: normal; }
.pg-tip[hidden] { display: none; }
.pg-tip__value { font-family: var(--mono); overflow-wrap: anywhere; }
`;

/** Adopts the playground's stylesheet; returns the function that removes it. */
export function adoptPlaygroundStyles(): () => void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return () => undefined;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
