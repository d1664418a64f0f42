import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';

export const tokenTableAttributes = {
  /** Custom property names to show, comma-separated (`--color-text, --space-s`). Default: the server rows', else all of :root. */
  tokens: attr.string(''),
  /** The table's caption for screen readers. */
  label: attr.string('Design tokens as this page computes them'),
  /** The first column's heading. */
  nameLabel: attr.string('Token'),
  /** The computed value's heading. */
  valueLabel: attr.string('Computed value'),
  /** The resolved value's heading. */
  resolvedLabel: attr.string('Resolved'),
  /** The sample's heading. */
  sampleLabel: attr.string('Sample'),
};

export type TokenKind = 'color' | 'shadow' | 'font-size' | 'radius' | 'length' | 'font' | 'duration' | 'easing' | 'other';

export interface ComputedToken {
  name: string;
  /** The custom property as computed on the root element (var() substituted, as the browser keeps it). */
  value: string;
  /** What it becomes when used: a colour as rgb(), a length in px, a duration in s ('' when it is used as written). */
  resolved: string;
  kind: TokenKind;
}

const TOKEN_NAME = /^--[\w-]+$/;

/** Custom properties set by `:root` rules of the page's own stylesheets (those it may read). */
function rootTokenNames(sheets: Iterable<CSSStyleSheet> = document.styleSheets): string[] {
  const names = new Set<string>();
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet cannot be read
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText.trim() !== ':root') continue;
      for (const property of rule.style) if (property.startsWith('--')) names.add(property);
    }
  }
  return [...names];
}

/** What a token is, from what its value is valid as (the name breaks ties: radius, type steps, fonts). */
export function tokenKind(name: string, value: string): TokenKind {
  if (value === '') return 'other';
  if (CSS.supports('color', value)) return 'color';
  if (/shadow/.test(name) && CSS.supports('box-shadow', value)) return 'shadow';
  if (CSS.supports('width', value)) return /radius/.test(name) ? 'radius' : /^--(step|font-size)/.test(name) ? 'font-size' : 'length';
  if (/^--(font|type)/.test(name) && CSS.supports('font-family', value)) return 'font';
  if (CSS.supports('transition-duration', value)) return 'duration';
  if (CSS.supports('transition-timing-function', value)) return 'easing';
  return 'other';
}

const RESOLVED_PROPERTY: Partial<Record<TokenKind, string>> = {
  color: 'color',
  'font-size': 'font-size',
  length: 'width',
  radius: 'border-top-left-radius',
  duration: 'transition-duration',
};

const hexByte = (channel: number) =>
  Math.round(Math.min(1, Math.max(0, channel)) * 255)
    .toString(16)
    .padStart(2, '0');

/**
 * A computed colour as hex (`#1d5c3a`, `#1d5c3a80` with alpha), as a designer writes it: Chromium
 * gives `rgb()` for plain colours and `color(srgb …)` for mixed ones. Anything else is kept as it is.
 */
export function colorAsHex(computed: string): string {
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(computed);
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.]+))?\s*\)$/.exec(computed);
  const channels = rgb
    ? [rgb[1], rgb[2], rgb[3]].map((value) => Number(value) / 255)
    : srgb
      ? [srgb[1], srgb[2], srgb[3]].map(Number)
      : null;
  if (!channels || channels.some((value) => !Number.isFinite(value))) return computed;
  const alpha = Number((rgb ?? srgb)![4] ?? 1);
  return `#${channels.map(hexByte).join('')}${alpha < 1 ? hexByte(alpha) : ''}`;
}

