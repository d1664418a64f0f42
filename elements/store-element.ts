import r2wc from '@r2wc/react-to-web-component';
import { createElement, startTransition, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { parseAttributes, toAttributeName, type AttributeSpecs } from '../shared/attributes.ts';
import type { ElementProps } from '../shared/element-props.ts';

/** Set on an element once React's first render is on the page (see the View below). */
export const RENDERED_ATTRIBUTE = 'data-rendered';

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

/**
 * The container an `'in-place'` element's React root renders into: its class, and
 * its tag (one generic element, defined once, that renders its host's component).
 */
export const IN_PLACE_ROOT_CLASS = 'store-element-root';

/*
 * r2wc is used through its documented API only (README and docs/api.md), so that
 * an upgrade cannot break the tags:
 * - `r2wc(Component)` returns a custom element class that can be extended, with
 *   its lifecycle callbacks overridden and called through `super`;
 * - the component is rendered, into the element itself (light DOM), when the
 *   element is inserted into the page, and it receives the element as its
 *   `container` prop;
 * - no `props` are declared, so r2wc renders only from `connectedCallback`.
 * What r2wc does not offer lives here, around it: attributes are observed and
 * parsed by our own class (a bare boolean reads as present; removing one returns
 * its default) and reach the component through a small per-host store; the
 * first render waits for the viewport when asked, runs in a transition, and an
 * in-place host lets a child element be r2wc's container.
 */

/** The r2wc-rendered component: whatever `hostings` says its container shows. */
function Hosted({ container }: { container?: HTMLElement }) {
  const hosting = container ? hostings.get(container) : undefined;
  return hosting ? createElement(hosting.View, { hosting }) : null;
}

interface Hosting {
  readonly host: HTMLElement;
  readonly attributes: AttributeStore;
  readonly View: ComponentType<{ hosting: Hosting }>;
}
/** r2wc's container (the host, or an in-place host's root child) → what it renders. */
const hostings = new WeakMap<Element, Hosting>();

/** The raw attribute strings of one host (absent: undefined), read with useSyncExternalStore. */
interface AttributeStore {
  read(): Readonly<Record<string, string | undefined>>;
  subscribe(listener: () => void): () => void;
  /** Called when an observed attribute changed: the next read is a new snapshot. */
  changed(): void;
}

function attributeStore(host: HTMLElement, attributeByProp: ReadonlyMap<string, string>): AttributeStore {
  let snapshot: Readonly<Record<string, string | undefined>> | undefined;
  const listeners = new Set<() => void>();
  return {
    read: () =>
      (snapshot ??= Object.fromEntries([...attributeByProp].map(([prop, attribute]) => [prop, host.getAttribute(attribute) ?? undefined]))),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      snapshot = undefined;
      for (const listener of listeners) listener();
    },
  };
}

const mounted = new WeakSet<Element>();

type R2wcElementClass = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/**
 * r2wc's element with the two lifecycle changes every React container here needs.
 * The first render runs in a transition, so React can yield while it renders: a
 * page's elements upgrading together would otherwise be one long task (Total
 * Blocking Time). And a move (remove, then insert elsewhere, as when a parent
 * element places its server children) does not unmount: r2wc would lose the
 * React state, and an unmount requested during another root's commit is
 * deferred by React until after the re-mount, wiping it. Only an element still
 * out of the document a microtask later is unmounted.
 */
class ReactContainer extends (r2wc(Hosted) as unknown as R2wcElementClass) {
  override connectedCallback(): void {
    if (mounted.has(this)) return; // moved: still mounted, nothing to redo
    mounted.add(this);
    startTransition(() => super.connectedCallback());
  }

  override disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected || !mounted.has(this)) return;
      mounted.delete(this);
      super.disconnectedCallback();
    });
  }
}

/** The in-place host's child that r2wc renders into, so the host's own children are never emptied. */
class InPlaceRoot extends ReactContainer {}
defineOnce(IN_PLACE_ROOT_CLASS, InPlaceRoot);

/** Same margin as the bootstrap's lazy definitions (lazy-define.ts): start a screen's worth ahead. */
const NEAR_VIEWPORT_MARGIN = '200px 0px';
const onNearViewport = new WeakMap<Element, () => void>();
let nearViewportObserver: IntersectionObserver | undefined;

