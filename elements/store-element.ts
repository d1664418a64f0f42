import r2wc from '@r2wc/react-to-web-component';
import { createElement, startTransition, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { parseAttributes, toAttributeName, type AttributeSpecs } from '../shared/attributes.ts';
import type { ElementProps } from '../shared/element-props.ts';

/** Set on an element once React's first render is on the page (see ParsedAttributes). */
export const RENDERED_ATTRIBUTE = 'data-rendered';

// r2wc keeps its props and render hook behind these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONTEXT = Symbol.for('r2wc.context');

interface R2wcElement extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  /** Where r2wc mounts the React root (the element itself unless changed before the first render). */
  container: Element | ShadowRoot;
  /** The mounted React root; absent until the first render. */
  [R2WC_CONTEXT]?: unknown;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

export interface StoreElementOptions {
  /**
   * When an instance first renders. `'connected'` (default): as soon as it is
   * on the page. `'near-viewport'`: when it comes near the viewport, for tags a
   * page carries many of (product cards): a grid of 384 cards renders the few
   * on screen, the rest as the shopper scrolls near them, and until then the
   * server markup is what shows (it works without JavaScript). An instance with
   * `data-load-on="ready"` renders at once.
   */
  render?: 'connected' | 'near-viewport';
  /**
   * Where the server's children go. `'move'` (default): React renders into the
   * element, and the component puts the server nodes back where it wants them
   * (`<ServerContent>`). `'in-place'`: the server nodes stay exactly where they
   * are, never taken out of the page, and React renders into a container
   * appended after them (`display: contents`, so it adds no box); the component
   * enhances the nodes and renders only its additions. For tags a page carries
   * many of: taking a form out and putting it back makes the browser scan the
   * page's forms again (autofill), and with cards upgrading one after another
   * each scan forced a layout of the whole grid.
   */
  serverContent?: 'move' | 'in-place';
}

/** The container an `'in-place'` element's React root renders into. */
export const IN_PLACE_ROOT_CLASS = 'store-element-root';

/** Same margin as the bootstrap's lazy definitions (lazy-define.ts): start a screen's worth ahead. */
const NEAR_VIEWPORT_MARGIN = '200px 0px';
const nearViewport = new WeakSet<Element>();
let nearViewportObserver: IntersectionObserver | undefined;

/** Renders each observed instance once it comes near the viewport. */
function observeNearViewport(element: R2wcElement): void {
  nearViewportObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewportObserver!.unobserve(entry.target);
        nearViewport.add(entry.target);
        (entry.target as R2wcElement)[R2WC_RENDER]();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  nearViewportObserver.observe(element);
}

/**
 * Wraps a React component as a custom element class whose attributes are parsed
 * by `specs` (see attributes.ts). Extend the result so the manifest analyzer sees
 * a named class with its JSDoc:
 *
 * ```ts
 * export class StoreCartCountElement extends storeElement(CartCount, cartCountAttributes) {}
 * ```
 *
 * Two r2wc behaviours are corrected here, once for every element: a bare
 * attribute (`<x hide-when-empty>`) reaches the component as present, and
 * removing an attribute returns the prop to its default.
 */
export function storeElement<Specs extends AttributeSpecs>(
  Component: ComponentType<ElementProps<Specs>>,
  specs: Specs,
  options: StoreElementOptions = {},
): { new (): HTMLElement; readonly attributeSpecs: AttributeSpecs } {
  const waitsForViewport = options.render === 'near-viewport' && typeof IntersectionObserver === 'function';
  const inPlace = options.serverContent === 'in-place';
  const propNames = Object.keys(specs);
  const propByAttribute = new Map(propNames.map((prop) => [toAttributeName(prop), prop]));

  function ParsedAttributes(raw: Record<string, string | undefined> & { container: HTMLElement }) {
    const host = raw.container;
    const rawValues = propNames.map((prop) => raw[prop]);
    const values = useMemo(
      () => parseAttributes(host.localName, specs, raw),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the raw strings are the inputs
      [host, ...rawValues],
    );
    const server = serverMarkup.get(host) ?? { nodes: [], json: null };
    // `:defined` turns true before React renders; this marks the moment React's
    // markup is in place (same commit, before paint). Style server markup with
    // `store-x:not([data-rendered])`, or it changes shape a frame too early.
    useLayoutEffect(() => {
      host.toggleAttribute(RENDERED_ATTRIBUTE, true);
      // After the children's layout effects: the server nodes are back in the page.
      restoreFocusAfterFirstRender(host);
    }, [host]);
    return createElement(Component, { ...values, host, serverContent: server.nodes, serverJson: server.json } as ElementProps<Specs>);
  }
  ParsedAttributes.displayName = `Attributes(${Component.displayName ?? Component.name})`;

  const Base = r2wc(ParsedAttributes, {
    props: Object.fromEntries(propNames.map((prop) => [prop, 'string' as const])),
  }) as unknown as { new (): R2wcElement };

  return class StoreElement extends Base {
    /** How each attribute is read (for documentation tools and the bad-attribute tests). */
    static readonly attributeSpecs: AttributeSpecs = specs;

    /** Before React's first render empties the element, keep what the server put in it. */
    override [R2WC_RENDER](): void {
      if (waitsForViewport && !this[R2WC_CONTEXT] && !nearViewport.has(this) && this.getAttribute('data-load-on') !== 'ready') {
        if (this.isConnected) observeNearViewport(this);
        return;
      }
      if (!serverMarkup.has(this)) serverMarkup.set(this, captureServerMarkup(this));
      if (inPlace && this.container === this) this.container = this.appendChild(inPlaceRoot());
      // Server nodes that are moved lose focus on the way; nodes left in place keep it.
      if (!inPlace && !this[R2WC_CONTEXT] && this.isConnected) watchFocusUntilRendered(this);
      // A transition lets React yield while it renders: a page's elements upgrading
      // together would otherwise be one long task (Total Blocking Time).
      startTransition(() => super[R2WC_RENDER]());
    }

    /**
     * A move (remove, then insert elsewhere, as when a parent element places its
     * server children) must not unmount: r2wc would lose the React state, and an
     * unmount requested during another root's commit is deferred by React until
     * after the re-mount, wiping it. Only an element still out of the document a
     * microtask later is unmounted.
     */
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        nearViewportObserver?.unobserve(this);
        super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const prop = propByAttribute.get(name);
      if (prop === undefined) return super.attributeChangedCallback(name, oldValue, newValue);
      if (newValue === null) delete this[R2WC_PROPS][prop];
      else this[R2WC_PROPS][prop] = newValue;
      this[R2WC_RENDER]();
    }
  };
}

