// Reads the configuration object a block of code exports, without running it: the property
// names it writes (with their lines) and the values that are plain literals. A value that is
// computed (`path.resolve(...)`, `new Plugin()`) is left out, and the object holding it is
// marked incomplete, so schema errors that only an incomplete object can cause (a required
// property missing) are not blamed on the page. Placeholders of fragments (`// ...`, `...`) are
// removed before parsing.
import { parse, type Node } from 'acorn';

/** A property name the code writes: its path of keys (array positions left out) and line. */
export interface WrittenKey {
  keys: string[];
  /** JSON pointer of the property in the exported value (`/module/rules/0/test`). */
  pointer: string;
  line: number;
}

/** What a block of code exports, as far as it can be read. */
export interface LiteralConfig {
  /** The exported value with computed parts left out. */
  value: unknown;
  keys: WrittenKey[];
  /** Pointers of the values read completely (every part a literal). */
  complete: Set<string>;
  /** Line (in the code, 1-based) of each pointer. */
  lines: Map<string, number>;
}

type AnyNode = Node & Record<string, any>;

const UNKNOWN = Symbol('computed');

function stripPlaceholders(code: string): string {
  return code
    .split('\n')
    .map((l) => (/^\s*(?:\/\/\s*\.\.\..*|\.\.\.,?|\/\*\s*\.\.\.\s*\*\/,?)\s*$/.test(l) ? '' : l))
    .join('\n')
    .replace(/(?<!['"`\w.])\.\.\.(?=\s*[,}\]\n)])/g, '');
}

function keyName(prop: AnyNode): string | null {
  if (prop.computed) return null;
  if (prop.key.type === 'Identifier') return prop.key.name as string;
  if (prop.key.type === 'Literal') return String(prop.key.value);
  return null;
}

/** Follows an identifier to the initializer of a top-level `const`/`let`/`var`. */
function resolveIdentifier(program: AnyNode, node: AnyNode, depth = 0): AnyNode {
  if (node.type !== 'Identifier' || depth > 5) return node;
  for (const statement of program.body as AnyNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of statement.declarations as AnyNode[]) {
      if (d.id.type === 'Identifier' && d.id.name === node.name && d.init) return resolveIdentifier(program, d.init, depth + 1);
    }
  }
  return node;
}

/** The node a module exports as its configuration (the object a function returns, too). */
function exported(program: AnyNode): AnyNode | null {
  let target: AnyNode | null = null;
  for (const statement of program.body as AnyNode[]) {
    if (statement.type === 'ExportDefaultDeclaration') target = statement.declaration;
    const e = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (e?.type === 'AssignmentExpression' && e.left.type === 'MemberExpression' && e.left.object.name === 'module' && e.left.property.name === 'exports') target = e.right;
  }
  for (let depth = 0; target && depth < 6; depth += 1) {
    target = resolveIdentifier(program, target);
    if (target.type === 'ArrowFunctionExpression' || target.type === 'FunctionExpression' || target.type === 'FunctionDeclaration') {
      const body: AnyNode = target.body;
      if (body.type !== 'BlockStatement') target = body;
      else target = ([...body.body] as AnyNode[]).reverse().find((s) => s.type === 'ReturnStatement')?.argument ?? null;
    } else if (target.type === 'CallExpression') {
      // defineConfig({...}), merge(common, {...}): the last object argument is this file's part.
      target = ([...target.arguments] as AnyNode[]).reverse().find((a) => a.type === 'ObjectExpression' || a.type === 'Identifier') ?? null;
    } else if (target.type === 'TSAsExpression' || target.type === 'ParenthesizedExpression') {
      target = target.expression;
    } else break;
  }
  return target && (target.type === 'ObjectExpression' || target.type === 'ArrayExpression') ? target : null;
}

/**
 * The brackets an excerpt leaves open (a diff that stops inside `output: {`), closed in order.
 * Strings, template literals and comments are skipped; regular expressions rarely hold brackets
 * that do not pair up, and a wrong guess only means the block stays unparsed.
 */
export function closingBrackets(code: string): string {
  const stack: string[] = [];
  const pairs: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
  for (let i = 0; i < code.length; i += 1) {
    const c = code[i]!;
    if (c === '/' && code[i + 1] === '/') i = code.indexOf('\n', i) < 0 ? code.length : code.indexOf('\n', i);
    else if (c === '/' && code[i + 1] === '*') i = code.indexOf('*/', i + 2) < 0 ? code.length : code.indexOf('*/', i + 2) + 1;
    else if (c === '"' || c === "'" || c === '`') {
      for (i += 1; i < code.length && code[i] !== c && code[i] !== '\n'; i += 1) if (code[i] === '\\') i += 1;
    } else if (pairs[c]) stack.push(pairs[c]!);
    else if (c === '}' || c === ']' || c === ')') stack.pop();
  }
  return stack.reverse().join('');
}

function parseModule(code: string): AnyNode | null {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true }) as AnyNode;
  } catch {
    return null;
  }
}

