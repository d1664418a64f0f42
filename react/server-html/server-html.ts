// DESIGN rule 6: HTML from the server is inserted once, in one place. Quick
// search results, quick view, collection grids and upsell templates all come
// through insertServerHtml (or <ServerHtml>, which calls it).
//
// The markup is parsed into an inert document with DOMParser (no scripts run,
// no images load there), cleaned as DOM, and the cleaned nodes are copied into
// the page. It is never serialised and parsed again, so markup that parses
// differently the second time (mutation XSS through <noscript>, <style>, foreign
// content) has no second time.

import { parseInertly } from '../../shared/inert-html.ts';
import { configuredStoreOrigin, isEmbedded } from '../../shared/store-origin.ts';

export { parseInertly, TRUSTED_TYPES_POLICY } from '../../shared/inert-html.ts';

export interface InsertOptions {
  /**
   * Remove anything that can run script (default true). Only markup built by the
   * theme's own templates with no shopper- or merchant-entered text may skip it.
   */
  sanitize?: boolean;
  /** `replace` (default) the target's children, or `append` after them. */
  mode?: 'replace' | 'append';
  /**
   * With `replace`: elements of the new markup matching `selector` whose `key` equals
   * that of one already in the target are the old element, kept as it is (an upgraded
   * product card stays upgraded, its picture decoded), instead of a new copy.
   */
  keep?: { selector: string; key: (element: Element) => string | null };
  /**
   * Prefix every id in the markup (and the `for`/`aria-*` references to them) with
   * this: templates print fixed ids, and the same template can be on the page twice.
   */
  idPrefix?: string;
}

/** Elements that run script, load other documents or change how the page resolves URLs. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'fencedframe',
  'base',
  'meta',
  'link',
  'style',
  'noscript',
  'template',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  // SVG: animation can set href to javascript: after sanitising; foreignObject and
  // use can pull in markup from elsewhere.
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'discard',
  'handler',
  'listener',
]);

/** Attributes whose value is a URL that may be followed or loaded. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'longdesc',
  'ping',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
  'itemtype',
]);

const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'is']);

/** Schemes that run code or smuggle a document; control characters and spaces are ignored, as browsers do. */
function isDangerousUrl(value: string, element: Element, attribute: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  if (/^(javascript|vbscript|livescript|mocha):/.test(compact)) return true;
  if (compact.startsWith('data:')) {
    // Raster images inline are common in server templates; anything else (HTML, SVG) is not allowed.
    const isImage = (element.localName === 'img' || element.localName === 'source') && attribute === 'src';
    return !(isImage && /^data:image\/(png|jpe?g|gif|webp|avif);/.test(compact));
  }
  return false;
}

/**
 * Names that would shadow `document` properties (DOM clobbering: `<img
 * name="cookie">`, `<form id="getElementById">`). A form control's name is kept:
 * it only shadows properties of its own form (product forms carry
 * `name="action"`), and our code reads forms through FormData and getAttribute.
 */
const FORM_CONTROLS = new Set(['input', 'select', 'textarea', 'button', 'output', 'fieldset']);
function clobbers(element: Element, attribute: string, value: string): boolean {
  if (attribute === 'name' && FORM_CONTROLS.has(element.localName)) return false;
  return value in document;
}

