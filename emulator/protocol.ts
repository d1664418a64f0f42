/**
 * The platform's request protocol as stencil-utils speaks it (lib/request.js):
 * `stencil-options: {"render_with":"a/b,c/d"}` picks templates, `stencil-config`
 * carries the resource config a page's front matter would (front-matter.ts), bodies are
 * urlencoded (`items[0][id]=…`) or multipart.
 */
import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { z } from 'zod';

/** Thrown for input the emulator refuses; app.ts turns it into a JSON error with this status (400, or 413 for a body over the cap). */
export class BadRequest extends Error {
  override readonly name = 'BadRequest';
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** The largest request body read, whatever its type: longer ones are refused while they arrive. */
export const BODY_LIMIT_BYTES = 1_000_000;
/** JSON nested deeper than this is refused before anything walks it (JSON.stringify, zod recurse). */
export const JSON_DEPTH_LIMIT = 32;

/** Whether arrays and objects in `text` nest deeper than `limit`: a scan, so it cannot overflow the stack. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/** JSON from a client, refused with a 400 (and why) when invalid or nested too deep. */
export function jsonValue(text: string, where: string): unknown {
  if (nestsDeeperThan(text, JSON_DEPTH_LIMIT)) throw new BadRequest(`${where} is nested more than ${JSON_DEPTH_LIMIT} levels deep.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest(`${where} is not valid JSON.`);
  }
}

const jsonObject = (text: string, where: string): Record<string, unknown> => {
  const value = jsonValue(text, where);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest(`${where} must be a JSON object.`);
  return value as Record<string, unknown>;
};

const stencilOptionsSchema = z.object({ render_with: z.string().max(2000).optional() }).loose();

/** Template names from `stencil-options.render_with`; empty when the full page is wanted. */
export function requestedTemplates(c: Context): string[] {
  const header = c.req.header('stencil-options');
  if (!header || header.trim() === '') return [];
  const parsed = stencilOptionsSchema.safeParse(jsonObject(header, 'The stencil-options header'));
  if (!parsed.success) throw new BadRequest('stencil-options.render_with must be a string of template names.');
  return (parsed.data.render_with ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^components\//, ''))
    .filter(Boolean);
}

// --- Numbers from forms (issue 33 item 5) ---

/**
 * A whole number as a shopper types one: decimal digits only. `Number()` (and so
 * `z.coerce`) also reads `0x10`, `+3`, `1e3` and ` 7 `, which no form sends and the
 * platform refuses; those, like any other text, fail `schema`.
 */
export const digits = <Schema extends z.ZodType<number>>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN),
    schema,
  );

/** An amount of money as typed: digits, with at most two decimals (`5`, `5.5`, `5.50`). */
export const money = <Schema extends z.ZodType<number>>(schema: Schema) =>
  z.preprocess((value) => {
    // A number is read as it is written (5.1, not 5.1 × 100 in floating point).
    const text = typeof value === 'number' ? String(value) : value;
    return typeof text === 'string' && /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  }, schema);

// --- Theme config (spec §3 "Theme config flags") ---

const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
const fontChoice = z.enum(['system', 'humanist', 'serif']);
const imageSize = z.string().regex(/^\d{1,4}x\d{1,4}$/);
const collectionGrid = z.string().regex(/^\d{0,9}$/);
const plainText = z
  .string()
  .max(200)
  .regex(/^[^<>]*$/);
const storePath = z.string().regex(/^(\/(?!\/)[\w\-./]*)?$/);

/**
 * This project's own theme (markup-examples/): the settings its templates and the
 * emulator's style-guide route rely on, each required with a value of its type. Another
 * theme served with THEME_DIR is checked only against its own schema.json.
 */
export const themeSchema = z.object({
  kitchen_sink: z.boolean(),
  image_swap_on_hover: z.boolean(),
  popup_login: z.boolean(),
  card_atc_button: z.boolean(),
  card_atc_button_pos: z.string(),
  card_atc_input: z.boolean(),
  // spec §5: "Default quantity comes from config (0 if the config value is a string)" — so strings are allowed here.
  card_atc_input_default: z.union([z.number().int().min(0), z.string()]),
  pdp_video_thumbnails_pos: z.string(),
  // How many featured products the home page's front matter asks for (Cornerstone's name).
  homepage_featured_products_count: z.number().int().min(0),
  // How many blog posts the home page's front matter asks for (Cornerstone's name).
  homepage_blog_posts_count: z.number().int().min(0),
  // How many videos, reviews and related products the product page's front matter asks for (Cornerstone's names).
  productpage_videos_count: z.number().int().min(0),
  productpage_reviews_count: z.number().int().min(0),
  productpage_related_products_count: z.number().int().min(0),
  // The look (issue: settings a merchant changes without editing CSS). Values are
  // checked, because the layout writes them into a style block and the page context.
  color_text: colour,
  color_muted: colour,
  color_accent: colour,
  color_surface: colour,
  color_background: colour,
  color_sale: colour,
  color_focus: colour,
  font_body: fontChoice,
  font_heading: fontChoice,
  card_image_size: imageSize,
  upsell_image_size: imageSize,
  logo_size: imageSize,
  // The home page's collections (docs/template-authors.md): a grid file's number, a title, a path on the store; each may be empty.
  home_collection_1_id: collectionGrid,
  home_collection_1_title: plainText,
  home_collection_1_url: storePath,
  home_collection_2_id: collectionGrid,
  home_collection_2_title: plainText,
  home_collection_2_url: storePath,
  home_collection_3_id: collectionGrid,
  home_collection_3_title: plainText,
  home_collection_3_url: storePath,
  // spec §7 ownership: the downloads service's origin (empty: none, no check) and its app's client id,
  // for the Current Customer API (emulator/downloads-service.ts, docs/merchants.md).
  downloads_service_url: z.string().regex(/^(https?:\/\/[\w.-]+(:\d{1,5})?\/?)?$/, 'an http(s) origin, without a path, or empty'),
  downloads_app_client_id: z
    .string()
    .max(100)
    .regex(/^[\w-]*$/),
  // The cookie notice's link: the merchant's privacy policy page, a path on the store, or empty for none.
  privacy_policy_url: storePath,
});
/** A theme's settings, as templates read them (`theme_settings.*`): config.json's `settings`. */
export type Theme = Record<string, unknown>;

/**
 * One setting of a theme's schema.json, as the Theme Editor shows it (BigCommerce docs,
 * "Theme Editor schema": `type`, `id`, and `options[].value` for a select or radio).
 */
const schemaSettingSchema = z.object({
  type: z.string(),
  id: z.string().optional(),
  options: z.array(z.object({ value: z.unknown() })).optional(),
});
const schemaFileSchema = z.array(z.object({ settings: z.array(schemaSettingSchema) }));

/** What the Theme Editor lets a merchant set a setting to: its type, and for a choice one of its options. */
function settingValue(setting: z.infer<typeof schemaSettingSchema>): z.ZodType {
  switch (setting.type) {
    case 'checkbox':
      return z.boolean();
    case 'color':
      // Cornerstone's config.json sets some colours to `transparent`, which the Theme Editor keeps.
      return z.union([colour, z.literal('transparent')]);
    case 'imageDimension':
      return imageSize;
    case 'select':
    case 'radio': {
      const values = (setting.options ?? []).map((option) => option.value);
      return z.unknown().refine((value) => values.includes(value), `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`);
    }
    case 'number':
      return z.number();
    case 'sort': {
      // The order the merchant put the options in (Cornerstone's paymentbuttons-provider-sorting).
      const values = (setting.options ?? []).map((option) => option.value);
      return z.array(z.unknown().refine((value) => values.includes(value), 'one of the options'));
    }
    case 'text':
    case 'textarea':
    case 'font':
      // A string the merchant typed or picked (the theme escapes it where it prints it).
      return z.string().max(2000);
    default:
      // A type of the Theme Editor this check does not know (`optimizedCheckout-image`, …): any JSON value.
      return z.json();
  }
}

/** A theme's settings and what its schema.json allows each to be (issue 33 item 2). */
export interface ThemeConfig {
  /** config.json's `settings`. */
  defaults: Theme;
  /** The settings schema.json declares, each with what the merchant may set it to. */
  settings: z.ZodType<Partial<Theme>>;
  /** Whether a request may override settings (`__theme`, `x-emulator-theme`): a development aid. */
  overridable: boolean;
}

/**
 * The theme's settings (config.json's `settings`, read by templates as `theme_settings.*`),
 * checked against schema.json: each setting the Theme Editor offers must have a value of its
 * type and, for a choice, one of its options. `required` adds what a theme's own code needs
 * (this project passes themeSchema, spec §3 flags and the look).
 */
export function loadThemeConfig(
  themeDir: string,
  {
    overridable = true,
    required,
    saved = {},
  }: {
    overridable?: boolean;
    required?: z.ZodObject;
    /** The merchant's saved values over the defaults (EmulatorOptions.merchantSettings). */
    saved?: Record<string, unknown>;
  } = {},
): ThemeConfig {
  const config = JSON.parse(readFileSync(`${themeDir}/config.json`, 'utf8')) as { settings?: Record<string, unknown> };
  const parsed = (required?.loose() ?? z.record(z.string(), z.unknown())).safeParse({ ...config.settings, ...saved });
  if (!parsed.success) throw new Error(`Theme config ${themeDir}/config.json is invalid: ${parsed.error.message}`);
  const declared = schemaFileSchema.parse(JSON.parse(readFileSync(`${themeDir}/schema.json`, 'utf8')));
  const shape: Record<string, z.ZodType> = {};
  for (const setting of declared.flatMap((group) => group.settings)) {
    if (setting.id) shape[setting.id] = settingValue(setting).optional();
  }
  const settings = (required ? required.partial().and(z.object(shape)) : z.object(shape)) as unknown as z.ZodType<Partial<Theme>>;
  const checked = settings.safeParse(parsed.data);
  if (!checked.success) throw new Error(`Theme config ${themeDir}/config.json does not match schema.json: ${checked.error.message}`);
  return { defaults: parsed.data as Theme, settings, overridable };
}

/**
 * The theme for this request: the config file, then, where the emulator allows it (tests,
 * `npm run dev`), the development overrides `x-emulator-theme` (header) and `__theme`
 * (query). Unknown keys are ignored; a known key with a value schema.json does not allow
 * is a 400. A shopper's request sets no theme setting: its `stencil-config` header is a
 * resource config (stencil-cli's renderer.module.js), not settings.
 */
export function themeFor(c: Context, theme: ThemeConfig): Theme {
  const result: Theme = { ...theme.defaults };
  const sources: Array<[string | undefined, string]> = [];
  if (theme.overridable) {
    sources.push([c.req.header('x-emulator-theme'), 'The x-emulator-theme header'], [c.req.query('__theme'), 'The __theme parameter']);
  }
  for (const [text, where] of sources) {
    if (text === undefined || text.trim() === '') continue;
    const override = theme.settings.safeParse(jsonObject(text, where));
    if (!override.success)
      throw new BadRequest(
        `${where} sets a theme setting to a value the theme does not allow: ${override.error.issues.map((issue) => issue.path.join('.')).join(', ')}.`,
      );
    Object.assign(result, override.data);
  }
  return result;
}

// --- Bodies ---

const tooLarge = () => new BadRequest(`The request body is larger than ${BODY_LIMIT_BYTES.toLocaleString('en')} bytes.`, 413);

/**
 * The request body, read once per request (the CSRF check and the handler share it)
 * and never past BODY_LIMIT_BYTES: a declared length over the cap is refused before
 * reading, and a longer stream as soon as the count passes it, not after buffering it.
 */
export function requestBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  let body = c.get('requestBody' as never) as Promise<Uint8Array<ArrayBuffer>> | undefined;
  if (!body) {
    body = readCapped(c.req.raw);
    // Read by several callers; each sees the refusal, none leaves it unhandled.
    body.catch(() => undefined);
    c.set('requestBody' as never, body as never);
  }
  return body;
}

async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Stop reading; the server discards the rest after the answer (or closes the connection).
    if (size > BODY_LIMIT_BYTES) {
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as JSON (any value), within the size and depth limits. */
export async function readJson(c: Context): Promise<unknown> {
  return jsonValue(new TextDecoder().decode(await requestBody(c)), 'The request body');
}

/** Form fields in order, repeated keys kept; files become their names. Unreadable bodies are a 400, bodies over the cap a 413. */
export async function readFields(c: Context): Promise<Array<[string, string]>> {
  const type = c.req.header('content-type') ?? '';
  const bytes = await requestBody(c);
  if (type.includes('application/json')) {
    const body = jsonObject(new TextDecoder().decode(bytes), 'The request body');
    return Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new BadRequest('The multipart body could not be read.');
    }
    return [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);
  }
  return [...new URLSearchParams(new TextDecoder().decode(bytes)).entries()];
}

/** Last value wins, as PHP-style parsing does for plain keys. */
export const fieldMap = (fields: Array<[string, string]>) => new Map(fields);

/** `items[0][id]=…&items[0][quantity]=…` → [{id, quantity}, …] (stencil-utils' includeArrayIndex encoding). */
export function indexedItems(fields: Array<[string, string]>, name: string): Array<Record<string, string>> {
  const items = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${name}\\[(\\d+)\\]\\[([A-Za-z_]+)\\]$`);
  for (const [key, value] of fields) {
    const match = pattern.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (index > 1000) throw new BadRequest(`Too many ${name}.`);
    const item = items.get(index) ?? {};
    item[match[2]!] = value;
    items.set(index, item);
  }
  return [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/**
 * A browser navigation rather than a script's call. Page routes answer both alike, with
 * pages and redirects, as the platform does; this decides only what the emulator's own
 * refusals look like (an unknown path, a missing CSRF token): a page, or JSON for a script.
 */
export function isNavigation(c: Context): boolean {
  if (c.req.header('x-requested-with')) return false;
  const mode = c.req.header('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (c.req.header('accept') ?? '').includes('text/html');
}
