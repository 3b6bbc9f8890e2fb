/**
 * Issue 25, item 2: rules files that stay true. A generated file records what it was made from;
 * `rules-stale` flags it once the site changed, `rules-unknown-reference` flags each name a
 * hand-edited file gives that does not exist, on the word, with the closest real name. A freshly
 * generated file has no finding.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { mergeManagedSection } from '../../../service/src/projectRules/agentsFile';
import { readMarker } from '../../../service/src/projectRules/fingerprint';
import { generateProjectRulesFile, siteSnippets } from '../../../service/src/projectRules/generate';
import { siteEndpoints } from '../../../service/src/projectRules/siteFacts';
import { defaultSettings } from '../../../site/src/settings';
import { MAX_DIAGNOSTICS_PER_FILE } from '../../../service/src/diagnostics';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** Every file of a folder on disk, under `prefix` in memory. */
function load(dir: string, prefix: string, out: Record<string, string> = {}): Record<string, string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) load(full, `${prefix}/${e.name}`, out);
    else if (/\.(mdx?|json|ya?ml|svg|png|jsx|tsx)$/.test(e.name)) out[`${prefix}/${e.name}`] = fs.readFileSync(full, 'utf8');
  }
  return out;
}

const SAMPLE = load(path.join(process.cwd(), 'examples'), '/repo/docs');

/** The rules generated for the site at `docsRoot`, as the writer makes them. */
function generate(workspace: InMemoryWorkspace, docsRoot = '/repo/docs', repoRoot = '/repo'): string {
  const service = createLanguageService(workspace);
  const model = service.siteModel(`${docsRoot}/docs.json`);
  const specs = new ApiSpecCache(workspace);
  const endpoints = siteEndpoints(model, workspace, (p) => specs.get(p));
  return generateProjectRulesFile({ model, docsRoot, endpoints, snippets: siteSnippets(docsRoot, workspace) }, { repoRoot });
}

function check(workspace: InMemoryWorkspace, file: string, text: string): { diagnostics: Diagnostic[]; document: TextDocument; service: DocsLanguageService } {
  const service = createLanguageService(workspace);
  const document = TextDocument.create('file://' + file, 'markdown', 1, text);
  assert.equal(service.kindOf(document), 'projectRules', file);
  return { diagnostics: service.validate(document, defaultSettings), document, service };
}

const word = (document: TextDocument, d: Diagnostic): string => document.getText(d.range);

describe('the fingerprint of a generated rules file', () => {
  it('records the site folder, the four inputs and the text', () => {
    const marker = readMarker(generate(new InMemoryWorkspace(SAMPLE)));
    assert.ok(marker);
    assert.equal(marker.site, 'docs');
    assert.deepEqual(Object.keys(marker.parts), ['catalog', 'components', 'navigation', 'settings']);
    assert.match(marker.text ?? '', /^[0-9a-z]+$/);
  });

  it('is the same for the same site, and survives the AGENTS.md section', () => {
    const rules = generate(new InMemoryWorkspace(SAMPLE));
    assert.equal(generate(new InMemoryWorkspace(SAMPLE)), rules);
    const merged = mergeManagedSection('# Our agents\n\nRun the tests.\n', rules);
    assert.ok(merged.ok);
    assert.deepEqual(readMarker(merged.text)?.parts, readMarker(rules)?.parts);
  });
});

