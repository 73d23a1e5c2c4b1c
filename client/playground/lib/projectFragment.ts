// A project in the URL fragment: `#project=<base64url of the UTF-8 JSON {"files": {...}}>`, with
// an optional `"binary": {"<path>": "<base64>"}` for files that are not text (images, fonts).
// Nothing is stored on a server: the link is the project.

/** A project: file paths relative to its folder, and their text; binary files in base64. */
export interface Project {
  files: Record<string, string>;
  binary?: Record<string, string>;
}

/** base64url of UTF-8 bytes (no padding). */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The UTF-8 text of base64url (padding optional). */
export function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The fragment that opens a project (`binary` only when it has binary files). */
export function projectFragment(project: Project): string {
  const binary = project.binary && Object.keys(project.binary).length > 0 ? { binary: project.binary } : {};
  return `#project=${toBase64Url(JSON.stringify({ files: project.files, ...binary }))}`;
}

/** True for a map of path → string. */
function isStringMap(value: unknown): value is Record<string, string> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((v) => typeof v === 'string');
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The project of a fragment, null when it names none, or an Error saying what is wrong. */
export function parseProjectFragment(hash: string): Project | null | Error {
  const match = /^#?project=([A-Za-z0-9_-]*={0,2})$/.exec(hash);
  if (!match) return null;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(match[1] ?? ''));
  } catch (error: unknown) {
    return new Error(`The link's project could not be read (${error instanceof Error ? error.message : String(error)}): it must be base64url of UTF-8 JSON {"files": {"path": "text"}}.`);
  }
  const { files, binary } = (value ?? {}) as { files?: unknown; binary?: unknown };
  if (!isStringMap(files)) {
    return new Error('The link\'s project has no "files" object of path → text: it must be {"files": {"path": "text"}}.');
  }
  if (binary === undefined) return { files: { ...files } };
  if (!isStringMap(binary)) return new Error('The link\'s project has a "binary" that is not an object of path → base64.');
  const notBase64 = Object.keys(binary).filter((path) => !BASE64.test(binary[path] ?? ''));
  if (notBase64.length > 0) return new Error(`The link's project has binary files that are not base64: ${notBase64.join(', ')}.`);
  const both = Object.keys(binary).filter((path) => path in files);
  if (both.length > 0) return new Error(`The link's project gives both a text and a binary file for ${both.join(', ')}.`);
  return { files: { ...files }, binary: { ...binary } };
}
