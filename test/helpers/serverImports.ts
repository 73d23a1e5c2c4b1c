// The imports and calls of server/**/*.ts(x), read with the TypeScript parser (type-only
// imports and re-exports included), for the tests that hold the server's shape.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = join(__dirname, '..', '..');
export const SERVER = join(ROOT, 'server');

/** Every TypeScript file under a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The folder of server/ a file belongs to: its first segment, or '.' for files at the top. */
export function folderOf(file: string): string {
  const parts = relative(SERVER, file).split(sep);
  return parts.length > 1 ? (parts[0] as string) : '.';
}

/** The relative module specifiers a source imports or re-exports (dynamic imports included). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

/** One import of a server file into another folder of server/. */
export interface FolderImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/** Imports between folders of server/, from sources given as [absolute path, text]. */
export function folderImports(sources: readonly [string, string][]): FolderImport[] {
  const out: FolderImport[] = [];
  for (const [file, source] of sources) {
    for (const specifier of importsOf(source)) {
      const target = resolve(dirname(file), specifier);
      if (relative(SERVER, target).startsWith('..')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) out.push({ from, to, file: relative(ROOT, file), specifier });
    }
  }
  return out;
}

/** Pairs of folders that import each other, each pair once, with a file of each direction. */
export function twoWayImports(imports: readonly FolderImport[]): string[] {
  const first = new Map<string, FolderImport>();
  for (const i of imports) if (!first.has(`${i.from}>${i.to}`)) first.set(`${i.from}>${i.to}`, i);
  const pairs: string[] = [];
  for (const there of first.values()) {
    if (there.from > there.to) continue;
    const back = first.get(`${there.to}>${there.from}`);
    if (back) pairs.push(`${there.from} <-> ${there.to} (${there.file} imports ${there.specifier}; ${back.file} imports ${back.specifier})`);
  }
  return pairs.sort();
}

/** Every server source as [absolute path, text]. */
export function serverSources(): [string, string][] {
  return sourceFiles(SERVER).map((file) => [file, readFileSync(file, 'utf8')]);
}

/** The names of the functions a source calls (`name(...)` and `x.name(...)`). */
export function callsOf(source: string, file = 'source.ts'): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) names.add(callee.text);
      else if (ts.isPropertyAccessExpression(callee)) names.add(callee.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return names;
}
