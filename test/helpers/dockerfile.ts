// Reads a Dockerfile and a .dockerignore into plain data, so a test can carry out an image's
// stages without a container engine. Only what this project's Dockerfile uses is understood
// (FROM ... AS, WORKDIR, ENV, COPY [--from], RUN, CMD in exec form, USER, EXPOSE, HEALTHCHECK);
// anything else stops the test with the instruction named, rather than being skipped silently.

/** A COPY instruction: sources relative to the context (or to another stage with `from`). */
export interface CopyStep {
  kind: 'copy';
  from: string | null;
  sources: string[];
  dest: string;
}

/** A RUN instruction in shell form. */
export interface RunStep {
  kind: 'run';
  command: string;
}

/** One stage of a multi-stage build. */
export interface Stage {
  name: string;
  workdir: string;
  env: Record<string, string>;
  steps: (CopyStep | RunStep)[];
  cmd: string[] | null;
  /** USER of the stage (not switched to by the test, which runs as the calling user). */
  user: string | null;
}

/** Joins continued lines and drops comments and blank lines. */
function instructions(source: string): string[] {
  const joined = source.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** ENV in its `KEY=value KEY2="value 2"` form (and the old `KEY value` form). */
function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  if (!args.includes('=')) {
    const [key = '', ...rest] = args.split(/\s+/);
    env[key] = rest.join(' ');
    return env;
  }
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const raw = match[2] ?? '';
    env[match[1] as string] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return env;
}

/** Parses a Dockerfile into its stages, in order. */
export function parseDockerfile(source: string): Stage[] {
  const stages: Stage[] = [];
  const current = (): Stage => {
    const stage = stages[stages.length - 1];
    if (!stage) throw new Error('Dockerfile: an instruction comes before the first FROM');
    return stage;
  };
  for (const line of instructions(source)) {
    const [keyword = '', ...words] = line.split(/\s+/);
    const args = line.slice(keyword.length).trim();
    switch (keyword.toUpperCase()) {
      case 'FROM': {
        const as = /\s+AS\s+(\S+)$/i.exec(args);
        stages.push({ name: as?.[1] ?? String(stages.length), workdir: '/', env: {}, steps: [], cmd: null, user: null });
        break;
      }
      case 'WORKDIR':
        current().workdir = args.startsWith('/') ? args : `${current().workdir.replace(/\/$/, '')}/${args}`;
        break;
      case 'ENV':
        Object.assign(current().env, parseEnv(args));
        break;
      case 'COPY': {
        const flags = words.filter((w) => w.startsWith('--'));
        const paths = words.filter((w) => !w.startsWith('--'));
        const unknown = flags.filter((f) => !f.startsWith('--from='));
        if (unknown.length > 0) throw new Error(`Dockerfile: COPY flag ${unknown.join(' ')} is not understood by this test`);
        if (paths.length < 2) throw new Error(`Dockerfile: COPY needs a source and a destination: ${line}`);
        const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length) ?? null;
        current().steps.push({ kind: 'copy', from, sources: paths.slice(0, -1), dest: paths[paths.length - 1] as string });
        break;
      }
      case 'RUN':
        if (args.startsWith('[')) throw new Error(`Dockerfile: RUN in exec form is not understood by this test: ${line}`);
        current().steps.push({ kind: 'run', command: args });
        break;
      case 'CMD':
        if (!args.startsWith('[')) throw new Error(`Dockerfile: CMD must be in exec form: ${line}`);
        current().cmd = JSON.parse(args) as string[];
        break;
      case 'USER':
        current().user = args;
        break;
      case 'EXPOSE':
      case 'HEALTHCHECK':
      case 'LABEL':
        break;
      default:
        throw new Error(`Dockerfile: ${keyword} is not understood by this test`);
    }
  }
  return stages;
}

/** A .dockerignore pattern as a regular expression over slash-separated context paths. */
function patternRegex(pattern: string): RegExp {
  const clean = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
  let source = '';
  for (let i = 0; i < clean.length; i += 1) {
    const c = clean[i] as string;
    if (c === '*' && clean[i + 1] === '*') {
      source += '.*';
      i += 1;
      if (clean[i + 1] === '/') i += 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Reads a .dockerignore: returns whether a context path (slash-separated) is left out. A
 * pattern that matches a folder leaves out everything below it; `!` lines bring paths back, and
 * the last matching line wins. */
export function dockerIgnore(source: string): (path: string) => boolean {
  const rules = source
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => (line.startsWith('!') ? { keep: true, regex: patternRegex(line.slice(1).trim()) } : { keep: false, regex: patternRegex(line) }));
  return (path) => {
    const parts = path.split('/').filter(Boolean);
    let ignored = false;
    for (const rule of rules) {
      for (let n = 1; n <= parts.length; n += 1) {
        if (rule.regex.test(parts.slice(0, n).join('/'))) {
          ignored = !rule.keep;
          break;
        }
      }
    }
    return ignored;
  };
}
