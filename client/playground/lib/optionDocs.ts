// The option tooltips' data (description, type, default per mode), made at build time from the
// pinned webpack's schema and defaults (client/playground/build/writeOptionDocs.mjs). Fetched once,
// when the playground first shows options: it is in no page's first load.

declare const __PLAYGROUND_OPTIONS__: string;

/** What is known of one option. */
export interface OptionDoc {
  description: string;
  type: string;
  /** The default by mode (production, development, none), as text. */
  defaults?: Record<string, string>;
}

/** Options by dotted path; array items share their array's path (`module.rules.test`). */
export type OptionDocs = Record<string, OptionDoc>;

/** The hashed URL of the data of this build. */
export const OPTIONS_URL: string = typeof __PLAYGROUND_OPTIONS__ === 'string' ? __PLAYGROUND_OPTIONS__ : '/assets/playground-options.json';

/** The data: options, and the heading ids of each configuration page (`output` → ids). */
export interface OptionData {
  options: OptionDocs;
  anchors: Record<string, string[]>;
}

let loading: Promise<OptionData> | null = null;

/** The data, fetched on first use; a failed fetch is tried again on the next use. */
export function loadOptionDocs(url: string = OPTIONS_URL): Promise<OptionData> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`The option descriptions could not be loaded from ${url} (HTTP ${response.status}).`);
      return response.json() as Promise<OptionData>;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The data's key of an effective-configuration path: array indexes left out. */
export function optionKey(path: string): string {
  return path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
}

/** The mode whose defaults apply: the configuration's, production when it names none. */
export function defaultsMode(mode: unknown): string {
  return mode === 'development' || mode === 'none' ? mode : 'production';
}
