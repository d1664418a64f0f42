/**
 * A theme's stylesheets as the platform serves them: `{{stylesheet '/assets/css/theme.css'}}`
 * names a file the theme writes in SCSS, `assets/scss/theme.scss`, which the platform compiles
 * with the theme's settings (stencil-cli's server/plugins/theme-assets and
 * `@bigcommerce/stencil-styles`). The settings reach the SCSS through six functions:
 * `stencilColor('name')`, `stencilNumber('name', px)`, `stencilString('name')`,
 * `stencilFontFamily('name')` and `stencilFontWeight('name')` (a font setting is written
 * `Google_Karla_400`) and `stencilImage('name', 'size')`. This project's own theme writes plain
 * CSS, served as it is; Cornerstone and most themes write SCSS.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as sass from 'sass';

/** The SCSS file behind `/assets/css/<name>.css`, when the theme has no such CSS file. */
export function scssFor(themeDir: string, cssName: string): string | undefined {
  if (!/^[\w-]+$/.test(cssName) || existsSync(join(themeDir, 'assets', 'css', `${cssName}.css`))) return undefined;
  const file = join(themeDir, 'assets', 'scss', `${cssName}.scss`);
  return existsSync(file) ? file : undefined;
}

/** A colour setting as Sass's colour: `#rgb`, `#rrggbb` or `transparent` (Cornerstone's config.json uses all three). */
function colour(value: unknown): sass.Value {
  const text = String(value ?? '').trim();
  if (text === 'transparent') return new sass.SassColor({ red: 0, green: 0, blue: 0, alpha: 0 });
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (!hex) return sass.sassNull;
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const [red, green, blue] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  return new sass.SassColor({ red, green, blue });
}

/** `Google_Karla_400,700` → family `Karla`, weight 400; a plain family name stays as it is. */
function font(value: unknown): { family: string; weight: number } {
  const parts = String(value ?? '').split('_');
  if (parts.length < 2) return { family: parts[0] || 'sans-serif', weight: 400 };
  return { family: parts[1]!.replace(/\+/g, ' '), weight: parseInt(parts[2] ?? '', 10) || 400 };
}

function stencilFunctions(settings: Record<string, unknown>): Record<string, sass.CustomFunction<'sync'>> {
  const setting = (args: sass.Value[]) => settings[args[0]!.assertString('name').text];
  const text = (value: unknown) =>
    value === undefined || value === null ? sass.sassNull : new sass.SassString(String(value), { quotes: false });
  return {
    'stencilColor($name)': (args) => colour(setting(args)),
    'stencilNumber($name, $unit: px)': (args) => {
      const value = parseFloat(String(setting(args)));
      return new sass.SassNumber(Number.isFinite(value) ? value : 0, args[1]!.assertString('unit').text);
    },
    'stencilString($name)': (args) => text(setting(args)),
    'stencilFontFamily($name)': (args) => new sass.SassString(font(setting(args)).family, { quotes: true }),
    'stencilFontWeight($name)': (args) => new sass.SassNumber(font(setting(args)).weight),
    'stencilImage($name, $size: null)': (args) => {
      const value = setting(args);
      return typeof value === 'string' && value !== ''
        ? new sass.SassString(`url(${JSON.stringify(value)})`, { quotes: false })
        : text('none');
    },
  };
}

/** The newest change under a folder, so a saved partial compiles the stylesheet again. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The last compile of each stylesheet, with what it was compiled from (one per file, so the cache stays small). */
const compiled = new Map<string, { from: string; css: string }>();

/** The stylesheet compiled with these settings; kept until a file under assets/scss or a setting changes. */
export function compileThemeScss(file: string, themeDir: string, settings: Record<string, unknown>): string {
  const from = `${newestChange(join(themeDir, 'assets', 'scss'))}\n${JSON.stringify(settings)}`;
  const cached = compiled.get(file);
  if (cached?.from === from) return cached.css;
  const { css } = sass.compile(file, {
    functions: stencilFunctions(settings),
    // Themes written for the platform's compiler use @import and the older colour functions: warnings, not errors.
    logger: sass.Logger.silent,
  });
  compiled.set(file, { from, css });
  return css;
}
