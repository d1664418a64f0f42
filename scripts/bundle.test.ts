// `npm run bundle`: the platform's CLI (`stencil bundle`) turns markup-examples/ into
// the zip a merchant uploads. This runs it, as the script does, and reads the zip.
// The first run on a machine installs the CLI and Node 24 into a cache folder
// (about a minute); later runs take a few seconds. The theme's build hook reruns
// `npm run build`, which rewrites markup-examples/assets/dist/ with the same files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import Handlebars from 'handlebars';

const root = fileURLToPath(new URL('..', import.meta.url));
const theme = join(root, 'markup-examples');
const work = mkdtempSync(join(tmpdir(), 'theme-bundle-test-'));
/** The platform's limits, as the CLI states them. */
const MAX_ZIP_BYTES = 50 * 1024 * 1024;
const MAX_PARSED_TEMPLATE_CHARS = 1024 * 1024;
/** What `stencil bundle --marketplace` requires of the preview images. */
const META_SIZES = { composed: [600, 760], desktop: [2048, 2600], mobile: [304, 540] } as const;

function bundle(args: string[]): { status: number | null; output: string } {
  const child = spawnSync(process.execPath, [join(root, 'scripts/theme-tools.mjs'), 'bundle', ...args], {
    cwd: root,
    encoding: 'utf8',
    // A cold install (~1 min) plus the build; the script has its own time limits below this.
    timeout: 25 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: child.status, output: `${child.stdout}\n${child.stderr}` };
}

const tail = (output: string) => output.trim().split('\n').slice(-40).join('\n');

// --- A zip reader: the central directory lists every entry; contents on demand. ---

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function readZip(file: string): { entries: Map<string, Entry>; read: (name: string) => Buffer } {
  const zip = readFileSync(file);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  assert.ok(end >= 0, `${file} has no zip end record`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50, `central directory entry ${i} is malformed`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const read = (name: string) => {
    const entry = entries.get(name);
    assert.ok(entry, `${name} is not in the zip`);
    const local = entry.localOffset;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    const content = entry.method === 8 ? inflateRawSync(data) : Buffer.from(data);
    assert.equal(content.length, entry.size, `${name} does not inflate to its recorded size`);
    return content;
  };
  return { entries, read };
}

const templateNames = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return templateNames(path);
    return entry.endsWith('.html') ? [relative(join(theme, 'templates'), path).replace(/\.html$/, '')] : [];
  });

after(() => rmSync(work, { recursive: true, force: true }));

