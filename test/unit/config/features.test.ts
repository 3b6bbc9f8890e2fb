import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CompletionItem, MarkupContent, TextEdit } from 'vscode-languageserver-types';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { config, makeSite, rangeOf, withCursor } from './helpers';

function complete(textWithCursor: string, extraFiles: Record<string, string> = {}) {
  const { text, position } = withCursor(textWithCursor);
  const { service, document } = makeSite(text, extraFiles);
  return { items: service.complete(document, position).items, text, document };
}

/** The document text after accepting a completion item (snippet placeholders left as written). */
function accept(document: TextDocument, item: CompletionItem): string {
  return TextDocument.applyEdits(document, [item.textEdit as TextEdit]);
}

const labels = (items: CompletionItem[]) => items.map((i) => i.label);

describe('docs.json completion', () => {
  // `topbarLinks` marks these files as the spec's old layout: without it (no `theme`, no
  // `navigation`), a docs.json is taken as today's layout, tested in today.test.ts.
  it('offers the top-level fields not yet present, required first', () => {
    const { items } = complete('{\n  "name": "Acme",\n  "topbarLinks": [],\n  |\n}');
    const names = labels(items);
    assert.ok(names.includes('navigation') && names.includes('favicon') && names.includes('modeToggle'));
    assert.ok(!names.includes('$schema'), "VS Code's JSON support already offers $schema");
    assert.ok(!names.includes('name'), 'present keys are not offered again');
    const sorted = [...items].sort((a, b) => a.sortText!.localeCompare(b.sortText!));
    assert.equal(sorted[0].label, 'navigation');
  });

  it('inserts "key": value as a snippet shaped by the type', () => {
    const { items, document } = complete('{\n  "name": "Acme",\n  "topbarLinks": [],\n  |\n}');
    const byLabel = (l: string) => items.find((i) => i.label === l)!;
    assert.equal(accept(document, byLabel('favicon')), '{\n  "name": "Acme",\n  "topbarLinks": [],\n  "favicon": "$1"\n}');
    assert.equal((byLabel('modeToggle').textEdit as TextEdit).newText, '"modeToggle": {\n\t$1\n}');
    assert.equal((byLabel('navigation').textEdit as TextEdit).newText, '"navigation": [\n\t$1\n]');
  });

  it('replaces a half-typed quoted key and adds a comma before a following property', () => {
    const { items, document } = complete('{\n  "fav|"\n  "name": "Acme"\n}');
    const item = items.find((i) => i.label === 'favicon')!;
    assert.equal(accept(document, item), '{\n  "favicon": "$1",\n  "name": "Acme"\n}');
  });

  it('offers properties at the right nesting level', () => {
    assert.deepEqual(labels(complete('{ "modeToggle": { | } }').items).sort(), ['default', 'isHidden']);
    assert.deepEqual(labels(complete('{ "colors": { "primary": "#000", "background": { | } } }').items).sort(), ['dark', 'light']);
    assert.deepEqual(labels(complete('{ "api": { "auth": { | } } }').items).sort(), ['inputPrefix', 'method', 'name']);
    assert.deepEqual(labels(complete('{ "anchors": [ { "name": "x", | } ] }').items).sort(), ['color', 'icon', 'iconType', 'isDefaultHidden', 'openapi', 'url', 'version']);
  });

  it('offers the footerSocials keys', () => {
    assert.deepEqual(labels(complete('{ "footerSocials": { | } }').items).sort(), ['bluesky', 'discord', 'earth-americas', 'facebook', 'github', 'hacker-news', 'instagram', 'linkedin', 'medium', 'podcast', 'reddit', 'slack', 'telegram', 'threads', 'twitter', 'website', 'x', 'x-twitter', 'youtube']);
  });

  it('offers enum values with their meaning', () => {
    const cases: [string, string[]][] = [
      ['{ "anchors": [ { "iconType": | } ] }', ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin']],
      ['{ "api": { "playground": { "mode": | } } }', ['show', 'simple', 'hide']],
      ['{ "api": { "auth": { "method": | } } }', ['bearer', 'basic', 'key', 'cobo']],
      ['{ "modeToggle": { "default": | } }', ['light', 'dark']],
      ['{ "topbarCtaButton": { "type": | } }', ['link', 'github']],
    ];
    for (const [text, expected] of cases) assert.deepEqual(labels(complete(text).items), expected, text);
    const { items, document } = complete('{ "modeToggle": { "default": "d|" } }');
    assert.equal(accept(document, items.find((i) => i.label === 'dark')!), '{ "modeToggle": { "default": "dark" } }');
  });

  it('offers booleans', () => {
    assert.deepEqual(labels(complete('{ "feedback": { "suggestEdit": | } }').items), ['true', 'false']);
  });

  it('offers page paths without extension, excluding pages already listed', () => {
    const { items, document } = complete('{ "navigation": [ { "group": "G", "pages": ["introduction", "|"] } ] }');
    assert.deepEqual(labels(items).filter((l) => !l.startsWith('{')), ['guides/deploy', 'guides/setup', 'quickstart'] /* no snippet: the build makes no page of one (issue 38) */);
    assert.equal(accept(document, items.find((i) => i.label === 'quickstart')!), '{ "navigation": [ { "group": "G", "pages": ["introduction", "quickstart"] } ] }');
  });

  it('offers a nested group where a page entry may go', () => {
    const { items } = complete('{ "navigation": [ { "group": "G", "pages": [ | ] } ] }');
    assert.ok(labels(items).includes('{ group, pages }'));
  });

  it('offers version names inside an anchor version', () => {
    assert.deepEqual(labels(complete('{ "versions": ["v2", "v1"], "anchors": [ { "version": "|" } ] }').items), ['v2', 'v1']);
  });

  it('survives broken input', () => {
    assert.ok(Array.isArray(complete('{ "navigation": [ { "pages": [ "|').items));
    assert.ok(Array.isArray(complete('|').items));
  });
});

describe('docs.json hover', () => {
  function hover(textWithCursor: string): string | undefined {
    const { text, position } = withCursor(textWithCursor);
    const { service, document } = makeSite(text);
    const h = service.hover(document, position);
    return h ? (h.contents as MarkupContent).value : undefined;
  }

  it('shows meaning and type on a key', () => {
    const value = hover('{ "na|me": "Acme" }')!;
    assert.match(value, /\*\*name\*\* · `string`/);
    assert.match(value, /Name of the project; used for the global title\./);
  });

  it('shows default and allowed values', () => {
    const value = hover('{ "api": { "playground": { "mo|de": "show" } } }')!;
    assert.match(value, /Allowed values: `show`, `simple`, `hide`/);
    assert.match(value, /Default: `"show"`/);
  });

  it('explains the value under the cursor', () => {
    assert.match(hover('{ "topbarCtaButton": { "type": "git|hub" } }')!, /`github`: Shows repository information/);
  });

  it('describes union types by their own declaration', () => {
    assert.match(hover('{ "lo|go": "/logo.svg" }')!, /\*\*logo\*\* · `string \| object`\n\nPath to a logo image, or an object/);
  });

  it('flags deprecated and unknown keys', () => {
    assert.match(hover('{ "api": { "maintain|Order": true } }')!, /\*\*Deprecated\.\*\*/);
    assert.match(hover('{ "topbarLinks": [], "sidebar|Style": {} }')!, /Not part of the docs.json spec/);
  });

  it('returns the hovered node range', () => {
    const { text, position } = withCursor('{ "fav|icon": "/f.png" }');
    const { service, document } = makeSite(text);
    assert.deepEqual(service.hover(document, position)!.range, rangeOf(text, '"favicon"'));
  });
});

describe('docs.json colors, links, definition and quick fixes', () => {
  it('finds every valid hex color, inside the quotes', () => {
    const text = config('"colors": { "primary": "#0D9373", "background": { "light": "#fff", "dark": "#12" } }, "anchors": [{ "url": "quickstart", "color": { "from": "#000000", "to": "#FFFFFF" } }]');
    const { service, document } = makeSite(text);
    const colors = service.documentColors(document);
    assert.deepEqual(colors.map((c) => document.getText(c.range)), ['#0D9373', '#fff', '#000000', '#FFFFFF']);
    assert.deepEqual(colors[1].color, { red: 1, green: 1, blue: 1, alpha: 1 });
    const [presentation] = service.colorPresentations(document, { red: 1, green: 0, blue: 0.5, alpha: 1 }, colors[0].range);
    assert.equal(presentation.label, '#FF0080');
  });

  it('links page paths and local assets to their files', () => {
    const text = config('"favicon": "/favicon.png", "logo": { "light": "logo/light.svg", "dark": "https://cdn/x.svg" }').replace('"quickstart"]', '"quickstart", "nope"]');
    const { service, document } = makeSite(text);
    const links = service.documentLinks(document);
    assert.deepEqual(
      links.map((l) => [document.getText(l.range), l.target]),
      [
        ['introduction', 'file:///site/introduction.mdx'],
        ['quickstart', 'file:///site/quickstart.md'],
        ['/favicon.png', 'file:///site/favicon.png'],
        ['logo/light.svg', 'file:///site/logo/light.svg'],
      ],
    );
  });

  it('goes to the page file from a navigation entry', () => {
    const { text, position } = withCursor(config().replace('"quickstart"', '"quick|start"'));
    const { service, document } = makeSite(text);
    assert.equal(service.definition(document, position)?.uri, 'file:///site/quickstart.md');
  });

  it('quick fix: a misspelt social platform becomes the closest one, and the result is clean', () => {
    const text = config('"footerSocials": { "githb": "https://github.com/acme" }');
    const { service, document } = makeSite(text);
    const diagnostics = service.validate(document);
    const [fix] = service.codeActions(document, diagnostics[0].range, diagnostics);
    assert.equal(fix.title, 'Change "githb" to "github"');
    const fixed = TextDocument.applyEdits(document, fix.edit!.changes![document.uri]);
    assert.deepEqual(makeSite(fixed).service.validate(makeSite(fixed).document), []);
  });

  it('quick fix: a misspelt enum value becomes the closest allowed value', () => {
    const text = config('"modeToggle": { "default": "drak" }');
    const { service, document } = makeSite(text);
    const diagnostics = service.validate(document);
    assert.equal(diagnostics[0].severity, DiagnosticSeverity.Error);
    const [fix] = service.codeActions(document, diagnostics[0].range, diagnostics);
    const fixed = TextDocument.applyEdits(document, fix.edit!.changes![document.uri]);
    assert.match(fixed, /"default": "dark"/);
    assert.deepEqual(makeSite(fixed).service.validate(makeSite(fixed).document), []);
  });
});