/** Calls `render` once `element` comes near the viewport. */
function observeNearViewport(element: Element, render: () => void): void {
  nearViewportObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewportObserver!.unobserve(entry.target);
        const callback = onNearViewport.get(entry.target);
        onNearViewport.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  onNearViewport.set(element, render);
  nearViewportObserver.observe(element);
}

/**
 * Wraps a React component as a custom element class whose attributes are parsed
 * by `specs` (see shared/attributes.ts). Extend the result so the manifest analyzer sees
 * a named class with its JSDoc:
 *
 * ```ts
 * export class StoreCartCountElement extends storeElement(CartCount, cartCountAttributes) {}
 * ```
 *
 * Attributes are read here, not by r2wc, once for every element: a bare
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
  const attributeByProp = new Map(Object.keys(specs).map((prop) => [prop, toAttributeName(prop)]));
  const observed = [...attributeByProp.values()];

  function View({ hosting }: { hosting: Hosting }) {
    const { host, attributes } = hosting;
    const raw = useSyncExternalStore(attributes.subscribe, attributes.read);
    const values = useMemo(() => parseAttributes(host.localName, specs, raw), [host, raw]);
    const server = serverMarkup.get(host) ?? NO_SERVER_MARKUP;
    // `:defined` turns true before React renders; this marks the moment React's
    // markup is in place (same commit, before paint). Style server markup with
    // `store-x:not([data-rendered])`, or it changes shape a frame too early.
    useLayoutEffect(() => {
      host.toggleAttribute(RENDERED_ATTRIBUTE, true);
      // After the children's layout effects: the server nodes are back in the page.
      restoreFocusAfterFirstRender(host);
    }, [host]);
    return createElement(Component, {
      ...values,
      host,
      serverContent: server.nodes,
      serverJson: server.json,
    } as ElementProps<Specs>);
  }
  View.displayName = `Attributes(${Component.displayName ?? Component.name})`;

  return class StoreElement extends ReactContainer {
    /** How each attribute is read (for documentation tools and the bad-attribute tests). */
    static readonly attributeSpecs: AttributeSpecs = specs;

    static get observedAttributes(): string[] {
      return observed;
    }

    #attributes: AttributeStore | undefined;
    #started = false;

    override connectedCallback(): void {
      if (this.#started) {
        // Back after a removal: render again ('in-place': the root child does so itself).
        if (!inPlace) this.#renderHere();
        return;
      }
      if (waitsForViewport && this.getAttribute('data-load-on') !== 'ready') {
        observeNearViewport(this, () => this.#start());
        return;
      }
      this.#start();
    }

    override disconnectedCallback(): void {
      // Not yet rendered: stop waiting (a move observes again on connecting).
      nearViewportObserver?.unobserve(this);
      onNearViewport.delete(this);
      super.disconnectedCallback();
    }

    // r2wc observes no attributes of ours (no props declared), so none is passed on.
    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue) this.#attributes?.changed();
    }

    #start(): void {
      if (!this.isConnected || this.#started) return;
      this.#started = true;
      // Before React's first render empties the element, keep what the server put in it.
      serverMarkup.set(this, captureServerMarkup(this));
      this.#attributes = attributeStore(this, attributeByProp);
      const hosting: Hosting = { host: this, attributes: this.#attributes, View };
      if (inPlace) {
        // r2wc never renders into an in-place host itself (its connectedCallback is
        // not called on to): its root child does, and the server nodes stay put.
        const root = document.createElement(IN_PLACE_ROOT_CLASS);
        root.className = IN_PLACE_ROOT_CLASS;
        root.style.display = 'contents';
        hostings.set(root, hosting);
        this.append(root);
      } else {
        hostings.set(this, hosting);
        this.#renderHere();
      }
    }

    #renderHere(): void {
      // Server nodes that are moved lose focus on the way; nodes left in place keep it.
      if (!mounted.has(this)) watchFocusUntilRendered(this);
      super.connectedCallback();
    }
  };
}

const NO_SERVER_MARKUP: { nodes: Node[]; json: string | null } = { nodes: [], json: null };
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
