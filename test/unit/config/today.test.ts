import { buildSiteModel } from '../../../site/src/model/build';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, MarkupContent, TextEdit } from 'vscode-languageserver-types';
import { parseConfigDocument } from '../../../service/src/config/configDocument';
import { validateConfig } from '../../../service/src/config/validate';
import { resolveSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { makeSite, rangeOf, today, validate, withCursor } from './helpers';


function complete(textWithCursor: string): string[] {
  const { text, position } = withCursor(textWithCursor);
  const { service, document } = makeSite(text);
  return service.complete(document, position).items.map((i) => i.label);
}

function hover(textWithCursor: string): string {
  const { text, position } = withCursor(textWithCursor);
  const { service, document } = makeSite(text);
  return (service.hover(document, position)!.contents as MarkupContent).value;
}

const sorted = (list: string[]) => [...list].sort();
const CHILDREN_OF_TAB = ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'];
const SOURCES = ['openapi', 'asyncapi', 'global'];

describe("today's layout: schema choice", () => {
  it('a valid today-layout docs.json has no diagnostics (favicon and logo as light/dark pairs too)', () => {
    const text = today(undefined, '"favicon": { "light": "/favicon.png", "dark": "/favicon.png" }, "logo": { "light": "/logo/light.svg", "dark": "/logo/light.svg" }');
    assert.deepEqual(validate(text), []);
  });

  it('a half-pair favicon is a missing-required error on the favicon key', () => {
    const text = today(undefined, '"favicon": { "light": "/favicon.png" }');
    const [d, ...rest] = validate(text);
    assert.equal(rest.length, 0);
    assert.equal(d.code, 'missing-required');
    assert.match(String(d.message), /`dark` in `favicon`/);
    assert.deepEqual(d.range, rangeOf(text, '"favicon"'));
  });

  it('the old layout keeps its own schema: favicon pairs are still a wrong type there', () => {
    const text = '{ "name": "A", "navigation": [{ "group": "G", "pages": ["introduction"] }], "favicon": { "light": "/favicon.png", "dark": "/favicon.png" } }';
    assert.deepEqual(validate(text).map((d) => d.code), ['wrong-type']);
  });

  it('theme, name, colors and navigation are required; the theme is an enum', () => {
    const [d] = validate('{ "theme": "venus" }');
    assert.equal(d.code, 'missing-required');
    assert.match(String(d.message), /`name`, `navigation`, `colors`/);
    const text = today().replace('"mint"', '"mintt"');
    const found = validate(text);
    assert.deepEqual(found.map((x) => x.code), ['invalid-enum']);
    assert.match(String(found[0].message), /Did you mean "mint"\?/);
  });

  it('colors are hex codes with swatches; a bad one is invalid-color', () => {
    const text = today().replace('#0E7490', 'green');
    const [d] = validate(text);
    assert.equal(d.code, 'invalid-color');
    assert.deepEqual(d.range, rangeOf(text, '"green"'));
    const { service, document } = makeSite(today(undefined, '"background": { "color": { "light": "#fff", "dark": "#000000" } }'));
    assert.deepEqual(service.documentColors(document).map((c) => document.getText(c.range)), ['#0E7490', '#fff', '#000000']);
  });

  it('page paths in divisions are links and are checked; logo and favicon are asset links', () => {
    const text = today('{ "tabs": [{ "tab": "Guides", "groups": [{ "group": "G", "root": "guides/setup", "pages": ["introduction", "nope"] }] }] }', '"favicon": "/favicon.png"');
    const { service, document } = makeSite(text);
    assert.deepEqual(service.documentLinks(document).map((l) => document.getText(l.range)), ['guides/setup', 'introduction', '/favicon.png']);
    const missing = service.validate(document).filter((d) => d.code === 'missing-page');
    assert.deepEqual(missing.map((d) => d.range), [rangeOf(text, '"nope"')]);
  });

  it('a { "$ref": … } object is accepted where an object or an array goes, without complaint about its key', () => {
    const text = today('{ "languages": [{ "$ref": "./fr.json" }, { "language": "en", "pages": ["introduction"] }] }', '"redirects": { "$ref": "./redirects.json" }, "navbar": { "$ref": "./navbar.json", "linkz": [] }');
    const parts = {
      '/site/fr.json': '{ "language": "fr", "pages": ["introduction"] }',
      '/site/redirects.json': '[{ "source": "/a", "destination": "/introduction" }]',
      '/site/navbar.json': '{ "links": [] }',
    };
    const found = validate(text, {}, parts);
    assert.deepEqual(found.map((d) => [d.code, String(d.message).split(':')[0]]), [['unknown-property', '`navbar.linkz` is not a docs.json key here']]);
    // The same files missing: each $ref is reported where it is written.
    const missing = validate(text);
    const at = (r: { start: { character: number } }) => r.start.character;
    assert.deepEqual(
      missing.filter((d) => d.code === 'invalid-ref').map((d) => d.range).sort((a, b) => at(a) - at(b)),
      ['"./fr.json"', '"./redirects.json"', '"./navbar.json"'].map((r) => rangeOf(text, r)).sort((a, b) => at(a) - at(b)),
    );
  });
});

describe("today's layout: new rules", () => {
  it('navigation-layout: an array navigation with a modern theme is one error at the value, nothing else', () => {
    const nav = '[{ "group": "G", "pages": ["nope"] }]';
    const text = today(nav);
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['navigation-layout']);
    assert.equal(found[0].severity, DiagnosticSeverity.Error);
    assert.deepEqual(found[0].range, rangeOf(text, nav));
    assert.match(String(found[0].message), /today's layout.*object of divisions/);
  });

  it('navigation-layout: an object navigation in mint.json (always the old layout) is one error', () => {
    const nav = '{ "tabs": [{ "tab": "T", "pages": ["introduction"] }] }';
    const text = `{ "name": "A", "favicon": "/favicon.svg", "colors": { "primary": "#123456" }, "navigation": ${nav} }`;
    const document = TextDocument.create('file:///site/mint.json', 'json', 1, text);
    const config = parseConfigDocument(document, '/site/mint.json');
    assert.equal(config.layout, 'legacy');
    const workspace = new InMemoryWorkspace({ '/site/mint.json': text, '/site/introduction.mdx': '', '/site/favicon.svg': '<svg/>' });
    const site = { model: buildSiteModel('/site/mint.json', workspace, text), apiSpec: () => undefined };
    const found = validateConfig(config, workspace, resolveSettings({}), site);
    assert.deepEqual(found.map((d) => d.code), ['navigation-layout']);
    assert.deepEqual(found[0].range, rangeOf(text, nav));
    assert.match(String(found[0].message), /old layout.*array of groups/);
  });

  it('empty-navigation: an object with no child collection is an error at the navigation key', () => {
    const text = today('{ "global": { "anchors": [{ "anchor": "GitHub", "href": "https://github.com" }] } }');
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['empty-navigation']);
    assert.deepEqual(found[0].range, rangeOf(text, '"navigation"'));
  });

  it('ignored-child-collection: the later collection is a warning at its key, naming the one used', () => {
    const nav = '{ "dropdowns": [{ "dropdown": "D", "pages": ["quickstart"], "groups": [{ "group": "G", "pages": ["introduction"] }] }] }';
    const text = today(nav);
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['ignored-child-collection']);
    assert.equal(found[0].severity, DiagnosticSeverity.Warning);
    assert.deepEqual(found[0].range, rangeOf(text, '"pages"', 0));
    assert.match(String(found[0].message), /^`pages` is ignored: `navigation\.dropdowns\[0\]` also has `groups`/);
  });

  it('ignored-child-collection: at the root, in the root order; href counts as a child too', () => {
    const text = today('{ "tabs": [{ "tab": "Blog", "href": "https://acme.dev/blog", "pages": ["quickstart"] }], "versions": [{ "version": "v1", "pages": ["introduction"] }] }');
    const found = validate(text).filter((d) => d.code === 'ignored-child-collection');
    assert.deepEqual(found.map((d) => d.range), [rangeOf(text, '"tabs"'), rangeOf(text, '"pages"')]);
    assert.match(String(found[0].message), /`tabs` is ignored: `navigation` also has `versions`/);
    assert.match(String(found[1].message), /`pages` is ignored: `navigation\.tabs\[0\]` also has `href`/);
  });

  it('unknown keys: a warning at the key with the closest known key, and a quick fix', () => {
    const text = today('{ "tabz": [], "groups": [{ "group": "G", "pages": ["introduction"], "expandd": true }] }', '"apearance": { "default": "dark" }');
    const { service, document } = makeSite(text);
    const found = service.validate(document);
    assert.deepEqual(found.map((d) => [d.code, d.severity, document.getText(d.range)]), [
      ['unknown-property', DiagnosticSeverity.Warning, '"tabz"'],
      ['unknown-property', DiagnosticSeverity.Warning, '"expandd"'],
      ['unknown-property', DiagnosticSeverity.Warning, '"apearance"'],
    ]);
    assert.match(String(found[0].message), /`navigation\.tabz` is not a docs.json key here: the site build ignores it\. Did you mean `tabs`\?/);
    assert.match(String(found[1].message), /Did you mean `expanded`\?/);
    const [fix] = service.codeActions(document, found[2].range, [found[2]]);
    assert.equal((fix.edit!.changes![document.uri][0] as TextEdit).newText, '"appearance"');
  });

  it('unknown keys: wrong nesting (tabs in a tab, menu in a group) is a warning, the kind is not allowed there', () => {
    const text = today('{ "tabs": [{ "tab": "A", "tabs": [] , "groups": [{ "group": "G", "pages": ["introduction"], "menu": [] }] }] }');
    const found = validate(text);
    assert.deepEqual(found.map((d) => [d.code, d.severity, d.range]), [
      ['unknown-property', DiagnosticSeverity.Warning, rangeOf(text, '"tabs"', 1)],
      ['unknown-property', DiagnosticSeverity.Warning, rangeOf(text, '"menu"')],
    ]);
  });

  it('unknown keys: an old top-level key says where it went', () => {
    const [d] = validate(today(undefined, '"modeToggle": { "default": "dark" }'));
    assert.match(String(d.message), /In today's layout this is `appearance`\./);
  });

  it('unknown keys in a strict object (colors, integrations, global) are errors; graphql outside a tab too', () => {
    const text = today(
      '{ "global": { "linkz": [] }, "anchors": [{ "anchor": "A", "graphql": "schema.graphql", "pages": ["introduction"] }] }',
      '"integrations": { "ga5": { "measurementId": "G-1" } }',
    ).replace('"primary": "#0E7490"', '"primary": "#0E7490", "secondary": "#000"');
    const found = validate(text);
    assert.deepEqual(found.map((d) => [d.code, d.severity, d.range]), [
      ['unknown-property', DiagnosticSeverity.Error, rangeOf(text, '"secondary"')],
      ['unknown-property', DiagnosticSeverity.Error, rangeOf(text, '"linkz"')],
      ['unknown-property', DiagnosticSeverity.Error, rangeOf(text, '"graphql"')],
      ['unknown-property', DiagnosticSeverity.Error, rangeOf(text, '"ga5"')],
    ]);
    assert.match(String(found[0].message), /accepts only `primary`, `light`, `dark`/);
    assert.match(String(found[2].message), /Only a tab may hold a `graphql` source/);
    assert.match(String(found[3].message), /Did you mean `ga4`\?/);
  });

  it('footer.socials: an unknown platform is an error (the build checks the keys)', () => {
    const text = today(undefined, '"footer": { "socials": { "x": "https://x.com/a", "myspace": "https://myspace.com/a" } }');
    const found = validate(text);
    assert.deepEqual(found.map((d) => [d.code, d.severity, d.range]), [['unknown-social', DiagnosticSeverity.Error, rangeOf(text, '"myspace"')]]);
    assert.match(String(found[0].message), /not an allowed footer\.socials key/);
  });
});

