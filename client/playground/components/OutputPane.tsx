// What the last build gave: its emitted files (text highlighted where we can, binary files by
// size and type), webpack's errors and warnings as it prints them, and the stats text.
import type { BuildResult } from '../lib/frameMessages';
import { suggestionsFor } from '../lib/configProblems';
import { optionLink } from '../lib/optionLinks';

/** The type of a binary file, from its name. */
function binaryType(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  const types: Record<string, string> = { png: 'PNG image', jpg: 'JPEG image', jpeg: 'JPEG image', gif: 'GIF image', webp: 'WebP image', wasm: 'WebAssembly module', woff: 'font', woff2: 'font', ico: 'icon' };
  return types[extension] ?? 'binary file';
}

/** Build output of one result. */
export function OutputPane({ result }: { result: BuildResult }) {
  return (
    <div className="pg-output">
      {result.configProblems.map((problem, i) => (
        <div key={`c${i}`} className="pg-problem" data-config-problem="">
          <pre>{problem}</pre>
          {suggestionsFor(problem).map(({ unknown, suggestion, path }) => (
            <p key={unknown} className="pg-problem__suggestion">
              Did you mean <a href={optionLink(path)}>{suggestion}</a> instead of <code>{unknown}</code>?
            </p>
          ))}
        </div>
      ))}
      {result.errors.map((error, i) => (
        <pre key={`e${i}`} className="pg-problem" data-build-error="" tabIndex={0}>
          {error}
        </pre>
      ))}
      {result.warnings.map((warning, i) => (
        <pre key={`w${i}`} className="pg-warning" data-build-warning="" tabIndex={0}>
          {warning}
        </pre>
      ))}
      <h3>
        Emitted files <small>({result.ms} ms{result.reused ? ', rebuilt with the memory cache' : ''})</small>
      </h3>
      {result.files.length === 0 ? <p>No files were emitted.</p> : null}
      {result.files.map((file) => (
        <details key={file.path} className="pg-file" open={result.files.length <= 3}>
          <summary>
            {file.path} <small>({file.size} bytes{file.text === null ? `, ${binaryType(file.path)}` : ''})</small>
          </summary>
          {file.text !== null ? (
            <pre className="pg-code" tabIndex={0}>
              <code data-output-file={file.path}>{file.text}</code>
            </pre>
          ) : (
            <p data-output-binary={file.path} data-base64={file.base64 ?? ''}>
              {binaryType(file.path)}, {file.size} bytes
            </p>
          )}
        </details>
      ))}
      <h3>Stats</h3>
      <pre className="pg-stats" data-build-stats="" tabIndex={0}>
        {result.stats}
      </pre>
    </div>
  );
}
