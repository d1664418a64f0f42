// Which context paths a theme's templates read that the platform does not give (issue 29):
// each page template is walked with the context its page type receives (emulator/platform/:
// the global objects and that page type's objects, as BigCommerce's object reference and
// Cornerstone give them), into its partials and layout, following the scope of
// {{#each}} and {{#with}}. A path is "known" when every step of it names a field of the
// object model; anything the model leaves open (theme_settings, an undocumented object,
// a helper's answer) is not judged.
import * as z from 'zod';
import { globalObjects } from '../emulator/platform/global-objects.ts';
import { pageObjects, type PageType } from '../emulator/platform/page-objects.ts';
import type Handlebars from 'handlebars';

type Schema = z.core.$ZodType;

/** A type as far as paths go: a zod schema, or OPEN (anything: not judged). */
type Type = Schema | typeof OPEN;
const OPEN: unique symbol = Symbol('open');

const def = (schema: Schema) => (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** The schemas a type may be, once optional, nullable, default, lazy and union are looked through. */
function alternatives(type: Type, seen = new Set<Schema>()): Type[] {
  if (type === OPEN) return [OPEN];
  if (seen.has(type)) return [];
  seen.add(type);
  const d = def(type);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return alternatives(d.innerType as Schema, seen);
    case 'lazy':
      return alternatives((d.getter as () => Schema)(), seen);
    case 'pipe':
      return alternatives(d.in as Schema, seen);
    case 'union':
      return (d.options as Schema[]).flatMap((option) => alternatives(option, seen));
    case 'unknown':
    case 'any':
      return [OPEN];
    default:
      return [type];
  }
}

/** The schemas a value may be, once optional, nullable, default, lazy, pipe and union are looked through; an open type gives none. */
export function schemaVariants(schema: Schema): Schema[] {
  return alternatives(schema).filter((type): type is Schema => type !== OPEN);
}

/**
 * The type of `step` read on `type`, or undefined when no alternative has it. A number
 * step (`items.[0]`) and `length` read an array; a record takes any key.
 */
export function stepInto(type: Type, step: string): Type | undefined {
  const found: Type[] = [];
  for (const alternative of alternatives(type)) {
    if (alternative === OPEN) return OPEN;
    const d = def(alternative);
    if (d.type === 'object') {
      const field = (d.shape as Record<string, Schema>)[step];
      if (field) found.push(field);
    } else if (d.type === 'record') {
      found.push(d.valueType as Schema);
    } else if (d.type === 'array') {
      if (/^\d+$/.test(step)) found.push(d.element as Schema);
      else if (step === 'length') found.push(z.number());
    } else if (d.type === 'string' && step === 'length') {
      found.push(z.number());
    }
  }
  if (found.length === 0) return undefined;
  return found.length === 1 ? found[0] : z.union(found.filter((entry): entry is Schema => entry !== OPEN));
}

/** What `{{#each}}` iterates over: an array's items, an object's or a record's values. */
export function itemsOf(type: Type): Type {
  const items: Schema[] = [];
  for (const alternative of alternatives(type)) {
    if (alternative === OPEN) return OPEN;
    const d = def(alternative);
    if (d.type === 'array') items.push(d.element as Schema);
    else if (d.type === 'record') items.push(d.valueType as Schema);
    else if (d.type === 'object') items.push(...Object.values(d.shape as Record<string, Schema>));
  }
  if (items.length === 0) return OPEN;
  return items.length === 1 ? items[0]! : z.union(items);
}

/** The context a page type's template receives: the global objects with the page's own merged in. */
export function pageContext(pageType: PageType): Type {
  const global = def(globalObjects).shape as Record<string, Schema>;
  const own = def(pageObjects[pageType]).shape as Record<string, Schema>;
  const shape: Record<string, Schema> = { ...global };
  // A page object of the same name as a global one (blog) adds to it: either side's fields are given.
  for (const [name, schema] of Object.entries(own)) shape[name] = global[name] ? z.union([global[name], schema]) : schema;
  return z.strictObject(shape);
}

/** What the walk needs to know of the theme. */
export interface ThemeFacts {
  /** A template's AST by name (`components/products/card`); undefined for an unknown one. */
  parse: (name: string) => hbs.AST.Program | undefined;
  /** Whether a name is a helper of the platform's renderer (`{{jsContext}}` is a call, not a path). */
  isHelper: (name: string) => boolean;
  /** The hash parameters some include of each partial passes it, anywhere in the theme. */
  partialParameters: Map<string, Set<string>>;
  /** The templates directly in a folder (`components/products/options` → its `…/set-select`…), for `{{dynamicComponent}}`. */
  templatesIn?: (folder: string) => string[];
}

