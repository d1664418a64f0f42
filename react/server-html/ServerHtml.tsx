import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { insertServerHtml } from './server-html.ts';

export interface ServerHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** Remove anything that can run script (default true); see insertServerHtml. */
  sanitize?: boolean;
  /** Prefix for the markup's ids and the references to them; see insertServerHtml. */
  idPrefix?: string;
}

/**
 * Server HTML inside a React tree (quick search results, quick view). React
 * renders an empty box and never touches its children; the markup goes in
 * through insertServerHtml, the one insertion point (DESIGN rule 6).
 */
export function ServerHtml({ html, sanitize = true, idPrefix, ...boxProps }: ServerHtmlProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) insertServerHtml(box.current, html, { sanitize, idPrefix });
  }, [html, sanitize, idPrefix]);
  return <div ref={box} {...boxProps} />;
}
