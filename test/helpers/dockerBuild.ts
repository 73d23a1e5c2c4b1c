// Carries out the stages of a Dockerfile without a container engine: each stage gets an empty
// folder standing for its WORKDIR, COPY puts exactly the named files there (the build context
// filtered by .dockerignore, or another stage's folder with --from), and RUN runs in it with the
// stage's ENV and nothing of the calling process's project environment. What the image would
// lack, the folder lacks too.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, posix, relative } from 'node:path';
import { dockerIgnore, parseDockerfile, type CopyStep, type Stage } from './dockerfile';

/** A stage carried out: its folder (the WORKDIR) and its definition. */
export interface BuiltStage {
  stage: Stage;
  dir: string;
}

/** What npm and the shell need from the machine (network settings, home, PATH), not the project. */
export function machineEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (['PATH', 'HOME', 'TMPDIR', 'LANG'].includes(key) || /^(https?_proxy|no_proxy)$/i.test(key) || /^npm_config_(registry|proxy|https_proxy|cafile|strict_ssl)$/i.test(key)) env[key] = value;
  }
  return env;
}

/** An npm cache for the stages: a copy of the user's cache (content hard-linked), so installs
 * need not download what this machine already has, while a stage's `npm cache clean` empties
 * only the copy. Without a user cache, an empty one (everything comes from the registry). */
export async function seededNpmCache(into: string): Promise<string> {
  const user = join(homedir(), '.npm', '_cacache');
  const cache = join(into, 'npm-cache');
  mkdirSync(join(cache, '_cacache'), { recursive: true });
  if (existsSync(join(user, 'content-v2')) && existsSync(join(user, 'index-v5'))) {
    // The index is appended to in place, so it is copied; content files are only ever added.
    await run('cp', ['-r', join(user, 'index-v5'), join(cache, '_cacache')], into, process.env);
    await run('cp', ['-al', join(user, 'content-v2'), join(cache, '_cacache')], into, process.env).catch(() =>
      run('cp', ['-r', join(user, 'content-v2'), join(cache, '_cacache')], into, process.env),
    );
  }
  return cache;
}

function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // The end of the output says what went wrong; the command and folder say where.
      if (error) reject(new Error(`${[file, ...args].join(' ')} failed in ${cwd} (${error.code ?? error.signal}):\n${`${stdout}${stderr}`.slice(-6000)}`));
      else resolve(stdout + stderr);
    });
  });
}

/** Every file below a context folder that .dockerignore lets through, as context paths. */
function contextFiles(context: string, from: string, ignored: (path: string) => boolean): string[] {
  const path = posix.normalize(from.replace(/\\/g, '/')).replace(/\/$/, '');
  if (path.startsWith('..')) throw new Error(`COPY source ${from} lies outside the build context`);
  const full = join(context, path);
  if (!existsSync(full)) throw new Error(`COPY source ${from} does not exist in the build context`);
  if (path !== '.' && ignored(path)) throw new Error(`COPY source ${from} is excluded by .dockerignore`);
  if (!statSync(full).isDirectory()) return [path];
  const files: string[] = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = path === '.' ? entry.name : `${path}/${entry.name}`;
    if (ignored(child)) continue;
    if (entry.isDirectory()) files.push(...contextFiles(context, child, ignored));
    else files.push(child);
  }
  return files;
}

/** The folder a stage path (absolute, or relative to the WORKDIR) stands for. */
function stagePath(stage: BuiltStage, path: string): string {
  const absolute = path.startsWith('/') ? posix.normalize(path) : posix.join(stage.stage.workdir, path);
  const rest = posix.relative(stage.stage.workdir, absolute);
  if (rest.startsWith('..')) throw new Error(`${path} lies outside the WORKDIR ${stage.stage.workdir} of stage ${stage.stage.name}; this test maps only the WORKDIR`);
  return join(stage.dir, rest);
}

function copy(step: CopyStep, target: BuiltStage, built: Map<string, BuiltStage>, context: string, ignored: (path: string) => boolean): void {
  const intoFolder = step.dest.endsWith('/') || step.sources.length > 1;
  const dest = stagePath(target, step.dest);
  for (const source of step.sources) {
    if (step.from !== null) {
      const from = built.get(step.from);
      if (!from) throw new Error(`COPY --from=${step.from}: no stage of that name before ${target.stage.name}`);
      const full = stagePath(from, source);
      if (!existsSync(full)) throw new Error(`COPY --from=${step.from} ${source}: stage ${step.from} has no such path`);
      cpSync(full, statSync(full).isDirectory() || !intoFolder ? dest : join(dest, basename(full)), { recursive: true });
      continue;
    }
    const root = posix.normalize(source).replace(/\/$/, '');
    const isFolder = statSync(join(context, root)).isDirectory();
    for (const file of contextFiles(context, root, ignored)) {
      // A folder's contents go into the destination; a file goes to it, or into it when it is a folder.
      const to = isFolder ? join(dest, root === '.' ? file : relative(root, file)) : intoFolder ? join(dest, basename(file)) : dest;
      mkdirSync(dirname(to), { recursive: true });
      cpSync(join(context, file), to);
    }
  }
}

/** Carries out every stage of the context's Dockerfile below `workDir`, in order. */
export async function buildStages(context: string, workDir: string, npmCache: string, log: (line: string) => void = () => undefined): Promise<Map<string, BuiltStage>> {
  const stages = parseDockerfile(readFileSync(join(context, 'Dockerfile'), 'utf8'));
  const ignoreFile = join(context, '.dockerignore');
  const ignored = dockerIgnore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
  const built = new Map<string, BuiltStage>();
  for (const stage of stages) {
    const current: BuiltStage = { stage, dir: join(workDir, `stage-${stage.name}`) };
    mkdirSync(current.dir, { recursive: true });
    const env = {
      ...machineEnv(),
      npm_config_cache: npmCache,
      // Not asking the registry for audits, funding or newer npm versions changes nothing installed.
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_prefer_offline: 'true',
      ...stage.env,
    };
    for (const step of stage.steps) {
      if (step.kind === 'copy') copy(step, current, built, context, ignored);
      else {
        const started = Date.now();
        await run('sh', ['-c', step.command], current.dir, env).catch((error: unknown) => {
          throw new Error(`stage ${stage.name}, RUN ${step.command}: ${(error as Error).message}`);
        });
        log(`stage ${stage.name}: RUN ${step.command} (${Date.now() - started} ms)`);
      }
    }
    built.set(stage.name, current);
  }
  return built;
}
