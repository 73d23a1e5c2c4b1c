// Compares the fields a page states for one option (types, required, deprecation) with what
// webpack's schema says. Defaults and versions are compared in check.ts; this file owns the
// rest of the field-by-field comparison, so each field has one rule.
import { accepted, typeProblems, writtenTypes } from './optionTypes';
import type { JsonSchema, SchemaRoot } from './schema';

/** What a page states about an option in a section's signature line or a table row. */
export interface StatedFields {
  /** The code spans of the type cell or signature; null when the page states no type. */
  typeText: string | null;
  /** Whether the page says the option is required; null when it has no place to say so. */
  required: boolean | null;
  /** Whether the page calls the option deprecated. */
  deprecated: boolean;
}

/** What the schema says about the same option. */
export interface SchemaFields {
  nodes: { from: SchemaRoot; node: JsonSchema }[];
  required: boolean;
}

/** One field that disagrees, with the kind of finding it makes. */
export interface FieldProblem {
  kind: 'wrong-type' | 'wrong-required' | 'wrong-deprecation';
  message: string;
}

function refTarget(root: SchemaRoot, node: JsonSchema): JsonSchema | undefined {
  return node.$ref ? root.definitions[node.$ref.slice(node.$ref.lastIndexOf('/') + 1)] : undefined;
}

/** True when the option itself (not one of the values it accepts) is marked deprecated. */
export function schemaDeprecated(nodes: SchemaFields['nodes']): boolean {
  return nodes.length > 0 && nodes.every(({ from, node }) => node.deprecated === true || refTarget(from, node)?.deprecated === true || (node.oneOf?.length === 1 && refTarget(from, node.oneOf[0]!)?.deprecated === true));
}

/** Every stated field that the schema contradicts. */
export function fieldProblems(option: string, stated: StatedFields, schema: SchemaFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (stated.typeText) {
    for (const problem of typeProblems(writtenTypes(stated.typeText), accepted(schema.nodes))) {
      problems.push({ kind: 'wrong-type', message: `type of \`${option}\`: ${problem}` });
    }
  }
  if (stated.required !== null && stated.required !== schema.required) {
    problems.push({
      kind: 'wrong-required',
      message: schema.required ? `\`${option}\` is required by the schema, the page does not say so` : `the page says \`${option}\` is required, the schema does not require it`,
    });
  }
  const deprecated = schemaDeprecated(schema.nodes);
  if (deprecated && !stated.deprecated) problems.push({ kind: 'wrong-deprecation', message: `\`${option}\` is deprecated in the schema, the page does not say so` });
  return problems;
}
