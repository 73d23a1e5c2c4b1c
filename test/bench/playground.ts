// Bench section "playground": the real webpack in the reader's browser against webpack in node,
// measured in the same run: page to worker ready, the first build and a rebuild after an edit
// (same compiler, memory cache) of three projects, and the worker script's transfer size, on
// a desktop profile and on a phone profile (375x812, CPU throttled 4x). Node's times are the
// reference; the figures that mean something are the ratios.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { projectHash, waitForBuild } from '../playground/browserBuild';
import { PARITY_PROJECTS, type ParityProject } from '../playground/parityProjects';
import { quantile } from './stats';

/** The projects: plain, with css-loader and style-loader, with lazy chunks, and with babel. */
function benchProjects(): (ParityProject & { edit: Record<string, string> })[] {
  const pick = (name: string) => {
    const project = PARITY_PROJECTS.find((p) => p.name === name);
    if (!project) throw new Error(`no parity project named ${name}`);
    const entry = Object.keys(project.files).find((f) => f.startsWith('src/index')) ?? 'src/index.js';
    const config = project.files['webpack.config.js'] ?? `module.exports = { mode: 'production' };\n`;
    // The memory cache, as the playground's rebuilds have it.
    const files: Record<string, string> = { ...project.files, 'webpack.config.js': `${config}module.exports.cache = { type: 'memory' };\n` };
    return { name, files, edit: { [entry]: `${files[entry] ?? ''}console.log('edited');\n` } };
  };
  // The babel project's first build includes fetching and evaluating the babel pack.
  return [pick('production without minimizing'), pick('css-loader and style-loader'), pick('lazy chunks with magic comments and content hashes'), pick('babel-loader with preset-env for old browsers')];
}

interface Times {
  readyMs: number;
  builds: { name: string; firstMs: number; rebuildMs: number }[];
}

