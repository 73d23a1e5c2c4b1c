// A release's schema cut down to what the option walk reads (structure, required, deprecated),
// for the small gzipped copies the test of the computed versions checks against. Descriptions,
// CLI hints and validation limits are dropped. Pure.
import type { JsonSchema } from './schema';

const KEPT = new Set(['$ref', 'type', 'enum', 'anyOf', 'oneOf', 'allOf', 'properties', 'additionalProperties', 'items', 'definitions', 'required', 'instanceof', 'deprecated']);
// Keys whose value is a record of schemas (any key name is a property or definition name).
const RECORDS = new Set(['properties', 'definitions']);

/** The schema with only the fields the walk reads. */
export function trimSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(trimSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (!KEPT.has(key)) continue;
    if (key === 'enum') out[key] = value;
    else if (RECORDS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, trimSchema(child)]));
    } else out[key] = trimSchema(value);
  }
  return out;
}
