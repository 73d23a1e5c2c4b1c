// Proofs of /api/parser/: one production build runs the page's complete example (taken from the
// page itself) next to a plugin that taps the parser hooks, records what webpack calls them with,
// and returns `true` where the page says that skips something.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource, writeFiles } from './proof';

type Parser = webpack.javascript.JavascriptParser;
// eslint-disable-next-line @typescript-eslint/no-require-imports
type Evaluated = ReturnType<Parser['evaluateExpression']>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const BasicEvaluatedExpression = require('webpack/lib/javascript/BasicEvaluatedExpression') as new () => Evaluated;
type Range = Parameters<Evaluated['setRange']>[0];

const source = `console.log(__BUILD_TIME__); if (typeof __BUILD_TIME__ === 'string') debugLog('ok');
console.log(typeof __BUILD_TIME__);
function shadow(freeName) { return freeName; }
console.log(shadow, freeName, config.api.url);
console.log(typeof probeType === 'undefined' ? 'probe-kept' : 'probe-dropped');
console.log(FLAGS.search ? 'flag-on' : 'flag-off');
if (shout('x') === 'X!') console.log('shout-kept'); else console.log('shout-dropped');
if ('abc'.toUpperCase() === 'ABC') console.log('upper-kept'); else console.log('upper-dropped');
if ('a-b'.replace('-', '+') === 'a+b') console.log('replace-kept'); else console.log('replace-dropped');
if (false) { require('./never-built.js'); }
import('./lazy.js').then((m) => console.log(m.default));
import('./lazy.js');
var declaredVar = 1; let declaredLet = 2; function declaredFn() {} class DeclaredClass extends BaseOne { field = sideA(); method() { sideB(); } }
class Other extends BaseTwo { keep() { sideC(); } }
analytics.track.click('buy');
counter++; for (counter of [1]) {} store = {};
store.deep.x++; store.deep.y = 1;
const r = aliasOne; r(); const s = aliasTwo; s();
console.log(optional?.prop, 1 + skippedOperand, 2 + walkedOperand);
skipThisStatement(); keepThisStatement();
function early() { return 1; deadCall(); }
console.log(declaredVar, declaredLet, declaredFn, DeclaredClass, Other, early);
`;

interface Trace {
  seen: string[];
  output: string;
  errors: string[];
  programArgs: unknown[];
  finishArgs: unknown[];
  topLevelStatements: number;
}

let traced: Promise<Trace> | null = null;