/** Opens the playground on `page`, builds each project, then edits it and rebuilds. */
async function browserTimes(page: Page, origin: string, projects: ReturnType<typeof benchProjects>): Promise<Times> {
  const builds: Times['builds'] = [];
  let readyMs = 0;
  for (const [i, project] of projects.entries()) {
    const hash = projectHash(project.files);
    let before = 0;
    if (i === 0) {
      await page.goto(`${origin}/playground/${hash}`);
      await waitForBuild(page, 0);
      readyMs = await page.evaluate(() => performance.getEntriesByName('playground-worker-ready')[0]?.startTime ?? NaN);
    } else {
      before = Number(await page.getAttribute('[data-playground-status]', 'data-playground-builds'));
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await waitForBuild(page, before);
    }
    const firstMs = Number(/\((\d+) ms/.exec((await page.textContent('.pg-output h3')) ?? '')?.[1]);
    const [file, text] = Object.entries(project.edit)[0] ?? ['', ''];
    before = Number(await page.getAttribute('[data-playground-status]', 'data-playground-builds'));
    // The editor opens on the entry module (src/index.js), the file edited here.
    if ((await page.getAttribute('[data-editor-file]', 'data-editor-file')) !== file) throw new Error(`the editor does not show ${file}`);
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(text.slice((project.files[file] ?? '').length));
    await waitForBuild(page, before);
    const heading = (await page.textContent('.pg-output h3')) ?? '';
    builds.push({ name: project.name, firstMs, rebuildMs: heading.includes('memory cache') ? Number(/\((\d+) ms/.exec(heading)?.[1]) : NaN });
  }
  return { readyMs, builds };
}

interface Start {
  readyMs: number;
  babelMs: number;
}

/** Page to worker ready (a plain project) and page to a babel project built, in fresh
 * contexts, with the worker script answered from `body`: the worker with packs or the one with
 * every pack inside. Served from memory both ways, so what differs is the script's evaluation,
 * its volume and the pack's fetch; transfer sizes are reported apart. */
async function startTimes(profile: 'desktop' | 'phone', origin: string, workerPath: string, body: Buffer, babelFiles: Record<string, string>): Promise<Start> {
  const open = async (files: Record<string, string>) => {
    const context = await openBrowser(profile === 'phone' ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {});
    const page = await context.newPage();
    if (profile === 'phone') await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(`${origin}${workerPath}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }));
    await page.goto(`${origin}/playground/${projectHash(files)}`);
    await waitForBuild(page, 0);
    const ms = await page.evaluate(() => [performance.getEntriesByName('playground-worker-ready')[0]?.startTime ?? NaN, performance.now()]);
    await context.close();
    return ms;
  };
  const [readyMs = NaN] = await open({ 'src/index.js': `console.log('ready');\n` });
  const [, babelMs = NaN] = await open(babelFiles);
  return { readyMs, babelMs };
}

/** Runs the section; `rounds` measurements of each figure, medians reported. */
export async function playgroundFigures(quick: boolean, line: (label: string, value: string) => void): Promise<void> {
  const projects = benchProjects();
  const rounds = quick ? 1 : 3;
  const server = await startServer();
  try {
    const assets = readdirSync(join(__dirname, '..', 'client', 'assets'));
    const name = assets.find((f) => /^playground-worker-[A-Z0-9]+\.js$/.test(f));
    if (!name) throw new Error('no playground worker in dist/client/assets: run node build.mjs --bench');
    // The worker script, then each pack of big packages (fetched only by projects that use it).
    const single = assets.find((f) => /^playground-worker-single-[A-Z0-9]+\.js$/.test(f));
    if (!single) throw new Error('no single playground worker in dist/client/assets: run node build.mjs --bench');
    const scripts: [string, string][] = [['worker script', name], ['worker with every pack inside (before packs)', single], ...assets.flatMap((f) => /^playground-worker-pack-([\w-]+)-[A-Z0-9]+\.js$/.exec(f)?.slice(1, 2).map((id): [string, string] => [`pack ${id}`, f]) ?? [])];
    for (const [label, file] of scripts) {
      const sizes: string[] = [];
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(`${server.url}/assets/${file}`, { headers: { 'accept-encoding': encoding } });
        sizes.push(`${encoding} ${(Number(response.headers.get('content-length')) / 2 ** 20).toFixed(2)} MiB`);
      }
      line(`${label} transfer`, sizes.join(', '));
    }
    const bodies = { packs: readFileSync(join(__dirname, '..', 'client', 'assets', name)), single: readFileSync(join(__dirname, '..', 'client', 'assets', single)) };
    const starts: Record<string, Start[]> = {};
    const node: { name: string; ms: number; rebuildMs: number }[][] = [];
    const desktop: Times[] = [];
    const phone: Times[] = [];
    for (let round = 0; round < rounds; round++) {
      const run = spawnSync(process.execPath, [join(__dirname, '..', '..', 'test', 'playground', 'nodeReference.cjs')], { input: JSON.stringify(projects), encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
      if (run.status !== 0) throw new Error(`node builds failed: ${run.stderr}`);
      node.push((JSON.parse(run.stdout) as { results: { name: string; ms: number; rebuildMs: number }[] }).results);
      for (const [profile, out] of [['desktop', desktop], ['phone', phone]] as const) {
        const context = await openBrowser(profile === 'phone' ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {});
        const page = await context.newPage();
        if (profile === 'phone') await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        out.push(await browserTimes(page, server.url, projects));
        await context.close();
        // The worker with packs against the one with every pack inside, in the same run.
        for (const variant of ['packs', 'single'] as const) {
          (starts[`${profile} ${variant}`] ??= []).push(await startTimes(profile, server.url, `/assets/${name}`, bodies[variant], projects[projects.length - 1]?.files ?? {}));
        }
      }
    }
    const median = (values: number[]) => quantile(values, 0.5);
    line('node: require webpack + first build', `${projects.map((p) => `${p.name.split(' ')[0]} ${median(node.map((r) => r.find((x) => x.name === p.name)?.ms ?? NaN)).toFixed(0)} ms`).join(', ')}`);
    for (const profile of ['desktop', 'phone'] as const) {
      const [packs, whole] = [starts[`${profile} packs`] ?? [], starts[`${profile} single`] ?? []];
      const ready = [median(packs.map((t) => t.readyMs)), median(whole.map((t) => t.readyMs))] as const;
      const babel = [median(packs.map((t) => t.babelMs)), median(whole.map((t) => t.babelMs))] as const;
      line(`${profile}: worker ready, packs / all inside`, `${ready[0].toFixed(0)} ms / ${ready[1].toFixed(0)} ms (${(ready[0] / ready[1]).toFixed(2)}×)`);
      line(`${profile}: babel project built, packs / all inside`, `${babel[0].toFixed(0)} ms / ${babel[1].toFixed(0)} ms (${(babel[0] / babel[1]).toFixed(2)}×)`);
    }
    for (const [profile, times] of [['desktop', desktop], ['phone 4x', phone]] as const) {
      line(`${profile}: page to worker ready`, `${median(times.map((t) => t.readyMs)).toFixed(0)} ms`);
      for (const project of projects) {
        const nodeFirst = median(node.map((r) => r.find((x) => x.name === project.name)?.ms ?? NaN));
        const nodeRebuild = median(node.map((r) => r.find((x) => x.name === project.name)?.rebuildMs ?? NaN));
        const first = median(times.map((t) => t.builds.find((b) => b.name === project.name)?.firstMs ?? NaN));
        const rebuild = median(times.map((t) => t.builds.find((b) => b.name === project.name)?.rebuildMs ?? NaN));
        line(`${profile}: ${project.name.slice(0, 30)}`, `first ${first.toFixed(0)} ms (${(first / nodeFirst).toFixed(2)}× node ${nodeFirst.toFixed(0)}), rebuild ${rebuild.toFixed(0)} ms (${(rebuild / nodeRebuild).toFixed(2)}× node ${nodeRebuild.toFixed(0)})`);
      }
    }
  } finally {
    await server.stop();
  }
}