/** A partial's name, `{{> components/x}}` or `{{> "components/x"}}`; undefined for a dynamic one (`{{> (lookup …)}}`). */
export function partialNameOf(name: hbs.AST.Expression): string | undefined {
  if (name.type === 'PathExpression') return (name as hbs.AST.PathExpression).original;
  if (name.type === 'StringLiteral') return (name as hbs.AST.StringLiteral).value;
  return undefined;
}

/** The hash parameters each partial is given somewhere in the theme (`{{> components/x show_compare=true}}`). */
export function partialParametersOf(programs: Iterable<hbs.AST.Program>, visitor: Handlebars.Visitor): Map<string, Set<string>> {
  const parameters = new Map<string, Set<string>>();
  const record = function (this: Handlebars.Visitor, node: hbs.AST.PartialStatement) {
    const name = partialNameOf(node.name as hbs.AST.Expression);
    if (name !== undefined) {
      const names = parameters.get(name) ?? new Set<string>();
      for (const pair of node.hash?.pairs ?? []) names.add(pair.key);
      parameters.set(name, names);
    }
  };
  const target = visitor as unknown as Record<string, unknown>;
  target.PartialStatement = record;
  target.PartialBlockStatement = record;
  for (const program of programs) visitor.accept(program);
  return parameters;
}

export interface UnknownPath {
  /** The template the path is in, as templates/… */
  template: string;
  loc: hbs.AST.SourceLocation;
  /** The path as written. */
  path: string;
  /** The step the object model does not have. */
  missing: string;
  /** The path from the page's context, when it is read there (not inside an {{#each}} or {{#with}}, nor a partial given a context). */
  fromRoot?: readonly string[];
}

/** The helpers that render their block with the context they were given (the rest keep the outer one). */
const CONTEXT_CHANGING = new Set(['each', 'with', 'forEach', 'withFirst', 'withLast', 'withAfter', 'withBefore', 'withSort', 'withHash']);

/**
 * Walks `template` (a page template's name, `pages/product`) with `root` as its context, into
 * every partial it includes, and calls `found` for each path the object model does not have.
 * `parse` gives a template's AST by name (undefined for an unknown one).
 */