describe('npm run bundle (stencil bundle of markup-examples/)', () => {
  const zipPath = join(work, 'theme.zip');
  let run: { status: number | null; output: string };
  let zip: ReturnType<typeof readZip>;
  let names: string[];

  before(() => {
    names = templateNames(join(theme, 'templates'));
    run = bundle(['--out', zipPath]);
    if (run.status === 0 && existsSync(zipPath)) zip = readZip(zipPath);
  });

  test('the CLI bundles the theme without errors', () => {
    assert.equal(run.status, 0, `the bundle failed:\n${tail(run.output)}`);
    assert.ok(existsSync(zipPath), 'no zip was written');
    assert.match(run.output, /theme-tools: bundle ready: /);
  });

  test('the zip has the theme files, the built scripts and the preview images', () => {
    assert.ok(zip, 'no zip to read');
    const config = JSON.parse(zip.read('config.json').toString('utf8'));
    const expected = [
      'config.json',
      'schema.json',
      'schemaTranslations.json',
      'manifest.json',
      'lang/en.json',
      'parsed/lang.json',
      'parsed/stencilContext.json',
      'assets/dist/theme-bundle.main.js',
      `meta/${config.meta.composed_image}`,
      ...config.variations.flatMap((variation: { meta: { desktop_screenshot: string; mobile_screenshot: string } }) => [
        `meta/${variation.meta.desktop_screenshot}`,
        `meta/${variation.meta.mobile_screenshot}`,
      ]),
    ];
    for (const name of expected) assert.ok(zip.entries.has(name), `${name} is missing from the zip`);
    assert.ok(
      names.includes('layout/base') && names.some((name) => name.startsWith('pages/')),
      'markup-examples/templates has no layout/base or pages/',
    );
    for (const name of names) assert.ok(zip.entries.has(`templates/${name}.html`), `templates/${name}.html is missing from the zip`);
    // Every script the build wrote (not its source maps) travels with the theme.
    for (const file of readdirSync(join(theme, 'assets/dist')).filter((file) => file.endsWith('.js'))) {
      assert.ok(zip.entries.has(`assets/dist/${file}`), `assets/dist/${file} is missing from the zip`);
    }
  });

  test('every template is parsed: parsed/templates/<md5 of its name>.json holds it and its partials', () => {
    assert.ok(zip, 'no zip to read');
    const manifest = JSON.parse(zip.read('manifest.json').toString('utf8')) as { templates: string[] };
    assert.deepEqual([...manifest.templates].sort(), [...names].sort(), 'manifest.json lists other templates than templates/');
    const parsed = [...zip.entries.keys()].filter((name) => name.startsWith('parsed/templates/'));
    assert.equal(parsed.length, names.length, 'one parsed file per template');
    for (const name of names) {
      const file = `parsed/templates/${createHash('md5').update(name).digest('hex')}.json`;
      const text = zip.read(file).toString('utf8');
      assert.ok(
        JSON.stringify(JSON.parse(text)).length < MAX_PARSED_TEMPLATE_CHARS,
        `${name}'s parsed template is over the platform's 1 MB`,
      );
      const templates = JSON.parse(text) as Record<string, string>;
      assert.equal(templates[name], readFileSync(join(theme, 'templates', `${name}.html`), 'utf8'), `${file} does not hold ${name}`);
      for (const [partial, source] of Object.entries(templates)) {
        // The CLI only warns about a template it cannot parse; the platform would fail to render it.
        assert.doesNotThrow(() => Handlebars.parse(source), `${partial} (used by ${name}) is not valid Handlebars`);
      }
    }
    const pages = names
      .filter((name) => name.startsWith('pages/'))
      .map(
        (name) =>
          JSON.parse(zip.read(`parsed/templates/${createHash('md5').update(name).digest('hex')}.json`).toString('utf8')) as Record<
            string,
            string
          >,
      );
    for (const required of ['head.scripts', 'footer.scripts']) {
      // The platform injects its scripts (analytics, consent, checkout) through these.
      const pattern = new RegExp(`{{{?\\s*${required.replace('.', '\\.')}\\s*}}}?`);
      assert.ok(
        pages.every((templates) => Object.values(templates).some((source) => pattern.test(source))),
        `a page renders without {{${required}}}`,
      );
    }
  });

  test('the zip is within the size limit and carries no dependencies, history, tests or source maps', () => {
    assert.ok(zip, 'no zip to read');
    const size = statSync(zipPath).size;
    assert.ok(size < MAX_ZIP_BYTES, `the zip is ${size} bytes; the platform takes at most ${MAX_ZIP_BYTES}`);
    for (const name of zip.entries.keys()) {
      assert.doesNotMatch(name, /(^|\/)node_modules\//, `${name}: dependencies in the zip`);
      assert.doesNotMatch(name, /(^|\/)\.git(\/|$)/, `${name}: git data in the zip`);
      assert.doesNotMatch(name, /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)(e2e|tests?|__tests__)\//, `${name}: a test in the zip`);
      assert.doesNotMatch(name, /\.map$|\.zip$/, `${name}: a source map or an archive in the zip`);
    }
  });

  test('config.json and schema.json agree: every setting has a control, every control a setting', () => {
    assert.ok(zip, 'no zip to read');
    const config = JSON.parse(zip.read('config.json').toString('utf8')) as {
      settings: Record<string, unknown>;
      variations: Array<{ settings: Record<string, unknown> }>;
    };
    const schema = JSON.parse(zip.read('schema.json').toString('utf8')) as Array<{ settings: Array<{ id?: string }> }>;
    const controls = schema.flatMap((group) => group.settings.flatMap((setting) => (setting.id ? [setting.id] : [])));
    assert.deepEqual([...controls].sort(), Object.keys(config.settings).sort());
    for (const variation of config.variations) {
      for (const key of Object.keys(variation.settings))
        assert.ok(key in config.settings, `a variation sets ${key}, which config.json's settings do not have`);
    }
  });

  test('the preview images have the sizes the marketplace checks', () => {
    assert.ok(zip, 'no zip to read');
    const config = JSON.parse(zip.read('config.json').toString('utf8'));
    const images: Array<[string, readonly [number, number]]> = [[config.meta.composed_image, META_SIZES.composed]];
    for (const variation of config.variations) {
      images.push([variation.meta.desktop_screenshot, META_SIZES.desktop], [variation.meta.mobile_screenshot, META_SIZES.mobile]);
    }
    for (const [file, [width, height]] of images) {
      const png = zip.read(`meta/${file}`);
      assert.equal(png.toString('latin1', 12, 16), 'IHDR', `meta/${file} is not a PNG`);
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [width, height], `meta/${file} size`);
    }
  });
});

describe('npm run bundle fails loudly where the CLI does not', () => {
  // Copies of the theme whose build hook does nothing, so they bundle in a second.
  function brokenCopy(name: string): string {
    const copy = join(work, name);
    cpSync(theme, copy, { recursive: true, filter: (source) => !source.endsWith('.zip') });
    writeFileSync(
      join(copy, 'stencil.conf.cjs'),
      "if (process.send) { process.on('message', (m) => { if (m === 'production') process.send('done'); }); process.send('ready'); }\n",
    );
    return copy;
  }

  test('a build hook that fails fails the bundle (the CLI itself exits 0)', () => {
    const copy = brokenCopy('failing-hook');
    writeFileSync(
      join(copy, 'stencil.conf.cjs'),
      "if (process.send) { process.on('message', () => process.exit(1)); process.send('ready'); }\n",
    );
    const result = bundle(['--theme', copy, '--out', join(work, 'failing-hook.zip')]);
    assert.equal(result.status, 1, tail(result.output));
    assert.match(result.output, /production hook .* failed/);
    assert.ok(!existsSync(join(work, 'failing-hook.zip')));
  });

  test('a template that is not valid Handlebars fails the bundle (the CLI only warns)', () => {
    const copy = brokenCopy('broken-template');
    writeFileSync(join(copy, 'templates/pages/broken.html'), '{{#if unclosed}}\n<p>never closed</p>\n');
    const result = bundle(['--theme', copy, '--out', join(work, 'broken-template.zip')]);
    assert.equal(result.status, 1, tail(result.output));
    assert.match(result.output, /could not compile:[\s\S]*pages\/broken\.html/);
  });
});