function trace(): Promise<Trace> {
  traced ??= (async () => {
    const dir = await projectDir('parser');
    // The page's complete example, as the page shows it.
    const page = await readFile(join(__dirname, '../../content/api/parser.mdx'), 'utf8');
    const example = /\*\*BuildInfoPlugin\.js\*\*\n\n```js\n([\s\S]*?)```/.exec(page)?.[1];
    if (!example) throw new Error('the complete example of /api/parser/ is gone');
    await writeFiles(dir, {
      'BuildInfoPlugin.js': example.replace("require('webpack/lib/javascript/BasicEvaluatedExpression')", `require(${JSON.stringify(require.resolve('webpack/lib/javascript/BasicEvaluatedExpression'))})`),
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const BuildInfoPlugin = require(join(dir, 'BuildInfoPlugin.js')) as new () => webpack.WebpackPluginInstance;
    const seen: string[] = [];
    const trace: Partial<Trace> = {};
    const str = (value: string, range: unknown) => new BasicEvaluatedExpression().setString(value).setRange(range as Range);
    const handler = (parser: Parser) => {
      const h = parser.hooks;
      const mine = () => /index\.js$/.test(parser.state.module.resource);
      const note = (text: string) => { if (mine()) seen.push(text); };
      h.program.tap('Proof', (ast, comments) => { if (mine()) { trace.programArgs = [ast, comments]; trace.topLevelStatements = ast.body.length; } });
      h.finish.tap('Proof', (ast, comments) => { if (mine()) trace.finishArgs = [ast, comments]; });
      for (const name of ['freeName', 'config.api.url', 'BaseOne', 'BaseTwo', 'optional', 'skippedOperand', 'walkedOperand']) {
        h.expression.for(name).tap('Proof', () => { note(`expression ${name}`); });
      }
      for (const name of ['sideA', 'sideB', 'sideC', 'aliasOne', 'aliasTwo', 'r', 'skipThisStatement', 'keepThisStatement', 'deadCall']) {
        h.call.for(name).tap('Proof', () => { note(`call ${name}`); });
      }
      h.evaluateTypeof.for('probeType').tap('Proof', (expr) => str('undefined', expr.range));
      h.evaluateIdentifier.for('FLAGS.search').tap('Proof', (expr) => new BasicEvaluatedExpression().setBoolean(true).setRange(expr.range as Range));
      h.evaluateCallExpression.for('shout').tap('Proof', (expr) => str('X!', expr.range));
      h.evaluateCallExpressionMember.for('toUpperCase').tap('Proof', (expr, param) => {
        if (!param.isString()) return undefined;
        return str((param.string as string).toUpperCase(), expr.range);
      });
      h.importCall.tap('Proof', (_expr, importThen) => { note(`importCall ${importThen ? 'with then' : 'alone'}`); });
      h.varDeclaration.for('declaredVar').tap('Proof', () => { note('varDeclaration declaredVar'); });
      h.varDeclaration.for('declaredLet').tap('Proof', () => { note('varDeclaration declaredLet'); });
      h.varDeclaration.for('declaredFn').tap('Proof', () => { note('varDeclaration declaredFn'); });
      h.varDeclaration.for('DeclaredClass').tap('Proof', () => { note('varDeclaration DeclaredClass'); });
      h.classExtendsExpression.tap('Proof', (expr) => (expr.type === 'Identifier' && expr.name === 'BaseOne' ? true : undefined));
      h.classBodyElement.tap('Proof', (element) => (element.type === 'PropertyDefinition' ? true : undefined));
      h.classBodyValue.tap('Proof', (_value, element) => (element.key.type === 'Identifier' && element.key.name === 'method' ? true : undefined));
      h.callMemberChain.for('analytics').tap('Proof', (_expr, members) => { note(`callMemberChain analytics ${members.join('.')}`); });
      h.expressionConditionalOperator.tap('Proof', () => { note('expressionConditionalOperator'); });
      h.assign.for('store').tap('Proof', () => { note('assign store'); });
      h.write.for('counter').tap('Proof', (node) => { note(`write counter ${node.type}`); });
      h.write.for('store').tap('Proof', (node) => { note(`write store ${node.type}`); });
      h.writeMemberChain.for('store').tap('Proof', (node, members) => { note(`writeMemberChain store ${members.join('.')} ${node.type}`); });
      h.assignMemberChain.for('store').tap('Proof', (_node, members) => { note(`assignMemberChain store ${members.join('.')}`); });
      h.canRename.for('aliasOne').tap('Proof', () => true);
      h.canRename.for('aliasTwo').tap('Proof', () => true);
      h.rename.for('aliasOne').tap('Proof', () => { note('rename aliasOne'); return true; });
      h.optionalChaining.tap('Proof', () => true);
      h.binaryExpression.tap('Proof', (expr) => (expr.right.type === 'Identifier' && expr.right.name === 'skippedOperand' ? true : undefined));
      h.statement.tap('Proof', (statement) => {
        const s = statement as { type: string; expression?: { type: string; callee?: { type: string; name?: string } } };
        return s.type === 'ExpressionStatement' && s.expression?.callee?.name === 'skipThisStatement' ? true : undefined;
      });
      h.preStatement.tap('Proof', () => { note('preStatement'); });
      h.terminate.tap('Proof', (statement) => { note(`terminate ${statement.type}`); });
      h.unusedStatement.tap('Proof', () => { note('unusedStatement'); });
    };
    const recorder: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
        for (const type of ['javascript/auto', 'javascript/dynamic', 'javascript/esm']) factory.hooks.parser.for(type).tap('Proof', (parser) => handler(parser as unknown as Parser));
      }),
    };
    const built = await build(dir, { 'src/index.js': source, 'src/lazy.js': 'export default 1;\n' }, {
      mode: 'production',
      entry: './src/index.js',
      optimization: { minimize: false, concatenateModules: false },
      plugins: [recorder, new BuildInfoPlugin()],
    });
    return { ...(trace as Trace), seen, output: await built.read('main.js'), errors: built.errors };
  })();
  return traced;
}