describe('rules-stale', () => {
  it('a fresh file has no finding, in AGENTS.md, .mintlify/AGENTS.md and .cursor/rules.md', () => {
    const workspace = new InMemoryWorkspace(SAMPLE);
    const rules = generate(workspace);
    const merged = mergeManagedSection('# Team notes\n\nUse `npm test`.\n', rules);
    assert.ok(merged.ok);
    for (const [file, text] of [['/repo/AGENTS.md', merged.text], ['/repo/.mintlify/AGENTS.md', rules], ['/repo/.cursor/rules.md', rules], ['/repo/.github/copilot-instructions.md', rules]]) {
      assert.deepEqual(check(workspace, file, text).diagnostics, [], file);
    }
  });

  it('flags the marker line once docs.json changes, naming what changed, with "Regenerate (show diff)"', () => {
    const workspace = new InMemoryWorkspace(SAMPLE);
    const merged = mergeManagedSection(undefined, generate(workspace));
    assert.ok(merged.ok);
    const config = JSON.parse(SAMPLE['/repo/docs/docs.json']);
    config.navigation[0].group = 'Renamed group';
    workspace.set('/repo/docs/docs.json', JSON.stringify(config));
    const { diagnostics, document, service } = check(workspace, '/repo/AGENTS.md', merged.text);
    assert.deepEqual(diagnostics.map((d) => d.code), ['rules-stale']);
    assert.match(word(document, diagnostics[0]) as string, /^<!-- docsite-generated-from .* -->$/);
    assert.match(String(diagnostics[0].message), /the site's navigation changed/);
    assert.deepEqual((diagnostics[0].data as { changed: string[] }).changed, ['navigation']);
    const actions = service.codeActions(document, diagnostics[0].range, diagnostics);
    assert.deepEqual(actions.map((a) => [a.title, a.command?.command, a.command?.arguments]), [
      ['Regenerate (show diff)', 'docsite.regenerateProjectRules', [{ file: '/repo/AGENTS.md', configPath: '/repo/docs/docs.json' }]],
    ]);
  });

  it('names settings when the site name changes, and snippets when one is added', () => {
    const workspace = new InMemoryWorkspace(SAMPLE);
    const rules = generate(workspace);
    const config = JSON.parse(SAMPLE['/repo/docs/docs.json']);
    workspace.set('/repo/docs/docs.json', JSON.stringify({ ...config, name: 'Another name' }));
    workspace.set('/repo/docs/snippets/new-one.mdx', 'Hello\n');
    const { diagnostics } = check(workspace, '/repo/.cursor/rules.md', rules);
    assert.deepEqual((diagnostics[0].data as { changed: string[] }).changed, ['components', 'settings']);
    assert.match(String(diagnostics[0].message), /snippets and settings changed/);
  });

  it('a hand-edited file is not called stale (regenerating would drop the edits)', () => {
    const workspace = new InMemoryWorkspace(SAMPLE);
    const rules = generate(workspace).replace('## Check your work', '## Our own rule\n\nAsk Dana first.\n\n## Check your work');
    const config = JSON.parse(SAMPLE['/repo/docs/docs.json']);
    workspace.set('/repo/docs/docs.json', JSON.stringify({ ...config, name: 'Another name' }));
    assert.deepEqual(check(workspace, '/repo/.cursor/rules.md', rules).diagnostics, []);
  });

  it("leaves a user's own AGENTS.md alone: no marker, no Docsite file", () => {
    const service = createLanguageService(new InMemoryWorkspace(SAMPLE));
    const document = TextDocument.create('file:///repo/AGENTS.md', 'markdown', 1, 'Use <Widgit> and `docsite chek`.\n');
    assert.equal(service.kindOf(document), 'other');
    assert.deepEqual(service.validate(document), []);
  });
});

describe('rules-unknown-reference in a hand-edited rules file', () => {
  const workspace = new InMemoryWorkspace(SAMPLE);
  const rules = generate(workspace);
  const edited = (extra: string) => rules.replace('## Check your work', `## Ours\n\n${extra}\n\n## Check your work`);
  const findings = (extra: string) => {
    const { diagnostics, document } = check(workspace, '/repo/.cursor/rules.md', edited(extra));
    return diagnostics.map((d) => [word(document, d), String(d.message)]);
  };

  it('a component, located on its name, with did-you-mean', () => {
    assert.deepEqual(findings('Use `<Acordion>` for long asides, and <Steps> for procedures.'), [['Acordion', 'Unknown component `Acordion`. Did you mean `Accordion`?']]);
  });

  it('an attribute in an example of a known component', () => {
    assert.deepEqual(findings('```mdx\n<Card title="A" hreff="/quickstart" icon="rocket">\n  Text\n</Card>\n```'), [['hreff', '`Card` has no attribute `hreff`. Did you mean `href`?']]);
  });

  it('a page path in backticks or a link', () => {
    const found = findings('Start at `/quickstar` and read [the guide](/introduction), then [setup](/guides/no-such-page#top).');
    assert.deepEqual(found.map((f) => f[0]), ['/quickstar', '/guides/no-such-page']);
    assert.match(found[0][1], /Did you mean `\/quickstart`\?/);
  });

  it('a docs.json setting written as a dotted key, on the unknown segment', () => {
    assert.deepEqual(findings('Set `navigation.tabz` and `api.playground.display`; see `docs.json` and `example.com`.'), [
      ['tabz', 'The docs.json setting `navigation.tabz` does not exist: no `tabz` there. Did you mean `tabs`?'],
    ]);
    assert.deepEqual(findings('Set `navigaton.tabs`.').map((f) => f[0]), ['navigaton']);
  });

  it('a docsite or mint command, in code or a fence', () => {
    assert.deepEqual(findings('Run `npx --package=docsite-tools docsite chek docs` and\n\n```bash\nmint brokenlinks\nmint dev\n```'), [
      ['chek', '`docsite chek` is no docsite command. Did you mean `check`?'],
      ['brokenlinks', '`mint brokenlinks` is no mint command. Did you mean `broken-links`?'],
    ]);
  });

  it('`npx docsite` without the package: it runs the unrelated npm package docsite; the fix names ours', () => {
    const text = edited('Run `npx docsite check docs`, `npx --yes docsite mcp docs`, `npx -p docsite-tools docsite llms . --out x` and `docsite check`.');
    const { diagnostics, document, service } = check(workspace, '/repo/.cursor/rules.md', text);
    const found = diagnostics.filter((d) => d.code === 'rules-unknown-reference').map((d) => [document.getText(d.range), d.message]);
    assert.deepEqual(found, [
      ['npx docsite', '`npx docsite` runs the npm package `docsite`, not Docsite: its package is `docsite-tools`. Write `npx --package=docsite-tools docsite`.'],
      ['npx --yes docsite', '`npx --yes docsite` runs the npm package `docsite`, not Docsite: its package is `docsite-tools`. Write `npx --package=docsite-tools docsite`.'],
    ]);
    const [action] = service.codeActions(document, diagnostics.find((d) => d.code === 'rules-unknown-reference')!.range, diagnostics);
    assert.equal(action.title, 'Change to `npx --package=docsite-tools docsite`');
    assert.match(TextDocument.applyEdits(document, action.edit!.changes![document.uri]), /Run `npx --package=docsite-tools docsite check docs`/);
  });

  it('offers the suggestion as a quick fix', () => {
    const { diagnostics, document, service } = check(workspace, '/repo/.cursor/rules.md', edited('Use `<Acordion>`.'));
    const [action] = service.codeActions(document, diagnostics[0].range, diagnostics);
    assert.equal(action.title, 'Change to `Accordion`');
    assert.equal(TextDocument.applyEdits(document, action.edit!.changes![document.uri]).includes('`<Accordion>`'), true);
  });

  it('stays bounded on a hostile file: a capped number of findings, every kind of reference', () => {
    const line = 'Use `<Widgit>`, `navigation.tabz`, `/nowhere`, `docsite chek` and <Card hreff="x">.\n';
    const { diagnostics } = check(workspace, '/repo/.cursor/rules.md', rules + line.repeat(20_000));
    assert.ok(diagnostics.length > 0 && diagnostics.length <= MAX_DIAGNOSTICS_PER_FILE + 1, String(diagnostics.length));
  });
});
