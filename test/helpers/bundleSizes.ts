// Sizes of the built client, from the build manifest and esbuild's metafile: what a page loads
// first (the entry and the chunks it imports statically, plus a screen's chunk) and every
// chunk's own size. Sizes are gzip -9 of the files as built, so they are the same on every run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One output file of the client build. */
export interface ChunkSize {
  /** Public URL, e.g. /assets/main-ABC.js. */
  url: string;
  minifiedBytes: number;
  gzipBytes: number;
  /** The source files with the most bytes in it, largest first. */
  largestInputs: string[];
  /** Loaded by every documentation page before it is interactive. */
  firstLoad: boolean;
}

/** The client's sizes. */
export interface BundleSizes {
  chunks: ChunkSize[];
  /** Gzip bytes of the JavaScript a documentation page loads first. */
  firstLoadJs: number;
  /** Gzip bytes of the stylesheets every page loads. */
  firstLoadCss: number;
  /** Gzip bytes a page with a screen of its own (home, organization...) loads on top. */
  screenJs: number;
}

interface Manifest {
  script: string;
  styles: string[];
  preload: string[];
  screens?: Record<string, string[]>;
}

interface Metafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Reads the sizes of the client built into `clientDir` (dist/client). */
export function bundleSizes(clientDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as Manifest;
  const metafile = JSON.parse(readFileSync(join(clientDir, 'metafile.json'), 'utf8')) as Metafile;
  const gzip = (url: string) => gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).byteLength;
  const firstLoad = new Set([manifest.script, ...manifest.preload]);
  const chunks: ChunkSize[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const url = `/${file.split('/').slice(2).join('/')}`;
    chunks.push({
      url,
      minifiedBytes: output.bytes,
      gzipBytes: gzip(url),
      largestInputs: Object.entries(output.inputs)
        .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
        .slice(0, 3)
        .map(([input]) => input.replace(/^node_modules\//, '')),
      firstLoad: firstLoad.has(url) || manifest.styles.includes(url),
    });
  }
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzip(url), 0);
  return {
    chunks,
    firstLoadJs: sum([...firstLoad]),
    firstLoadCss: sum(manifest.styles),
    screenJs: sum(Object.values(manifest.screens ?? {}).flat()),
  };
}