describe("today's layout: completion offers exactly the keys of each navigation level", () => {
  it('at the navigation root', () => {
    assert.deepEqual(sorted(complete(today('{ | }'))), sorted(['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'global', 'directory']));
  });

  it('inside a tab (menu allowed, no tabs, graphql and sdk allowed)', () => {
    assert.deepEqual(sorted(complete(today('{ "tabs": [{ "tab": "T", | }] }'))), sorted(['icon', 'hidden', 'searchable', 'align', 'directory', ...CHILDREN_OF_TAB, ...SOURCES, 'graphql', 'sdk']));
  });

  it('inside a tab that already has a child collection: no second collection is offered', () => {
    assert.deepEqual(sorted(complete(today('{ "tabs": [{ "tab": "T", "pages": [], | }] }'))), sorted(['icon', 'hidden', 'searchable', 'align', 'directory', ...SOURCES, 'graphql', 'sdk']));
  });

  it("inside a group in a group's pages", () => {
    assert.deepEqual(
      sorted(complete(today('{ "groups": [{ "group": "G", "pages": ["introduction", { "group": "N", | }] }] }'))),
      sorted(['public', 'boost', 'icon', 'hidden', 'searchable', 'root', 'tag', 'expanded', 'directory', 'openapi', 'asyncapi', 'sdk', 'pages']),
    );
  });

  it('in a menu item (no menu inside, tabs allowed)', () => {
    assert.deepEqual(
      sorted(complete(today('{ "tabs": [{ "tab": "T", "menu": [{ "item": "I", | }] }] }'))),
      sorted(['icon', 'description', 'hidden', 'directory', 'href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages', ...SOURCES]),
    );
  });

  it("page paths inside a group's pages, and a new group or division item as a snippet", () => {
    const pages = complete(today('{ "groups": [{ "group": "G", "pages": ["introduction", "|"] }] }'));
    assert.deepEqual(pages.filter((l) => !l.startsWith('{')), ['guides/deploy', 'guides/setup', 'quickstart'] /* no snippet: the build makes no page of one (issue 38) */);
    assert.ok(complete(today('{ "groups": [{ "group": "G", "pages": [ | ] }] }')).includes('{ group }'));
    assert.ok(complete(today('{ "tabs": [ | ] }')).includes('{ tab }'));
  });

  it('locales in a language division; top-level keys of today, not of the old layout', () => {
    assert.ok(complete(today('{ "languages": [{ "language": "f|" }] }')).includes('fr-CA'));
    const top = complete('{\n  "theme": "mint",\n  |\n}');
    assert.ok(top.includes('appearance') && top.includes('navbar') && top.includes('contextual'));
    assert.ok(!top.includes('modeToggle') && !top.includes('topbarLinks'));
  });
});

describe("today's layout: hover names the division kind", () => {
  it('on a collection key', () => {
    assert.match(hover(today('{ "ta|bs": [] }')), /^\*\*tabs\*\* · `object\[\]`\n\nTabs division: tabs along the top of the page/);
    assert.match(hover(today('{ "tabs": [{ "tab": "T", "me|nu": [] }] }')), /Menu division: a menu inside a tab or product/);
    assert.match(hover(today('{ "gro|ups": [] }')), /Groups division: sidebar sections/);
  });

  it('on an identity key and on an item', () => {
    assert.match(hover(today('{ "anchors": [{ "anc|hor": "API" }] }')), /Label of this anchor: a link at the top of the sidebar/);
    assert.match(hover(today('{ "languages": [{ "language": "f|r" }] }')), /Locale of this language division/);
  });

  it('on a key that is not allowed there', () => {
    assert.match(hover(today('{ "groups": [{ "group": "G", "me|nu": [] }] }')), /Not a docs.json key here: the site build ignores it\./);
  });
});

describe('layout detection with the old layout\'s nested and dropped keys', () => {
  const layoutOf = (text: string) => parseConfigDocument(makeSite(text).document, '/site/docs.json').layout;
  it('old-only keys mark a file without navigation as the old layout; others default to today', () => {
    assert.equal(layoutOf('{ "analytics": {} }'), 'legacy');
    assert.equal(layoutOf('{ "api": { "playground": { "mode": "show" } } }'), 'legacy');
    assert.equal(layoutOf('{ "api": { "playground": { "display": "simple" } } }'), 'today');
    assert.equal(layoutOf('{ "colors": { "primary": "#000", "background": { "dark": "#000" } } }'), 'legacy');
    assert.equal(layoutOf('{ "name": "A" }'), 'today');
    assert.equal(layoutOf('{ "theme": "mint", "analytics": {} }'), 'today');
  });
});