export function walkTemplate(template: string, root: Type, theme: ThemeFacts, read: (path: UnknownPath, known: boolean) => void): void {
  const { parse, isHelper, partialParameters } = theme;
  /** Partials already walked with a given scope chain, so a partial used in a loop or twice is walked once. */
  const walked = new Map<string, Set<Type[]>>();
  /** The partials being walked, outermost first. */
  const including: string[] = [];

  const walkProgram = (name: string, program: hbs.AST.Program | undefined, scopes: Type[], locals: Map<string, Type>) => {
    for (const statement of program?.body ?? []) walkNode(name, statement, scopes, locals);
  };

  /** The type a path expression reads, reporting the first step the model lacks. */
  const resolve = (name: string, node: hbs.AST.PathExpression, scopes: Type[], locals: Map<string, Type>): Type => {
    if (node.data) return OPEN; // @index, @key, @root… (the platform's data variables)
    // `{{#for}}` gives its block `$index`; a name a helper answers to is a call.
    if (node.depth === 0 && (node.parts[0]?.startsWith('$') || (node.parts.length === 1 && isHelper(node.parts[0]!)))) return OPEN;
    const parts = [...node.parts];
    let type: Type;
    let fromRoot: readonly string[] | undefined;
    if (node.depth === 0 && parts.length > 0 && locals.has(parts[0]!)) type = locals.get(parts.shift()!)!;
    else {
      const index = Math.max(0, scopes.length - 1 - node.depth);
      type = scopes[index] ?? OPEN;
      if (index === 0) fromRoot = node.parts;
    }
    for (const part of parts) {
      const next = stepInto(type, part);
      if (next === undefined) {
        read({ template: name, loc: node.loc, path: node.original, missing: part, fromRoot }, false);
        return OPEN;
      }
      type = next;
    }
    read({ template: name, loc: node.loc, path: node.original, missing: '', fromRoot }, true);
    return type;
  };

  const walkExpression = (name: string, node: hbs.AST.Expression, scopes: Type[], locals: Map<string, Type>): Type => {
    if (node.type === 'PathExpression') return resolve(name, node as hbs.AST.PathExpression, scopes, locals);
    if (node.type === 'SubExpression') {
      const call = node as hbs.AST.SubExpression;
      for (const param of call.params) walkExpression(name, param, scopes, locals);
      for (const pair of call.hash?.pairs ?? []) walkExpression(name, pair.value, scopes, locals);
      // `limit` hands back part of its list; other helpers' answers are not judged.
      const helper = (call.path as hbs.AST.PathExpression).original;
      return helper === 'limit' && call.params[0] ? walkExpression(name, call.params[0], scopes, locals) : OPEN;
    }
    return OPEN;
  };

  const walkNode = (name: string, node: hbs.AST.Statement, scopes: Type[], locals: Map<string, Type>): void => {
    switch (node.type) {
      case 'MustacheStatement': {
        const mustache = node as hbs.AST.MustacheStatement;
        const called = mustache.params.length > 0 || (mustache.hash?.pairs.length ?? 0) > 0;
        const folder = mustache.params[0];
        if (
          mustache.path.type === 'PathExpression' &&
          (mustache.path as hbs.AST.PathExpression).original === 'dynamicComponent' &&
          folder?.type === 'StringLiteral'
        ) {
          // {{dynamicComponent 'components/products/options'}} renders the partial its context's
          // `partial` names, with that context alone (no outer scopes, no hash names): each
          // template of the folder is one it may render.
          const scope = scopes[scopes.length - 1] ?? OPEN;
          for (const partialName of theme.templatesIn?.((folder as hbs.AST.StringLiteral).value.replace(/^\/+/, '')) ?? []) {
            const key = `dynamic:${partialName}`;
            const seen = walked.get(key) ?? new Set<Type[]>();
            walked.set(key, seen);
            if ([...seen].some((earlier) => sameScopes(earlier, [scope]))) continue;
            seen.add([scope]);
            walkProgram(partialName, parse(partialName), [scope], new Map());
          }
          return;
        }
        if (!called || mustache.path.type !== 'PathExpression') walkExpression(name, mustache.path, scopes, locals);
        for (const param of mustache.params) walkExpression(name, param, scopes, locals);
        for (const pair of mustache.hash?.pairs ?? []) walkExpression(name, pair.value, scopes, locals);
        return;
      }
      case 'BlockStatement': {
        const block = node as hbs.AST.BlockStatement;
        const helper = block.path.type === 'PathExpression' ? (block.path as hbs.AST.PathExpression).original : '';
        const params = block.params.map((param) => walkExpression(name, param, scopes, locals));
        for (const pair of block.hash?.pairs ?? []) walkExpression(name, pair.value, scopes, locals);
        // {{#partial "name"}} holds markup for the layout's {{{block "name"}}}: same context.
        let inner = scopes;
        const innerLocals = new Map(locals);
        if (block.params.length === 0) {
          // {{#customer}}…{{/customer}}: a section over the value, as {{#with}} (or {{#each}} for a list).
          const value = walkExpression(name, block.path, scopes, locals);
          inner = [...scopes, isList(value) ? itemsOf(value) : value];
        } else if (CONTEXT_CHANGING.has(helper)) {
          const value = params[0] ?? OPEN;
          const scope =
            helper === 'each' || helper === 'forEach' ? itemsOf(value) : helper.startsWith('with') && helper !== 'with' ? OPEN : value;
          const blockParams = block.program.blockParams ?? [];
          if (blockParams.length > 0) {
            innerLocals.set(blockParams[0]!, scope);
            inner = [...scopes, scopes[scopes.length - 1] ?? OPEN];
          } else inner = [...scopes, scope];
        }
        walkProgram(name, block.program, inner, innerLocals);
        walkProgram(name, block.inverse, scopes, locals);
        return;
      }
      case 'PartialStatement':
      case 'PartialBlockStatement': {
        const partial = node as hbs.AST.PartialStatement;
        const partialName = partialNameOf(partial.name as hbs.AST.Expression);
        if (partialName === undefined) return;
        // Hash arguments become names in the partial, beside the context (or a context given as its argument).
        // A parameter another include passes and this one does not reads as nothing here: not judged.
        const partialLocals = new Map<string, Type>([...(partialParameters.get(partialName) ?? [])].map((parameter) => [parameter, OPEN]));
        for (const pair of partial.hash?.pairs ?? []) partialLocals.set(pair.key, walkExpression(name, pair.value, scopes, locals));
        const context = partial.params[0] ? walkExpression(name, partial.params[0], scopes, locals) : undefined;
        const partialScopes: Type[] = context === undefined ? [...scopes] : [...scopes, context];
        // Handlebars merges the hash into the partial's context, so `../name` inside the partial's
        // blocks reaches a hash name too: its scope is the context or the hash.
        if (partialLocals.size > 0)
          partialScopes[partialScopes.length - 1] = mergedScope(node, partialScopes.at(-1) ?? OPEN, partialLocals);
        const key = `${partialName}|${[...partialLocals.keys()].join(',')}`;
        const seen = walked.get(key) ?? new Set<Type[]>();
        if ([...seen].some((earlier) => sameScopes(earlier, partialScopes))) return;
        seen.add(partialScopes);
        walked.set(key, seen);
        // A partial that includes itself (a category tree) is followed twice deep: deeper levels read the same names.
        if (including.filter((entry) => entry === partialName).length >= 2) return;
        including.push(partialName);
        // A partial sees the names its includer was given too (Handlebars passes the context on; hash names are added).
        walkProgram(partialName, parse(partialName), partialScopes, new Map([...locals, ...partialLocals]));
        including.pop();
        if (node.type === 'PartialBlockStatement') walkProgram(name, (node as hbs.AST.PartialBlockStatement).program, scopes, locals);
        return;
      }
      default:
        return;
    }
  };

  /** One merged scope per include and context, so a partial walked again with the same ones is recognised. */
  const merged = new Map<hbs.AST.Node, Map<Type, Type>>();
  const mergedScope = (node: hbs.AST.Node, context: Type, hash: Map<string, Type>): Type => {
    const byContext = merged.get(node) ?? new Map<Type, Type>();
    merged.set(node, byContext);
    let scope = byContext.get(context);
    if (!scope) {
      const names = z.strictObject(Object.fromEntries([...hash].map(([key, type]) => [key, type === OPEN ? z.unknown() : type])));
      scope = context === OPEN ? OPEN : z.union([context, names]);
      byContext.set(context, scope);
    }
    return scope;
  };

  walkProgram(template, parse(template), [root], new Map());
}