/** Parses the code (an excerpt's open brackets closed) and reads its exported configuration; null when it cannot be parsed or exports no object. */
export function literalConfig(code: string): LiteralConfig | null {
  const stripped = stripPlaceholders(code);
  const program = parseModule(stripped) ?? parseModule(`${stripped}\n${closingBrackets(stripped)}`);
  if (!program) return null;
  const root = exported(program);
  if (!root) return null;
  const out: LiteralConfig = { value: undefined, keys: [], complete: new Set(), lines: new Map() };
  const visit = (node: AnyNode, keys: string[], pointer: string): unknown => {
    out.lines.set(pointer, node.loc!.start.line);
    let value: unknown = UNKNOWN;
    if (node.type === 'Literal') value = node.regex ? new RegExp(node.regex.pattern, node.regex.flags) : node.value;
    else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) value = node.quasis[0].value.cooked;
    else if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') value = -node.argument.value;
    else if (node.type === 'Identifier' && (node.name === 'undefined' || node.name === 'Infinity')) value = node.name === 'Infinity' ? Infinity : undefined;
    else if (node.type === 'ArrayExpression') {
      let whole = true;
      const items: unknown[] = [];
      (node.elements as (AnyNode | null)[]).forEach((el, i) => {
        const childPointer = `${pointer}/${items.length}`;
        const v = el && el.type !== 'SpreadElement' ? visit(el, keys, childPointer) : UNKNOWN;
        if (v === UNKNOWN) whole = false;
        else {
          // A value read in part makes its container partial too.
          if (!out.complete.has(childPointer)) whole = false;
          items.push(v);
        }
        void i;
      });
      if (whole) out.complete.add(pointer);
      return items;
    } else if (node.type === 'ObjectExpression') {
      let whole = true;
      const obj: Record<string, unknown> = {};
      for (const prop of node.properties as AnyNode[]) {
        const name = prop.type === 'Property' ? keyName(prop) : null;
        if (name === null) {
          whole = false;
          continue;
        }
        const childPointer = `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        out.keys.push({ keys: [...keys, name], pointer: childPointer, line: prop.key.loc.start.line });
        const v = prop.kind === 'init' && !prop.method ? visit(prop.value, [...keys, name], childPointer) : UNKNOWN;
        if (v === UNKNOWN) {
          whole = false;
          out.lines.set(childPointer, prop.key.loc.start.line);
        } else {
          if (!out.complete.has(childPointer)) whole = false;
          obj[name] = v;
        }
      }
      if (whole) out.complete.add(pointer);
      return obj;
    }
    if (value !== UNKNOWN) out.complete.add(pointer);
    return value;
  };
  if (root.type === 'ArrayExpression') {
    const configs = (root.elements as (AnyNode | null)[]).map((el, i) => (el && el.type === 'ObjectExpression' ? visit(el, [], `/${i}`) : {}));
    out.value = configs;
  } else {
    out.value = visit(root, [], '');
  }
  return out;
}
