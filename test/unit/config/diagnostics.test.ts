import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DiagnosticSeverity, DiagnosticTag } from 'vscode-languageserver-types';
import { config, makeSite, rangeOf, validate } from './helpers';

const codes = (text: string, ...rest: Parameters<typeof validate> extends [string, ...infer R] ? R : never) =>
  validate(text, ...rest).map((d) => d.code);

describe('docs.json diagnostics', () => {
  it('a valid config has none', () => {
    assert.deepEqual(validate(config('"favicon": "/favicon.png", "logo": { "light": "/logo/light.svg" }')), []);
  });

  it('json-syntax: reports the exact spot of a syntax error', () => {
    const text = '{\n  "name": "Acme"\n  "navigation": []\n}';
    const [d] = validate(text);
    assert.equal(d.code, 'json-syntax');
    assert.equal(d.message, 'Comma expected.');
    assert.deepEqual(d.range.start, { line: 2, character: 2 });
    assert.equal(d.severity, DiagnosticSeverity.Error);
  });

  it('wrong-type: a top-level array is rejected', () => {
    assert.deepEqual(codes('[]'), ['wrong-type']);
  });

  it('missing-required: name and navigation at the top, on the opening brace', () => {
    const [d] = validate('{ "favicon": "/favicon.png" }');
    assert.equal(d.code, 'missing-required');
    assert.match(String(d.message), /`name`, `navigation`/);
    assert.deepEqual(d.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } });
  });

  it('missing-required: colors.primary, on the colors key', () => {
    const text = config('"colors": { "light": "#ffffff" }');
    const [d] = validate(text);
    assert.equal(d.code, 'missing-required');
    assert.match(String(d.message), /`primary` in `colors`/);
    assert.deepEqual(d.range, rangeOf(text, '"colors"'));
  });

  it('missing-required: background.light is a warning (real sites set one mode only)', () => {
    const text = config('"colors": { "primary": "#000", "background": { "dark": "#000000" } }');
    const [d] = validate(text);
    assert.equal(d.code, 'missing-required');
    assert.equal(d.severity, DiagnosticSeverity.Warning);
    assert.deepEqual(d.range, rangeOf(text, '"background"'));
  });

  it('missing-required: topbarCtaButton.name only for link buttons', () => {
    assert.deepEqual(codes(config('"topbarCtaButton": { "url": "https://x.dev" }')), ['missing-required']);
    assert.deepEqual(codes(config('"topbarCtaButton": { "type": "link", "url": "https://x.dev" }')), ['missing-required']);
    assert.deepEqual(codes(config('"topbarCtaButton": { "type": "github", "url": "https://github.com/a/b" }')), []);
  });

  it('wrong-type: names the expected and actual types', () => {
    const text = config('"favicon": 42');
    const [d] = validate(text);
    assert.equal(d.code, 'wrong-type');
    assert.equal(d.message, 'Incorrect type for `favicon`: expected string, found integer.');
    assert.deepEqual(d.range, rangeOf(text, '42'));
  });

  it('wrong-type: a union lists its alternatives', () => {
    const [d] = validate(config('"logo": true'));
    assert.match(String(d.message), /expected string or object, found boolean/);
  });

  it('invalid-enum: with the allowed values and a suggestion', () => {
    const text = config('"modeToggle": { "default": "drak" }');
    const [d] = validate(text);
    assert.equal(d.code, 'invalid-enum');
    assert.match(String(d.message), /Allowed values: light, dark\. Did you mean "dark"\?/);
    assert.deepEqual(d.range, rangeOf(text, '"drak"'));
  });

  it('invalid-enum: iconType, playground.mode, auth.method, CTA type', () => {
    const text = config(
      '"topAnchor": { "iconType": "bold" }, "api": { "playground": { "mode": "full" }, "auth": { "method": "oauth" } }, "topbarCtaButton": { "type": "gitlab", "url": "u", "name": "n" }',
    );
    assert.deepEqual(codes(text), ['invalid-enum', 'invalid-enum', 'invalid-enum', 'invalid-enum']);
  });

  it('invalid-color: malformed hex colors, anchors gradients included', () => {
    const text = config('"colors": { "primary": "#12345" }, "anchors": [{ "name": "A", "url": "quickstart", "color": { "from": "#fff", "to": "red" } }]');
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['invalid-color', 'invalid-color']);
    assert.deepEqual(found[0].range, rangeOf(text, '"#12345"'));
    assert.deepEqual(found[1].range, rangeOf(text, '"red"'));
  });

  it('unknown-property: a warning by default, $schema always accepted', () => {
    const text = config('"$schema": "https://example.com/s.json", "sidebarStyle": {}');
    const [d, ...rest] = validate(text);
    assert.equal(rest.length, 0);
    assert.equal(d.code, 'unknown-property');
    assert.equal(d.severity, DiagnosticSeverity.Warning);
    assert.equal(d.message, '`sidebarStyle` is not part of the docs.json spec.');
    assert.deepEqual(d.range, rangeOf(text, '"sidebarStyle"'));
  });

  it('unknown-property: follows docsite.rules.unknown-property', () => {
    const text = config('"sidebarStyle": {}');
    assert.equal(validate(text, { rules: { 'unknown-property': 'error' } })[0].severity, DiagnosticSeverity.Error);
    assert.deepEqual(validate(text, { rules: { 'unknown-property': 'off' } }), []);
  });

  it('unknown-property: the old docsite.validation.unknownProperties still counts where no rule setting is given', () => {
    const text = config('"sidebarStyle": {}');
    const legacy = (value: string, rules: Record<string, string> = {}) => validate(text, { validation: { unknownProperties: value }, rules });
    assert.equal(legacy('error')[0].severity, DiagnosticSeverity.Error);
    assert.deepEqual(legacy('ignore'), []);
    assert.equal(legacy('warning')[0].severity, DiagnosticSeverity.Warning);
    assert.equal(legacy('ignore', { 'unknown-property': 'info' })[0].severity, DiagnosticSeverity.Information, 'the rule setting wins');
  });

  it('unknown-property: suggests the closest known key', () => {
    assert.match(String(validate(config('"favicn": "/favicon.png"'))[0].message), /Did you mean `favicon`\?/);
  });

  it('nested navigation groups are accepted and checked recursively', () => {
    const text = config().replace('"quickstart"]', '"quickstart", { "group": "Guides", "pages": ["guides/setup", { "group": "Deep", "pages": ["guides/nope"] }] }]');
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['missing-page']);
    assert.deepEqual(found[0].range, rangeOf(text, '"guides/nope"'));
  });

  it('unknown-social: the networks the vendor accepts in footerSocials (twitter, youtube…) are known; another is not', () => {
    const text = config('"footerSocials": { "twitter": "https://x.com/acme", "youtube": "https://youtube.com/acme", "myspace": "https://myspace.com/acme" }');
    const [myspace, ...rest] = validate(text);
    assert.equal(rest.length, 0);
    assert.equal(myspace.code, 'unknown-social');
    assert.deepEqual(myspace.range, rangeOf(text, '"myspace"'));
    assert.match(String(myspace.message), /not an allowed footerSocials key\. Allowed keys: website, facebook, x,/);
  });

  it('deprecated: api.maintainOrder carries the deprecated tag as a hint', () => {
    const text = config('"api": { "maintainOrder": true }');
    const [d] = validate(text);
    assert.equal(d.code, 'deprecated');
    assert.equal(d.severity, DiagnosticSeverity.Hint);
    assert.deepEqual(d.tags, [DiagnosticTag.Deprecated]);
    assert.deepEqual(d.range, rangeOf(text, '"maintainOrder"'));
  });

  it('missing-page: a navigation page without a file is an error; .md and .mdx both count', () => {
    const text = config().replace('"quickstart"]', '"quickstart", "guides/setup", "/guides/deploy", "guides/missing"]');
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['missing-page']);
    assert.equal(found[0].severity, DiagnosticSeverity.Error);
    assert.deepEqual(found[0].range, rangeOf(text, '"guides/missing"'));
    assert.match(String(found[0].message), /Page "guides\/missing" does not exist/);
  });

  it('duplicate-page: the second listing is a warning that points at the first', () => {
    const text = config().replace('"quickstart"]', '"quickstart"] }, { "group": "Again", "pages": ["introduction"]');
    const [d] = validate(text);
    assert.equal(d.code, 'duplicate-page');
    assert.equal(d.severity, DiagnosticSeverity.Warning);
    assert.deepEqual(d.range, rangeOf(text, '"introduction"', 1));
    assert.match(String(d.message), /already listed in navigation \(line 3\)/);
  });

  it('unknown-version: an anchor version not in versions', () => {
    const ok = config('"versions": ["v1", "v2"], "anchors": [{ "name": "Old", "url": "quickstart", "version": "v1" }]');
    assert.deepEqual(validate(ok), []);
    const text = config('"versions": ["v1"], "anchors": [{ "name": "Old", "url": "quickstart", "version": "v3" }]');
    const [d] = validate(text);
    assert.equal(d.code, 'unknown-version');
    assert.deepEqual(d.range, rangeOf(text, '"v3"'));
    assert.equal(d.message, 'Version "v3" is not listed in `versions` (v1).');
  });

  it('missing-asset for a local logo, favicon and backgroundImage; invalid-api-source for a missing openapi file; URLs skipped', () => {
    const text = config(
      '"logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg" }, "favicon": "favicon.png", "backgroundImage": "https://cdn.x/bg.png", "openapi": ["openapi.yaml", "https://x/openapi.json"]',
    );
    const found = validate(text);
    assert.deepEqual(found.map((d) => d.code), ['missing-asset', 'invalid-api-source']);
    assert.deepEqual(found[0].range, rangeOf(text, '"/logo/dark.svg"'));
    assert.equal(found[1].message, 'OpenAPI file "openapi.yaml" does not exist under the docs root.');
    assert.deepEqual(found[1].range, rangeOf(text, '"openapi.yaml"'));
  });

  it('orphan-page: off by default, on with the setting; snippets are not pages', () => {
    const text = config();
    assert.deepEqual(validate(text), []);
    assert.deepEqual(validate(text, { rules: { 'orphan-page': 'off' } }), []);
    const found = validate(text, { rules: { 'orphan-page': 'info' } });
    assert.deepEqual(found.map((d) => d.message), ['Page "guides/deploy" is not listed in navigation.', 'Page "guides/setup" is not listed in navigation.']);
    assert.deepEqual(found.map((d) => d.severity), [DiagnosticSeverity.Information, DiagnosticSeverity.Information]);
    assert.deepEqual(found[0].range, rangeOf(text, '"navigation"'));
  });

  it('orphan-page: the rule setting alone turns it on, at the severity it names', () => {
    // Before issue 12, `error` here did nothing while docsite.validation.orphanPages was false.
    const found = validate(config(), { rules: { 'orphan-page': 'error' } });
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [['orphan-page', DiagnosticSeverity.Error], ['orphan-page', DiagnosticSeverity.Error]]);
  });

  it('orphan-page: the old docsite.validation.orphanPages still turns it on, at info', () => {
    const found = validate(config(), { validation: { orphanPages: true } });
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [['orphan-page', DiagnosticSeverity.Information], ['orphan-page', DiagnosticSeverity.Information]]);
    assert.deepEqual(validate(config(), { validation: { orphanPages: true }, rules: { 'orphan-page': 'off' } }), [], 'the rule setting wins');
  });

  it('unmatched-url-prefix: an anchor or tab url that no listed page starts with', () => {
    const text = config('"tabs": [{ "name": "G", "url": "guides" }], "anchors": [{ "name": "GitHub", "url": "https://github.com/a" }, { "name": "Intro", "url": "introduction" }]');
    const [d, ...rest] = validate(text);
    assert.equal(rest.length, 0);
    assert.equal(d.code, 'unmatched-url-prefix');
    assert.deepEqual(d.range, rangeOf(text, '"guides"', 0));
    assert.equal(d.message, 'No page in navigation starts with the tab url "guides".');
  });

  it('docsite.rules overrides a severity or turns a rule off', () => {
    const text = config().replace('"quickstart"]', '"quickstart", "nope"]');
    assert.equal(validate(text, { rules: { 'missing-page': 'warning' } })[0].severity, DiagnosticSeverity.Warning);
    assert.deepEqual(validate(text, { rules: { 'missing-page': 'off' } }), []);
  });

  it('cross-file results follow the workspace: a created page clears the error', () => {
    const text = config().replace('"quickstart"]', '"quickstart", "new-page"]');
    assert.deepEqual(codes(text), ['missing-page']);
    assert.deepEqual(codes(text, {}, { '/site/new-page.mdx': '' }), []);
  });

  it('caps the number of diagnostics of a huge broken file', () => {
    const pages = Array.from({ length: 2000 }, (_, i) => `"missing-${i}"`).join(',');
    const found = validate(`{ "name": "A", "navigation": [{ "group": "G", "pages": [${pages}] }] }`);
    assert.equal(found.length, 500);
  });
});

describe('hostile docs.json input (found by the fuzzer)', () => {
  it('deep nesting gets one located message, and no stack overflow in any provider', () => {
    const text = '{ "name": "A", "navigation": ' + '['.repeat(100_000) + ']'.repeat(100_000) + ' }';
    const { service, document } = makeSite(text);
    const diagnostics = service.validate(document);
    assert.deepEqual(diagnostics.map((d) => d.code), ['json-syntax']);
    assert.match(String(diagnostics[0].message), /Nesting is deeper than 256 levels/);
    assert.equal(diagnostics[0].range.start.character, 29 + 255, "the opening brace is the first level");
    assert.deepEqual(service.complete(document, { line: 0, character: 40 }).items, []);
    assert.equal(service.hover(document, { line: 0, character: 40 }), null);
    assert.deepEqual(service.documentColors(document), []);
    assert.deepEqual(service.documentLinks(document), []);
  });

  it('brackets inside strings do not count as nesting', () => {
    assert.deepEqual(validate(config('"favicon": "' + '['.repeat(1000) + '"').replace('"favicon"', '"logo"')).map((d) => d.code), ['missing-asset']);
  });
});
