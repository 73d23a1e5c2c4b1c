// What the build worker sends back through the sandbox frame (client/playground/worker/worker.js).

/** An emitted file: its text when it is UTF-8, else base64. */
export interface OutputFile {
  path: string;
  size: number;
  text: string | null;
  base64: string | null;
}

/** A labelled leaf of the effective configuration ({ $function: name }, …) or a plain value. */
export type ConfigValue = string | number | boolean | null | ConfigValue[] | { [key: string]: ConfigValue };

/** The result of one build. */
export interface BuildResult {
  type: 'result';
  id: number;
  status: 'done' | 'failed';
  files: OutputFile[];
  errors: string[];
  warnings: string[];
  configProblems: string[];
  stats: string;
  effective: { tree: ConfigValue; set: string[] } | null;
  reused: boolean;
  ms: number;
}

/** The worker asks for packs of big packages (babel, html-webpack-plugin) by id. */
export interface NeedPacks {
  type: 'need-packs';
  ids: string[];
}

/** Any message of the frame. */
export type FrameMessage = { type: 'frame-ready' } | { type: 'ready'; version: string } | { type: 'crashed'; message: string } | NeedPacks | BuildResult;

/** True for a message of the frame's known shapes. */
export function isFrameMessage(value: unknown): value is FrameMessage {
  const type = (value as { type?: unknown } | null)?.type;
  if (type === 'need-packs') return Array.isArray((value as { ids?: unknown }).ids) && (value as { ids: unknown[] }).ids.every((id) => typeof id === 'string');
  return type === 'frame-ready' || type === 'ready' || type === 'crashed' || type === 'result';
}
