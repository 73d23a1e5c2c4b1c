// A project in the URL fragment: `#project=<base64url of the UTF-8 JSON {"files": {...}}>`.
// Nothing is stored on a server: the link is the project.

/** A project: file paths relative to its folder, and their text. */
export interface Project {
  files: Record<string, string>;
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

/** The fragment that opens a project. */
export function projectFragment(project: Project): string {
  return `#project=${toBase64Url(JSON.stringify({ files: project.files }))}`;
}

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
  const files = (value as { files?: unknown } | null)?.files;
  if (!files || typeof files !== 'object' || Array.isArray(files) || !Object.values(files).every((v) => typeof v === 'string')) {
    return new Error('The link\'s project has no "files" object of path → text: it must be {"files": {"path": "text"}}.');
  }
  return { files: { ...(files as Record<string, string>) } };
}
