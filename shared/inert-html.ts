// Parsing markup where nothing in it runs, loads or is reported: server HTML (react/server-html),
// icon files, and the pages the store answers posted forms with (react/api/forms.ts). Only
// parsing is here; cleaning what is parsed before it reaches the page is server-html's.

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): TrustedTypePolicyLike;
}

/** The Trusted Types policy name a site's CSP must allow (`trusted-types store-html`). */
export const TRUSTED_TYPES_POLICY = 'store-html';
let policy: TrustedTypePolicyLike | null | undefined;

/**
 * Where Trusted Types are enforced, DOMParser needs TrustedHTML. The policy only
 * feeds the inert parser (parseInertly: server HTML, icon files, form answers);
 * nothing it parses reaches the page before it is cleaned.
 */
function trustedHtml(html: string): string {
  if (policy === undefined) {
    const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    try {
      policy = trustedTypes ? trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input }) : null;
    } catch (error) {
      // The CSP does not allow this policy name, or it exists already: parse the plain string.
      console.warn(`Inert HTML: could not create the "${TRUSTED_TYPES_POLICY}" Trusted Types policy.`, error);
      policy = null;
    }
  }
  return (policy ? policy.createHTML(html) : html) as string;
}

let InertParser: typeof DOMParser | undefined;

/**
 * Chromium checks each event handler attribute against the page's
 * Content-Security-Policy as a parser sets it, in every document the page's
 * window makes (DOMParser's, a template's, createHTMLDocument's), and reports a
 * violation for each, to the page and to the policy's report-uri, though the
 * sanitiser removes the attribute before anything could run it (issue 22). A
 * window without a frame sets no handlers, so the parser is that of a frame
 * taken out of the page as soon as it is made.
 */
function inertParser(): typeof DOMParser {
  if (!InertParser) {
    try {
      const frame = document.createElement('iframe');
      document.documentElement.append(frame);
      InertParser = (frame.contentWindow as (Window & typeof globalThis) | null)?.DOMParser;
      frame.remove();
    } catch (error) {
      console.warn('Inert HTML: no frameless parser; inline handlers in server HTML may be reported to the CSP.', error);
    }
    InertParser ??= DOMParser;
  }
  return InertParser;
}

/**
 * Parses markup into a document where nothing runs, loads or is reported. Its
 * nodes belong to another window: use them through their own document's methods
 * (the page's return nothing for them) and put copies into the page
 * (`document.importNode`), never the nodes themselves.
 */
export function parseInertly(markup: string, type: DOMParserSupportedType): Document {
  const Parser = inertParser();
  return new Parser().parseFromString(trustedHtml(markup), type);
}
