import * as z from 'zod/mini';
import { warnOnce } from './warn.ts';

/**
 * How an element reads one attribute: a zod schema over the raw string and the
 * value used when the attribute is absent or wrong (DESIGN rule 5).
 *
 * Booleans are written the HTML way: a bare attribute (`hide-when-empty`) or
 * `"true"` is true, `"false"` is false, and an absent attribute is the default.
 * `"false"` is accepted because server templates often print booleans.
 */
export interface AttributeSpec<T> {
  readonly schema: z.ZodMiniType<T, string>;
  readonly fallback: T;
  /** Said in the warning, e.g. `a whole number from 0`. */
  readonly expected: string;
}

export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;

export type AttributeValues<Specs extends AttributeSpecs> = {
  [Name in keyof Specs]: Specs[Name] extends AttributeSpec<infer T> ? T : never;
};

const decimal = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

export const attr = {
  string(fallback = ''): AttributeSpec<string> {
    return { schema: z.string(), fallback, expected: 'text' };
  },

  boolean(fallback: boolean): AttributeSpec<boolean> {
    const schema = z.pipe(
      z.string().check(z.regex(/^(|true|false)$/i)),
      z.transform((raw: string) => raw.toLowerCase() !== 'false'),
    );
    return { schema, fallback, expected: 'present, "true" or "false"' };
  },

  number(fallback: number, bounds: { min?: number; max?: number; integer?: boolean } = {}): AttributeSpec<number> {
    const checks = [];
    if (bounds.integer) checks.push(z.int());
    if (bounds.min !== undefined) checks.push(z.gte(bounds.min));
    if (bounds.max !== undefined) checks.push(z.lte(bounds.max));
    const schema = z.pipe(z.string().check(z.regex(decimal)), z.pipe(z.transform(Number), z.number().check(...checks)));
    const kind = bounds.integer ? 'a whole number' : 'a number';
    const range = [bounds.min !== undefined ? `from ${bounds.min}` : '', bounds.max !== undefined ? `to ${bounds.max}` : '']
      .filter(Boolean)
      .join(' ');
    return { schema, fallback, expected: range ? `${kind} ${range}` : kind };
  },

  oneOf<const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]): AttributeSpec<Values[number]> {
    return {
      schema: z.enum(values) as unknown as z.ZodMiniType<Values[number], string>,
      fallback,
      expected: `one of ${values.map((value) => `"${value}"`).join(', ')}`,
    };
  },

  /** A same-origin or absolute http(s) URL; anything else (`javascript:`) is refused. */
  url(fallback: string): AttributeSpec<string> {
    const schema = z.string().check(
      z.refine((raw: string) => {
        try {
          const url = new URL(raw, document.baseURI);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      }),
    );
    return { schema, fallback, expected: 'an http(s) URL or a path' };
  },
};

/**
 * Turns raw attribute strings into typed values. A missing attribute gives the
 * fallback silently; a wrong one gives the fallback and one warning naming the
 * element and attribute.
 */
export function parseAttributes<Specs extends AttributeSpecs>(
  tagName: string,
  specs: Specs,
  raw: Record<string, string | undefined>,
): AttributeValues<Specs> {
  const values: Record<string, unknown> = {};
  for (const [prop, spec] of Object.entries(specs)) {
    const value = raw[prop];
    if (value === undefined) {
      values[prop] = spec.fallback;
      continue;
    }
    const result = spec.schema.safeParse(value);
    if (result.success) {
      values[prop] = result.data;
    } else {
      const attribute = toAttributeName(prop);
      warnOnce(
        `${tagName}|${attribute}|${value}`,
        `<${tagName}>: attribute ${attribute}="${value}" is not valid (expected ${spec.expected}); using ${JSON.stringify(spec.fallback)}.`,
      );
      values[prop] = spec.fallback;
    }
  }
  return values as AttributeValues<Specs>;
}

/** `hideWhenEmpty` → `hide-when-empty`, the same mapping r2wc uses. */
export function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
}
