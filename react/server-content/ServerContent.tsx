import { useLayoutEffect, useRef } from 'react';

/**
 * Puts an element's server-rendered nodes (captured before React rendered) back
 * into the page, unchanged: the same DOM nodes, listeners and form state, no
 * re-parsing. The layout effect runs before paint, so nothing flickers or shifts.
 */
export function ServerContent({ nodes, className, id }: { nodes: readonly Node[]; className?: string; id?: string }) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = container.current;
    if (!target) return;
    target.append(...nodes);
    return () => {
      for (const node of nodes) if (node.parentNode === target) target.removeChild(node);
    };
  }, [nodes]);
  return <div ref={container} className={className} id={id} />;
}

/** The first element matching `selector` among server nodes (the nodes themselves or inside them). */
export function findInServerContent<Found extends Element>(nodes: readonly Node[], selector: string): Found | null {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.matches(selector)) return node as Found;
    const inside = node.querySelector<Found>(selector);
    if (inside) return inside;
  }
  return null;
}
