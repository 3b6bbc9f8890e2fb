// Turns the SVG files of the three icon packages the preview supports into small lookup files:
// dist/icons/<set>/<bucket>.json, one per first character of the icon name, each a map
// name → { v: viewBox, a: root paint attributes, c: [[tag, attributes], …] }.
// The preview (extension host) then reads one bucket of a few dozen KB for an icon it has not seen,
// and the webview script carries no icon at all.
//
// Only drawing survives: the allowlisted shape elements with geometric and paint attributes, every
// colour turned into `currentColor` so that icons follow the text colour (and so dark mode). The
// renderer checks each shape again (preview/src/icons.ts) and the page sanitizer a third time, all three
// with the one SVG table, preview/src/svgAllowlist.json; this step keeps the files small and the licence
// notices in one file.
//
// Usage: node scripts/buildIcons.mjs [outDir]   (default dist/icons; skipped when up to date)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { parseFragment } from 'parse5';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Read from node_modules directly: some packages' `exports` do not expose package.json.
const packageDir = (name) => join(root, 'node_modules', name);

/** Each set: its SVG folder, and the licence file shipped next to its buckets. */
const SETS = [
  { id: 'fontawesome/solid', pkg: '@fortawesome/fontawesome-free', dir: 'svgs/solid', license: 'LICENSE.txt' },
  { id: 'fontawesome/regular', pkg: '@fortawesome/fontawesome-free', dir: 'svgs/regular', license: 'LICENSE.txt' },
  { id: 'fontawesome/brands', pkg: '@fortawesome/fontawesome-free', dir: 'svgs/brands', license: 'LICENSE.txt' },
  { id: 'lucide', pkg: 'lucide-static', dir: 'icons', license: 'LICENSE' },
  { id: 'tabler/outline', pkg: '@tabler/icons', dir: 'icons/outline', license: 'LICENSE' },
  { id: 'tabler/filled', pkg: '@tabler/icons', dir: 'icons/filled', license: 'LICENSE' },
];

/** Shape elements, the attributes kept on them and their values: the renderer's own allowlist (one table). */
const TABLE_TEXT = readFileSync(new URL('../preview/src/svgAllowlist.json', import.meta.url), 'utf8');
const TABLE = JSON.parse(TABLE_TEXT);
const { shapes: GEOMETRY, paint: PAINT } = TABLE;
const { rootPaint: ROOT_PAINT, maxValueLength: MAX_VALUE } = TABLE.icons;
const VIEW_BOX = new RegExp(TABLE.icons.viewBox);
const GEOMETRIC_VALUE = new RegExp(TABLE.icons.geometry);
const PAINT_VALUE = Object.fromEntries(Object.entries(TABLE.icons.paintValues).map(([name, source]) => [name, new RegExp(source)]));

/** A colour becomes currentColor; `none` stays; other paint attributes keep their value. */
function paintValue(name, value) {
  return name === 'fill' || name === 'stroke' ? (value === 'none' ? 'none' : 'currentColor') : value;
}

/** The listed attributes whose value the renderer's check accepts; any other is dropped. */
function attributesOf(node, names) {
  const out = {};
  for (const { name, value } of node.attrs) {
    if (!names.includes(name) || value.length > MAX_VALUE) continue;
    const kept = PAINT.includes(name) ? paintValue(name, value) : value;
    if ((PAINT_VALUE[name] ?? GEOMETRIC_VALUE).test(kept)) out[name] = kept;
  }
  return out;
}

/** One SVG file → its compact form, or undefined when it holds anything but flat allowlisted shapes (exported for tests). */
export function compact(svgText) {
  const svg = parseFragment(svgText).childNodes.find((n) => n.tagName === 'svg');
  if (!svg) return undefined;
  const viewBox = svg.attrs.find((a) => a.name === 'viewBox')?.value;
  if (!viewBox || !VIEW_BOX.test(viewBox)) return undefined;
  const children = [];
  for (const node of svg.childNodes) {
    if (!node.tagName) continue; // text and comments (the licence notice, shipped once as a file)
    const geometry = GEOMETRY[node.tagName];
    if (!geometry || node.childNodes.length) return undefined;
    const attrs = attributesOf(node, [...geometry, ...PAINT]);
    // Tabler's invisible 24×24 frame (`stroke="none" fill="none"`) draws nothing.
    if (attrs.fill === 'none' && attrs.stroke === 'none') continue;
    children.push([node.tagName, attrs]);
  }
  return children.length ? { v: viewBox, a: attributesOf(svg, ROOT_PAINT), c: children } : undefined;
}

/** The versions the files were built from: a new package version, builder or table rebuilds them. */
function stampOf() {
  const versions = {};
  for (const set of SETS) versions[set.pkg] = JSON.parse(readFileSync(join(packageDir(set.pkg), 'package.json'), 'utf8')).version;
  versions.builder = readFileSync(fileURLToPath(import.meta.url), 'utf8').length;
  versions.table = createHash('sha256').update(TABLE_TEXT).digest('hex').slice(0, 16);
  return JSON.stringify(versions);
}

export function buildIcons(outDir = join(root, 'dist/icons')) {
  const stamp = stampOf();
  const stampFile = join(outDir, 'stamp.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return { skipped: true };
  rmSync(outDir, { recursive: true, force: true });
  const counts = {};
  for (const set of SETS) {
    const from = join(packageDir(set.pkg), set.dir);
    const buckets = new Map();
    let skipped = 0;
    for (const file of readdirSync(from).filter((f) => f.endsWith('.svg')).sort()) {
      const name = file.slice(0, -4);
      const shape = compact(readFileSync(join(from, file), 'utf8'));
      if (!shape) {
        skipped++;
        continue;
      }
      const bucket = name[0];
      if (!buckets.has(bucket)) buckets.set(bucket, {});
      buckets.get(bucket)[name] = shape;
    }
    const dir = join(outDir, set.id);
    mkdirSync(dir, { recursive: true });
    for (const [bucket, icons] of buckets) writeFileSync(join(dir, `${bucket}.json`), JSON.stringify(icons));
    copyFileSync(join(packageDir(set.pkg), set.license), join(dir, 'LICENSE.txt'));
    counts[set.id] = { icons: [...buckets.values()].reduce((n, b) => n + Object.keys(b).length, 0), skipped };
  }
  writeFileSync(stampFile, stamp);
  return { skipped: false, counts };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = buildIcons(process.argv[2]);
  if (!result.skipped) console.log('icons:', JSON.stringify(result.counts));
}
