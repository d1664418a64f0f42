// What the manifest says about each element's attributes and events comes from
// the code, read statically with the TypeScript compiler, not from JSDoc written
// a second time. An attribute is declared once, in the spec object the element
// passes to `storeElement(Component, specs)`:
//
//   export const productCardAttributes = {
//     /** The button's text while adding. */
//     waitMessage: attr.string('Adding…'),
//   };
//
// gives `wait-message`, type `string`, default `"Adding…"` and that description.
// The doc comment costs shoppers nothing (the build drops comments), where a
// description argument would ship in every bundle.
//
// Read statically rather than by importing the spec modules: several feature
// modules touch the page (`document`) when loaded, which Node has not, and the
// analyzer's plugins run synchronously. Anything the reader cannot evaluate
// (a default computed at run time) stops the build with the file and property.
import path from 'node:path';
import ts from 'typescript';

/** `hideWhenEmpty` → `hide-when-empty`, as shared/attributes.ts maps props to attributes. */
export function toAttributeName(prop) {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, before, upper) => `${before}-${upper.toLowerCase()}`);
}

/** Where each `attr.*` kind takes its default, and the manifest type it has. */
const KINDS = {
  string: { fallbackAt: 0, type: () => 'string', implicitFallback: '' },
  url: { fallbackAt: 0, type: () => 'string' },
  boolean: { fallbackAt: 0, type: () => 'boolean' },
  number: { fallbackAt: 0, type: () => 'number' },
  oneOf: { fallbackAt: 1, type: (args) => args[0].map((value) => JSON.stringify(value)).join(' | ') },
};

function failure(node, message) {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return new Error(`${path.relative(process.cwd(), source.fileName)}:${line + 1}: ${message}`);
}

/** The declaration a name refers to, through imports. */
function declarationOf(checker, node) {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/** String methods whose result depends on their arguments alone, so a constant can use them. */
const PURE_STRING_METHODS = new Set(['slice', 'trim', 'trimStart', 'trimEnd', 'toLowerCase', 'toUpperCase']);

/** The value of a constant expression: literals, arrays, objects, `as const`, names of constants, `+`, templates, `.length` and pure string methods. */
function evaluate(checker, node) {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return evaluate(checker, node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return -evaluate(checker, node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => evaluate(checker, element));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property)) throw failure(property, 'only `name: value` properties can be read');
        return [property.name.getText(), evaluate(checker, property.initializer)];
      }),
    );
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return evaluate(checker, node.left) + evaluate(checker, node.right);
  }
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => String(evaluate(checker, span.expression)) + span.literal.text).join('');
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'length') return evaluate(checker, node.expression).length;
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && PURE_STRING_METHODS.has(node.expression.name.text)) {
    const text = evaluate(checker, node.expression.expression);
    if (typeof text === 'string') return text[node.expression.name.text](...node.arguments.map((arg) => evaluate(checker, arg)));
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const declaration = declarationOf(checker, node);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) return evaluate(checker, declaration.initializer);
    if (declaration && ts.isPropertyAssignment(declaration)) return evaluate(checker, declaration.initializer);
  }
  throw failure(node, `cannot read \`${node.getText()}\` without running the code: give a constant`);
}

/** The doc comment of a property, as plain text ('' when it has none). */
function descriptionOf(checker, property) {
  const symbol = checker.getSymbolAtLocation(property.name);
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim() : '';
}

/**
 * A feature's own kind (a function returning `AttributeSpec<T>`, such as a
 * template name checked its own way): its type is `T`, and it takes its
 * fallback first, as `attr.string` does.
 */
function ownKind(checker, property) {
  const specType = checker.getTypeAtLocation(property.initializer);
  const valueType = specType.aliasSymbol?.name === 'AttributeSpec' ? specType.aliasTypeArguments?.[0] : undefined;
  const typeArgument = valueType ?? (specType.symbol?.name === 'AttributeSpec' ? checker.getTypeArguments(specType)[0] : undefined);
  if (!typeArgument) throw failure(property, 'an attribute is declared as `name: attr.kind(…)`, or a function returning AttributeSpec');
  return { fallbackAt: 0, type: () => checker.typeToString(typeArgument) };
}