function cleanElement(element: Element): void {
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const localName = attribute.localName.toLowerCase();
    const drop =
      name.startsWith('on') ||
      FORBIDDEN_ATTRIBUTES.has(name) ||
      ((URL_ATTRIBUTES.has(name) || URL_ATTRIBUTES.has(localName)) && isDangerousUrl(attribute.value, element, localName)) ||
      (name === 'srcset' && attribute.value.split(',').some((candidate) => isDangerousUrl(candidate.trim(), element, 'src'))) ||
      ((name === 'id' || name === 'name') && clobbers(element, name, attribute.value)) ||
      (name === 'style' && /expression\s*\(|javascript:|url\s*\(\s*['"]?\s*(javascript|data):/i.test(attribute.value));
    if (drop) element.removeAttributeNode(attribute);
  }
  // SVG <use> may only point inside the same fragment.
  if (element.localName === 'use') {
    for (const name of ['href', 'xlink:href']) {
      const value = element.getAttribute(name);
      if (value !== null && !value.trim().startsWith('#')) element.removeAttribute(name);
    }
  }
}

/** Removes everything that can run script from a parsed tree (in place). */
export function sanitizeTree(root: ParentNode): void {
  // The walker of the tree's own document: the page's walks nothing in the inert parser's documents.
  const owner = (root as Node).ownerDocument ?? (root as Document);
  const walker = owner.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  const remove: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE) {
      remove.push(node);
      continue;
    }
    const element = node as Element;
    if (FORBIDDEN_ELEMENTS.has(element.localName.toLowerCase())) remove.push(element);
    else cleanElement(element);
  }
  for (const node of remove) node.parentNode?.removeChild(node);
}

/** Parses server HTML into nodes owned by `doc`, cleaned unless `sanitize` is false. */
export function parseServerHtml(html: string, { sanitize = true }: Pick<InsertOptions, 'sanitize'> = {}, doc: Document = document): Node[] {
  const body = parseInertly(html, 'text/html').body;
  if (sanitize) sanitizeTree(body);
  if (isEmbedded()) resolveToStore(body, configuredStoreOrigin()!);
  // Scripts never run from inserted HTML, sanitised or not: those parsed by DOMParser are
  // marked as already started, and a copy keeps that mark.
  return [...body.childNodes].map((node) => doc.importNode(node, true));
}

/** Attributes whose relative URL the store's HTML means on the store (links, forms, pictures). */
const STORE_URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster'];

/**
 * On a site embedding the elements, the store's HTML (the cart preview's `/cart.php`,
 * a product's `/canvas-tote-bag/`) would resolve against the embedding site: every
 * relative URL is made absolute on the store. Links within the fragment (`#…`) stay.
 */
function resolveToStore(root: Element, storeOrigin: string): void {
  const base = `${storeOrigin}/`;
  const absolute = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return value;
    try {
      return new URL(trimmed, base).href;
    } catch {
      return value;
    }
  };
  for (const element of root.querySelectorAll('*')) {
    for (const name of STORE_URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, absolute(value));
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) {
      const candidates = srcset.split(',').map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(url), ...descriptor].join(' ');
      });
      element.setAttribute('srcset', candidates.join(', '));
    }
  }
}

function keepMatching(target: Element, nodes: Node[], keep: NonNullable<InsertOptions['keep']>): void {
  const current = new Map<string, Element>();
  for (const element of target.querySelectorAll(keep.selector)) {
    const key = keep.key(element);
    if (key !== null && !current.has(key)) current.set(key, element);
  }
  const oldFor = (element: Element): Element | undefined => {
    const key = keep.key(element);
    const old = key === null ? undefined : current.get(key);
    if (old) current.delete(key!);
    return old;
  };
  nodes.forEach((node, index) => {
    if (!(node instanceof Element)) return;
    if (node.matches(keep.selector)) {
      const old = oldFor(node);
      if (old) nodes[index] = old;
      return;
    }
    for (const element of node.querySelectorAll(keep.selector)) {
      const old = oldFor(element);
      if (old) element.replaceWith(old);
    }
  });
}

/**
 * The one way to put server HTML into the page: parses, cleans and inserts it
 * into `target`, returning the inserted nodes.
 */
export function insertServerHtml(target: Element, html: string, options: InsertOptions = {}): Node[] {
  return insertServerNodes(target, parseServerHtml(html, options, target.ownerDocument), options);
}

/**
 * The second half of `insertServerHtml`, for a caller that parses in one task and
 * inserts in the next (a large fragment, where both at once would be a long task):
 * `nodes` are what `parseServerHtml` returned.
 */
export function insertServerNodes(target: Element, nodes: Node[], options: Omit<InsertOptions, 'sanitize'> = {}): Node[] {
  if (options.idPrefix) scopeIds(nodes, options.idPrefix);
  if (options.keep && (options.mode ?? 'replace') === 'replace') keepMatching(target, nodes, options.keep);
  if ((options.mode ?? 'replace') === 'replace') target.replaceChildren(...nodes);
  else target.append(...nodes);
  return nodes;
}

/**
 * Server templates print fixed ids (`fbt-options-112`, `attr-110-11`), which a
 * second copy of the markup on the page would repeat. Every id inside `nodes`
 * gets `prefix`, and references to those ids (`for`, `aria-controls`,
 * `aria-describedby`, `aria-labelledby`) follow; references to ids outside stay.
 */
export function scopeIds(nodes: readonly Node[], prefix: string): void {
  const elements = nodes.flatMap((node) => (node instanceof Element ? [node, ...node.querySelectorAll('*')] : []));
  const ids = new Set(elements.map((element) => element.id).filter(Boolean));
  for (const element of elements) {
    if (element.id) element.id = prefix + element.id;
    for (const name of ['for', 'aria-controls', 'aria-describedby', 'aria-labelledby']) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      element.setAttribute(
        name,
        value
          .split(/\s+/)
          .map((id) => (ids.has(id) ? prefix + id : id))
          .join(' '),
      );
    }
  }
}
