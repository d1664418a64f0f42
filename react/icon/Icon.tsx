import { useLayoutEffect, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { fetchIconFile } from '../api/icons.ts';
import { isApiError } from '../api/request.ts';
import { parseInertly, sanitizeTree } from '../server-html/server-html.ts';
import { ServerContent } from '../server-content/ServerContent.tsx';

export const iconAttributes = {
  /** The SVG file's URL (http(s) or a path). */
  src: attr.url(''),
  /** What the icon means, for screen readers; without it the icon is decorative. */
  label: attr.string(''),
};

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

type IconState = { status: 'loading' } | { status: 'ready'; svg: SVGSVGElement } | { status: 'failed' };

/** Parses an icon file: an `<svg>` root, cleaned of anything that could run script. */
export function parseIcon(text: string): SVGSVGElement | null {
  const parsed = parseInertly(text, 'image/svg+xml');
  const root = parsed.documentElement;
  // Not instanceof: the parsed nodes are the inert parser's window's, not the page's.
  if (parsed.querySelector('parsererror') || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
  sanitizeTree(root);
  for (const attribute of [...root.attributes]) if (attribute.name.startsWith('on')) root.removeAttributeNode(attribute);
  const svg = document.importNode(root, true);
  return svg instanceof SVGSVGElement ? svg : null;
}

/**
 * An inline SVG icon from a file (spec §7 icon files, §8 icon injection
 * failure): fetched once per URL for the page, so theme CSS can colour it with
 * `currentColor`. Decorative unless it has a label. On failure it says which
 * file could not be loaded or parsed and keeps its server fallback.
 */
export function Icon({ host, src, label, serverContent }: ElementProps<typeof iconAttributes>) {
  const [state, setState] = useState<IconState>({ status: 'loading' });
  const slot = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (!src) {
      setState({ status: 'failed' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    fetchIconFile(src).then(
      (text) => {
        if (!current) return;
        const svg = parseIcon(text);
        if (!svg) console.warn(`<store-icon>: the icon file ${src} could not be parsed as SVG.`);
        setState(svg ? { status: 'ready', svg } : { status: 'failed' });
      },
      (error: unknown) => {
        if (!current) return;
        // An answer that is not SVG arrived but cannot be used: that is a parse failure.
        const problem = isApiError(error, 'malformed') ? 'parsed as SVG' : 'loaded';
        console.warn(`<store-icon>: the icon file ${src} could not be ${problem}.`, error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [src]);

  useLayoutEffect(() => {
    host.dataset.state = state.status;
    if (state.status !== 'ready' || !slot.current) return;
    const svg = state.svg;
    svg.setAttribute('focusable', 'false');
    if (label) {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', label);
      svg.removeAttribute('aria-hidden');
    } else {
      svg.setAttribute('aria-hidden', 'true');
    }
    slot.current.replaceChildren(svg);
  }, [host, state, label]);

  if (state.status === 'ready') return <span ref={slot} className="icon" />;
  return <ServerContent nodes={serverContent} className="icon-fallback" />;
}