function isList(type: Type): boolean {
  return alternatives(type).some((alternative) => alternative !== OPEN && def(alternative).type === 'array');
}

function sameScopes(a: Type[], b: Type[]): boolean {
  return a.length === b.length && a.every((type, index) => type === b[index]);
}

/**
 * The page types a page template serves, by the names the platform looks for (those of
 * Cornerstone, the platform's reference theme); custom templates serve the type of their folder.
 */
export const PAGE_TEMPLATES: Record<PageType, string[]> = {
  account_orderstatus: ['pages/account/orders/all'],
  account_order: ['pages/account/orders/details'],
  account_addressbook: ['pages/account/addresses'],
  shippingaddressform: ['pages/account/add-address'],
  account_new_return: ['pages/account/add-return'],
  'add-wishlist': ['pages/account/add-wishlist'],
  account_recentitems: ['pages/account/recent-items'],
  account_downloaditem: ['pages/account/download-item'],
  editaccount: ['pages/account/edit'],
  account_inbox: ['pages/account/inbox'],
  account_saved_return: ['pages/account/return-saved'],
  account_returns: ['pages/account/returns'],
  account_paymentmethods: ['pages/account/payment-methods'],
  account_addpaymentmethod: ['pages/account/add-payment-method'],
  account_editpaymentmethod: ['pages/account/edit-payment-method'],
  login: ['pages/auth/login'],
  createaccount_thanks: ['pages/auth/account-created'],
  createaccount: ['pages/auth/create-account'],
  getnewpassword: ['pages/auth/new-password'],
  forgotpassword: ['pages/auth/forgot-password'],
  blog: ['pages/blog'],
  blog_post: ['pages/blog-post'],
  brand: ['pages/brand'],
  brands: ['pages/brands'],
  cart: ['pages/cart'],
  checkout: ['pages/checkout'],
  category: ['pages/category'],
  compare: ['pages/compare'],
  page_contact_form: ['pages/contact-us'],
  error: ['pages/errors/generic'],
  404: ['pages/errors/404'],
  giftcertificates: ['pages/gift-certificate/purchase'],
  giftcertificates_balance: ['pages/gift-certificate/balance'],
  giftcertificates_redeem: ['pages/gift-certificate/redeem'],
  default: ['pages/home'],
  orderconfirmation: ['pages/order-confirmation'],
  page: ['pages/page'],
  product: ['pages/product'],
  amp_product_options: ['pages/amp/product-options'],
  search: ['pages/search'],
  sitemap: ['pages/sitemap'],
  newsletter_subscribe: ['pages/subscribed'],
  wishlist: ['pages/account/wishlist-details'],
  wishlists: ['pages/account/wishlists'],
};

/** The page types of `template`, a page template's name (`pages/custom/product/x` serves product). */
export function pageTypesOf(template: string): PageType[] {
  const custom = /^pages\/custom\/(page|product|category|brand)\//.exec(template);
  if (custom) return [custom[1] as PageType];
  return (Object.entries(PAGE_TEMPLATES) as Array<[PageType, string[]]>)
    .filter(([, templates]) => templates.includes(template))
    .map(([pageType]) => pageType);
}