/** The attributes of one spec object (its properties, spreads of other spec objects included). */
function attributesOf(checker, objectNode) {
  const attributes = [];
  for (const property of objectNode.properties) {
    if (ts.isSpreadAssignment(property)) {
      attributes.push(...attributesOf(checker, specObject(checker, property.expression)));
      continue;
    }
    if (!ts.isPropertyAssignment(property)) throw failure(property, 'an attribute is declared as `name: attr.kind(…)`');
    const call = property.initializer;
    if (!ts.isCallExpression(call)) throw failure(property, 'an attribute is declared as `name: attr.kind(…)` (shared/attributes.ts)');
    const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression : null;
    const kind = (callee && callee.expression.getText() === 'attr' ? KINDS[callee.name.text] : undefined) ?? ownKind(checker, property);
    const args = call.arguments.map((arg) => evaluate(checker, arg));
    const fallback = args.length > kind.fallbackAt ? args[kind.fallbackAt] : kind.implicitFallback;
    const fieldName = property.name.getText();
    attributes.push({
      name: toAttributeName(fieldName),
      fieldName,
      type: kind.type(args),
      default: JSON.stringify(fallback),
      description: descriptionOf(checker, property),
      declaredAt: failure(property, '').message.replace(/: $/, ''),
    });
  }
  return attributes;
}

/** The object literal a spec name stands for. */
function specObject(checker, node) {
  const declaration = declarationOf(checker, node);
  let initializer = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  while (initializer && (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer))) initializer = initializer.expression;
  if (!initializer || !ts.isObjectLiteralExpression(initializer))
    throw failure(node, 'the attribute specs must be an object literal declared with const');
  return initializer;
}

function compilerOptions(root) {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile).config;
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, noEmit: true };
}

/** The strings of a plain element's `static observedAttributes = [...]`, or [] when it observes none. */
function observedAttributesOf(classNode) {
  for (const member of classNode.members) {
    if (!ts.isPropertyDeclaration(member) || member.name.getText() !== 'observedAttributes') continue;
    let value = member.initializer;
    while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
    if (!value || !ts.isArrayLiteralExpression(value)) throw failure(member, 'observedAttributes must be an array literal of strings');
    return value.elements.map((element) => {
      if (!ts.isStringLiteral(element)) throw failure(element, 'observedAttributes must be an array literal of strings');
      return element.text;
    });
  }
  return [];
}

/**
 * The attributes of every element class in `files` (`class X extends storeElement(Component, specs)`),
 * by tag (the class's `@tag`): `{ className, attributes: [{ name, fieldName, type, default, description, declaredAt }] }`.
 */
export function readElementAttributes(root, files) {
  const program = ts.createProgram(files, compilerOptions(root));
  const checker = program.getTypeChecker();
  const elements = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not part of the program`);
    ts.forEachChild(source, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const tag = ts
        .getJSDocTags(node)
        .find((jsDocTag) => jsDocTag.tagName.text === 'tag')
        ?.comment?.toString()
        .trim();
      const base = node.heritageClauses?.flatMap((clause) => clause.types)[0]?.expression;
      if (tag && base && ts.isIdentifier(base) && base.text === 'HTMLElement') {
        // A plain element (no React, no zod: the bootstrap defines it at once) has no spec object:
        // its JSDoc @attr lines are its declaration, and must name what it observes.
        elements.set(tag, { className: node.name.text, plain: true, observed: observedAttributesOf(node) });
        return;
      }
      if (!tag || !base || !ts.isCallExpression(base) || base.expression.getText() !== 'storeElement') return;
      const specs = base.arguments[1];
      if (!specs) throw failure(base, 'storeElement() needs its attribute specs');
      elements.set(tag, { className: node.name.text, attributes: attributesOf(checker, specObject(checker, specs)) });
    });
  }
  return elements;
}

/** The public events (shared/events.ts `StoreEventMap`): name → detail type as written, on one line. */
export function readEventDetails(eventsFile) {
  const source = ts.createSourceFile(eventsFile, ts.sys.readFile(eventsFile) ?? '', ts.ScriptTarget.Latest, true);
  const details = new Map();
  ts.forEachChild(source, (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'StoreEventMap') return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isStringLiteral(member.name)) continue;
      const printed = ts.createPrinter({ removeComments: true }).printNode(ts.EmitHint.Unspecified, member.type, source);
      details.set(member.name.text, printed.replace(/\s+/g, ' ').replace(/;? \}/g, ' }'));
    }
  });
  return details;
}