describe('JavascriptParser hooks', () => {
  proves('/api/parser/#how-the-hooks-behave', 'a HookMap tap fires for the free variable only, not for a parameter that shadows it; ConstDependency replaces the range', async () => {
    const { seen, output } = await trace();
    expect(seen.filter((e) => e === 'expression freeName')).toHaveLength(1);
    expect(output).toContain('function shadow(freeName) { return freeName; }');
    expect(output).not.toContain('__BUILD_TIME__');
  });

  proves('/api/parser/#evaluatetypeof', 'a string result decides a typeof comparison at build time and the dead branch goes', async () => {
    const { output } = await trace();
    expect(output).toContain('probe-kept');
    expect(output).not.toContain('probe-dropped');
  });

  proves('/api/parser/#evaluateidentifier', 'a member chain evaluated here decides the condition at build time', async () => {
    const { output } = await trace();
    expect(output).toContain('flag-on');
    expect(output).not.toContain('flag-off');
  });

  proves('/api/parser/#evaluatecallexpression', 'keyed by the free function name, its result decides the comparison', async () => {
    const { output } = await trace();
    expect(output).toContain('shout-kept');
    expect(output).not.toContain('shout-dropped');
  });

  proves('/api/parser/#evaluatecallexpressionmember', "the page's toUpperCase tap gets the evaluated string; webpack itself evaluates replace on a known string", async () => {
    const { output } = await trace();
    expect(output).toContain('upper-kept');
    expect(output).not.toContain('upper-dropped');
    expect(output).toContain('replace-kept');
    expect(output).not.toContain('replace-dropped');
    for (const name of ['replace', 'concat', 'split']) expect(await webpackSource('lib/javascript/JavascriptParser.js', `.for("${name}")`, 1)).toContain(name);
  });

  proves('/api/parser/#program', 'finish gets the same AST and comments as program', async () => {
    const { programArgs, finishArgs } = await trace();
    expect(programArgs[0]).toBeDefined();
    expect(finishArgs[0]).toBe(programArgs[0]);
    expect(finishArgs[1]).toBe(programArgs[1]);
  });

  proves('/api/parser/#statement', 'a tap returning true skips the statement: its call is never seen', async () => {
    const { seen, output } = await trace();
    expect(seen).toContain('call keepThisStatement');
    expect(seen).not.toContain('call skipThisStatement');
    expect(output).toContain('skipThisStatement()');
  });

  proves('/api/parser/#statementif', "ConstPlugin decides a known condition: the branch goes and its require is not built", async () => {
    const { output, errors } = await trace();
    expect(output).not.toContain('never-built');
    expect(errors).toEqual([]);
    expect(await webpackSource('lib/javascript/ConstPlugin.js', 'parser.hooks.statementIf.tap', 2)).toContain('statementIf');
  });

  proves('/api/parser/#prestatement', 'once tapped, it is called for every top-level statement in the pre-walk; a tap returning true ends webpack own handling there', async () => {
    const { seen, topLevelStatements } = await trace();
    // The pre-walk also visits the statements nested in blocks (the if branch, the class and function bodies).
    expect(seen.filter((e) => e === 'preStatement').length).toBeGreaterThanOrEqual(topLevelStatements);
    expect(await webpackSource('lib/javascript/JavascriptParser.js', 'preWalkStatement(statement) {', 10)).toMatch(/let bail =\s*preStatement\.taps\.length !== 0 \? preStatement\.call\(statement\)/);
  });

  proves('/api/parser/#terminate', 'is called for a return inside a function (not at the top level)', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('terminate'))).toEqual(['terminate ReturnStatement', 'terminate ReturnStatement']);
    expect(await webpackSource('lib/javascript/JavascriptParser.js', 'walkTerminatingStatement(statement) {', 6)).toContain('if (this.scope.topLevelScope === true) return;');
  });

  proves('/api/parser/#unusedstatement', "is called for the statement after a return, and ConstPlugin's true leaves it unwalked", async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e === 'unusedStatement')).toHaveLength(1);
    expect(seen).not.toContain('call deadCall');
  });

  proves('/api/parser/#importcall', 'the second argument is the .then() call when there is one', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('importCall'))).toEqual(['importCall with then', 'importCall alone']);
  });

  proves('/api/parser/#vardeclaration', 'fires for var and let declarations, keyed by the name, and not for function or class declarations', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('varDeclaration'))).toEqual(['varDeclaration declaredVar', 'varDeclaration declaredLet']);
  });

  proves('/api/parser/#classextendsexpression', 'returning true leaves the extends expression unwalked', async () => {
    const { seen } = await trace();
    expect(seen).not.toContain('expression BaseOne');
    expect(seen).toContain('expression BaseTwo');
  });

  proves('/api/parser/#classbodyelement', 'returning true leaves the element unwalked', async () => {
    const { seen } = await trace();
    expect(seen).not.toContain('call sideA');
  });

  proves('/api/parser/#classbodyvalue', 'returning true leaves the method body unwalked', async () => {
    const { seen } = await trace();
    expect(seen).not.toContain('call sideB');
    expect(seen).toContain('call sideC');
  });

  proves('/api/parser/#callmemberchain', 'keyed by the root, with the member names', async () => {
    const { seen } = await trace();
    expect(seen).toContain('callMemberChain analytics track.click');
  });

  proves('/api/parser/#expression', 'keyed by the full member chain name', async () => {
    const { seen } = await trace();
    expect(seen).toContain('expression config.api.url');
  });

  proves('/api/parser/#expressionconditionaloperator', 'fires for a ternary, and the branch a known test rules out is dropped', async () => {
    const { seen, output } = await trace();
    expect(seen).toContain('expressionConditionalOperator');
    expect(output).not.toContain('flag-off');
    expect(await webpackSource('lib/javascript/ConstPlugin.js', 'parser.hooks.expressionConditionalOperator.tap', 2)).toContain('expressionConditionalOperator');
  });

  proves('/api/parser/#typeof', 'a typeof tap replaces the expression in the output', async () => {
    const { output } = await trace();
    expect(output).toContain('console.log("string")');
  });

  proves('/api/parser/#assign', 'fires for an assignment to a free variable, keyed by its name', async () => {
    const { seen } = await trace();
    expect(seen).toContain('assign store');
  });

  proves('/api/parser/#rename', 'returning true makes webpack not alias the name: the later call is not seen as a call of the original', async () => {
    const { seen } = await trace();
    expect(seen).toContain('rename aliasOne');
    expect(seen).not.toContain('call aliasOne');
    expect(seen).toContain('call aliasTwo');
  });

  proves('/api/parser/#write', 'fires for an update and a for-of target, not for a plain assignment', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('write '))).toEqual(['write counter UpdateExpression', 'write counter ForOfStatement']);
  });

  proves('/api/parser/#writememberchain', 'fires for an update of a property chain; a plain assignment goes to assignMemberChain', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('writeMemberChain'))).toEqual(['writeMemberChain store deep.x UpdateExpression']);
    expect(seen).toContain('assignMemberChain store deep.y');
  });

  proves('/api/parser/#optionalchaining', 'returning true leaves the chain unwalked', async () => {
    const { seen } = await trace();
    expect(seen).not.toContain('expression optional');
  });

  proves('/api/parser/#binaryexpression', 'returning true leaves the operands unwalked', async () => {
    const { seen } = await trace();
    expect(seen).not.toContain('expression skippedOperand');
    expect(seen).toContain('expression walkedOperand');
  });

  proves('/api/parser/#a-complete-example', "the page's plugin: a production build has the timestamp literal, if (true) and undefined for the debug call", async () => {
    const { output } = await trace();
    expect(output).toMatch(/console\.log\("\d{4}-\d\d-\d\dT[\d:.]+Z"\); if \(true\) undefined;/);
  });
  proves('/api/parser/#importspecifier', "import hooks: the source string, and for each specifier the export and local names (default for a default import, null for a namespace)", async () => {
    const seen: string[] = [];
    const handler = (parser: Parser) => {
      const h = parser.hooks;
      const mine = () => /module\.js$/.test(parser.state.module.resource);
      h.import.tap('Proof', (_statement, source) => { if (mine()) seen.push(`import ${source}`); });
      h.importSpecifier.tap('Proof', (_statement, source, exportName, identifierName) => { if (mine()) seen.push(`importSpecifier ${source} ${String(exportName)} ${identifierName}`); });
      h.exportImport.tap('Proof', (_statement, source) => { if (mine()) seen.push(`exportImport ${source}`); });
      h.exportImportSpecifier.tap('Proof', (_statement, source, identifierName, exportName) => { if (mine()) seen.push(`exportImportSpecifier ${source} ${String(identifierName)} ${String(exportName)}`); });
      h.exportSpecifier.tap('Proof', (_statement, identifierName, exportName) => { if (mine()) seen.push(`exportSpecifier ${identifierName} ${exportName}`); });
      h.exportDeclaration.tap('Proof', (statement) => { if (mine()) seen.push(`exportDeclaration ${statement.type}`); });
      h.exportExpression.tap('Proof', (_statement, node) => { if (mine()) seen.push(`exportExpression ${node.type}`); });
    };
    const recorder: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
        factory.hooks.parser.for('javascript/auto').tap('Proof', (parser) => handler(parser as unknown as Parser));
      }),
    };
    await build(await projectDir('imports'), {
      'src/module.js': [
        "import { debounce as wait } from './lib.js';",
        "import whole from './lib.js';",
        "import * as ns from './lib.js';",
        "export * from './lib.js';",
        "export { debounce } from './lib.js';",
        'const local = [wait, whole, ns];',
        'export { local as api };',
        'export const x = 1;',
        "export default { name: 'config' };",
        '',
      ].join('\n'),
      'src/lib.js': 'export const debounce = 1; export default 2;\n',
    }, { mode: 'none', entry: './src/module.js', plugins: [recorder] });
    expect(seen).toEqual(expect.arrayContaining([
      'import ./lib.js',
      'importSpecifier ./lib.js debounce wait',
      'importSpecifier ./lib.js default whole',
      'importSpecifier ./lib.js null ns',
      'exportImport ./lib.js',
      'exportImportSpecifier ./lib.js null null',
      'exportImportSpecifier ./lib.js debounce debounce',
      'exportSpecifier local api',
      'exportDeclaration ExportNamedDeclaration',
      'exportExpression ObjectExpression',
    ]));
  });
});
