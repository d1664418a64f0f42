import { useLayoutEffect, useRef } from 'react';

/**
 * Puts an element's server-rendered nodes (captured before React rendered) back
 * into the page, unchanged: the same DOM nodes, listeners and form state, no
 * re-parsing. The layout effect runs before paint, so nothing flickers or shifts.
 *
 * Nodes already in place are left where they are when the component renders
 * again, even with a new array of the same nodes: taking a node out of the page
 * and putting it back blurs it, so a shopper typing in a server field or moving
 * through its radios with the arrow keys would lose their place.
 */
export function ServerContent({ nodes, className, id }: { nodes: readonly Node[]; className?: string; id?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const placed = useRef<readonly Node[]>([]);
  useLayoutEffect(() => {
    const target = container.current;
    return () => {
      for (const node of placed.current) if (node.parentNode === target) target?.removeChild(node);
      placed.current = [];
    };
  }, []);
  useLayoutEffect(() => {
    const target = container.current;
    if (!target) return;
    for (const node of placed.current) if (!nodes.includes(node) && node.parentNode === target) target.removeChild(node);
    const inPlace = target.childNodes.length === nodes.length && nodes.every((node, index) => target.childNodes[index] === node);
    if (!inPlace) target.append(...nodes);
    placed.current = nodes;
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