function inPlaceRoot(): HTMLElement {
  const root = document.createElement('div');
  root.className = IN_PLACE_ROOT_CLASS;
  root.style.display = 'contents';
  return root;
}

const serverMarkup = new WeakMap<HTMLElement, { nodes: Node[]; json: string | null }>();

function captureServerMarkup(host: HTMLElement): { nodes: Node[]; json: string | null } {
  const script = host.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
  const nodes = [...host.childNodes].filter(
    (node) => node !== script && !(node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === ''),
  );
  return { nodes, json: script?.textContent ?? null };
}

/**
 * React's first render empties the host and ServerContent puts the same server
 * nodes back; a focused link or field among them loses focus on the way, and a
 * shopper who had tabbed to it (or clicked it, opening a modal that must return
 * focus there) would find focus on the page's start. So the element focused
 * inside the host until the first render is remembered, and focused again
 * after it if focus has not gone anywhere else meanwhile.
 */
interface FocusWatch {
  element: HTMLElement | null;
  stop: () => void;
}
const focusWatches = new WeakMap<HTMLElement, FocusWatch>();

function watchFocusUntilRendered(host: HTMLElement): void {
  if (focusWatches.has(host)) return;
  const active = document.activeElement;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target !== host) watch.element = event.target;
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus moved on to something outside: the shopper left. (A node removed by
    // the render loses focus with no next target: that is what is kept.)
    if (event.relatedTarget instanceof Node && !host.contains(event.relatedTarget)) watch.element = null;
  };
  const watch: FocusWatch = {
    element: active instanceof HTMLElement && active !== host && host.contains(active) ? active : null,
    stop: () => {
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
    },
  };
  host.addEventListener('focusin', onFocusIn);
  host.addEventListener('focusout', onFocusOut);
  focusWatches.set(host, watch);
}

function restoreFocusAfterFirstRender(host: HTMLElement): void {
  const watch = focusWatches.get(host);
  if (!watch) return;
  watch.stop();
  focusWatches.delete(host);
  const { element } = watch;
  if (!element || !element.isConnected || !host.contains(element) || document.activeElement === element) return;
  const active = document.activeElement;
  if (active && active !== document.body) return; // focus went somewhere on purpose meanwhile
  element.focus({ preventScroll: true });
}

/** Defines `tag` unless something already did: loading a bundle twice is harmless. */
export function defineOnce(tag: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, constructor);
}