/** Reads each token in the browser: its computed value on the root, and what it resolves to on a probe element. */
function computeTokens(names: readonly string[], probe: HTMLElement, root: Element = document.documentElement): ComputedToken[] {
  const rootStyle = getComputedStyle(root);
  return names.map((name) => {
    const value = rootStyle.getPropertyValue(name).trim();
    const kind = tokenKind(name, value);
    const property = RESOLVED_PROPERTY[kind];
    let resolved = '';
    if (property) {
      probe.style.setProperty(property, `var(${name})`);
      resolved = getComputedStyle(probe).getPropertyValue(property).trim();
      probe.style.removeProperty(property);
      if (kind === 'color') resolved = colorAsHex(resolved);
    }
    return { name, value, resolved: resolved.toLowerCase() === value.toLowerCase() ? '' : resolved, kind };
  });
}

function Sample({ token }: { token: ComputedToken }) {
  const style = { [`--sample`]: `var(${token.name})` } as React.CSSProperties;
  switch (token.kind) {
    case 'color':
      return <span className="tokenTable-swatch" style={style} aria-hidden="true" />;
    case 'shadow':
      return <span className="tokenTable-shadow" style={style} aria-hidden="true" />;
    case 'radius':
      return <span className="tokenTable-radius" style={style} aria-hidden="true" />;
    case 'length':
      return <span className="tokenTable-bar" style={style} aria-hidden="true" />;
    case 'font-size':
      return (
        <span className="tokenTable-type" style={style} aria-hidden="true">
          Aa
        </span>
      );
    case 'font':
      return (
        <span className="tokenTable-font" style={style} aria-hidden="true">
          Aa
        </span>
      );
    default:
      return null;
  }
}

/**
 * The theme's design tokens as the browser computes them on this page (spec §2
 * "Style-guide page: shows computed styles"): each custom property's computed
 * value on the root element, what it resolves to where it is used, and a sample.
 * The server's table (the declared values) is the fallback without JavaScript.
 */
export function TokenTable(props: ElementProps<typeof tokenTableAttributes>) {
  const { host, serverContent, tokens } = props;
  const probe = useRef<HTMLSpanElement>(null);
  const names = useMemo(() => {
    const listed = tokens.split(/[\s,]+/).filter((name) => TOKEN_NAME.test(name));
    if (listed.length > 0) return listed;
    const fromServer = serverContent
      .flatMap((node) =>
        node instanceof Element ? [...node.querySelectorAll<HTMLElement>('[data-token]')].map((row) => row.dataset.token ?? '') : [],
      )
      .filter((name) => TOKEN_NAME.test(name));
    return fromServer.length > 0 ? fromServer : rootTokenNames();
  }, [tokens, serverContent]);
  const [computed, setComputed] = useState<ComputedToken[]>([]);

  useLayoutEffect(() => {
    const read = () => {
      if (probe.current) setComputed(computeTokens(names, probe.current));
    };
    read();
    // Fluid tokens (the type scale) resolve differently at another width.
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
    };
  }, [names]);

  useLayoutEffect(() => {
    host.dataset.state = computed.length > 0 ? 'computed' : 'empty';
  }, [host, computed]);

  return (
    // A focusable region: on a phone the table scrolls sideways, and the keyboard must reach that.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe: scrollable-region-focusable)
    <div className="tokenTable-scroll" role="region" aria-label={props.label} tabIndex={0}>
      <span className="tokenTable-probe" ref={probe} aria-hidden="true" />
      <table className="tokenTable">
        <caption className="is-srOnly">{props.label}</caption>
        <thead>
          <tr>
            <th scope="col">{props.nameLabel}</th>
            <th scope="col">{props.valueLabel}</th>
            <th scope="col">{props.resolvedLabel}</th>
            <th scope="col">{props.sampleLabel}</th>
          </tr>
        </thead>
        <tbody>
          {computed.map((token) => (
            <tr key={token.name} data-token={token.name} data-kind={token.kind}>
              <th scope="row">
                <code>{token.name}</code>
              </th>
              <td data-token-value>
                <code>{token.value}</code>
              </td>
              <td data-token-resolved>{token.resolved ? <code>{token.resolved}</code> : null}</td>
              <td>
                <Sample token={token} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
