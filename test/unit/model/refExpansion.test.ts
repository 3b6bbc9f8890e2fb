/**
 * Issue 36, item 2: `$ref` fan-out. Small files that each `$ref` the next one ten times describe
 * millions of groups; the model reader refuses the `$ref` that would expand the configuration past
 * its bound (site/src/model/refExpansion.ts), at that `$ref`, and follows no `$ref` after it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { buildSiteModel } from '../../../site/src/model/build';
import { MAX_EXPANDED_CHARACTERS, MAX_EXPANDED_VALUES, RefExpansionBudget, valueCount } from '../../../site/src/model/refExpansion';
import { Division, SiteModel } from '../../../site/src/model/types';
import { pageEntries } from '../../../site/src/model/walk';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { refFanOutFiles } from '../../support/refFanOut';

const under = (root: string, files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([name, text]) => [`${root}/${name}`, text]));

/** An in-memory workspace that counts the questions asked of it, per kind and path. */
class CountingWorkspace extends InMemoryWorkspace {
  readonly asked = new Map<string, number>();
  private count(kind: string, path: string): void {
    this.asked.set(`${kind} ${path}`, (this.asked.get(`${kind} ${path}`) ?? 0) + 1);
  }
  override readFile(path: string): string | undefined {
    this.count('read', path);
    return super.readFile(path);
  }
  override realPath(path: string): string | undefined {
    this.count('realPath', path);
    return super.realPath(path);
  }
  get mostAsked(): number {
    return Math.max(0, ...this.asked.values());
  }
}

function divisionsOf(model: SiteModel): number {
  let count = 0;
  const walk = (division: Division): void => {
    count++;
    for (const item of division.items) if (item.kind !== 'page') walk(item);
  };
  walk(model.navigation);
  return count;
}

/** The text a location covers, in the workspace's files. */
const textAt = (ws: InMemoryWorkspace, loc: { file: string; offset: number; length: number }) => ws.readFile(loc.file)!.slice(loc.offset, loc.offset + loc.length);

describe('$ref fan-out', () => {
  it('RefExpansionBudget (the configuration\'s, not an endpoint page\'s SchemaExpansionBudget) counts values and characters across files, and once a $ref crosses a bound admits none after', () => {
    const budget = new RefExpansionBudget();
    budget.add({ values: 10, characters: 100 });
    assert.equal(budget.admit({ values: MAX_EXPANDED_VALUES - 10, characters: 0 }), undefined);
    assert.equal(budget.admit({ values: 1, characters: 0 }), '100,000 JSON values');
    assert.equal(budget.admit({ values: 0, characters: 0 }), '100,000 JSON values', 'nothing more once crossed');
    assert.deepEqual([budget.values, budget.characters], [MAX_EXPANDED_VALUES, 100]);
  });

  it('10^7 groups in 8 small files: refused at the crossing $ref in the part that holds it, the model built from what came before', () => {
    const files = refFanOutFiles(7);
    assert.ok(Object.values(files).every((text) => text.length < 1_000), 'under a kilobyte per file');
    const ws = new CountingWorkspace(under('/s', files));
    const model = buildSiteModel('/s/docs.json', ws);
    const askedOfEachAtMost = ws.mostAsked; // before this test reads the files itself

    assert.equal(model.problems.length, 1, JSON.stringify(model.problems));
    const [problem] = model.problems;
    assert.equal(problem.code, 'ref-too-large');
    assert.match(problem.loc.file, /^\/s\/part\d\.json$/, 'in the part that holds the crossing $ref, not docs.json');
    assert.match(textAt(ws, problem.loc), /^"\.\/part\d\.json"$/, 'on the $ref value');
    assert.match(problem.message, /^"\$ref" to "\.\/part\d\.json" is not followed: .*more than 100,000 JSON values.*No "\$ref" read after it is followed either\.$/);

    // What came before is read in full: the first group down to its leaf.
    let first: Division = model.navigation;
    for (let level = 1; level <= 7; level++) first = first.items[0] as Division;
    assert.equal(first.name, 'Leaf');
    assert.deepEqual(first.items.map((i) => i.kind === 'page' && i.id), ['index']);
    // What comes after is left out: the `$ref`s of the last group, read after the crossing, are
    // empty groups at those `$ref`s.
    const last = model.navigation.items[9] as Division;
    assert.equal(last.name, 'Level 1');
    assert.deepEqual(last.items.map((i) => i.kind !== 'page' && [i.name, i.items.length, i.loc.file]), Array(10).fill(['', 0, '/s/part1.json']));
    assert.deepEqual(JSON.parse(textAt(ws, (last.items[9] as Division).loc)), { $ref: './part2.json' });

    // The work stops at the bound: the expansion and the model stay under it, and no file is read
    // or resolved once per `$ref` that names it (that would be once per group).
    assert.ok(model.expansion.values <= MAX_EXPANDED_VALUES, String(model.expansion.values));
    assert.ok(divisionsOf(model) + pageEntries(model.navigation).length < MAX_EXPANDED_VALUES / 2, String(divisionsOf(model)));
    assert.equal(askedOfEachAtMost, 1);
  });

  it('a deeper fan-out (10^9 groups) costs the same: the expansion stops at the bound, whatever lies beyond', () => {
    const seven = buildSiteModel('/s/docs.json', new InMemoryWorkspace(under('/s', refFanOutFiles(7))));
    const nine = buildSiteModel('/s/docs.json', new InMemoryWorkspace(under('/s', refFanOutFiles(9))));
    assert.deepEqual(nine.problems.map((p) => p.code), ['ref-too-large']);
    assert.ok(Math.abs(divisionsOf(nine) - divisionsOf(seven)) < divisionsOf(seven) / 10, `${divisionsOf(seven)} vs ${divisionsOf(nine)}`);
  });

  it('bounds the characters expanded too: a long text named ten times per level', () => {
    const files = refFanOutFiles(3);
    const long = 'x'.repeat(60_000);
    for (const name of ['part1.json', 'part2.json', 'part3.json']) files[name] = files[name].replace('"group":', `"description": "${long}",\n  "group":`);
    const model = buildSiteModel('/s/docs.json', new InMemoryWorkspace(under('/s', files)));
    assert.deepEqual(model.problems.map((p) => p.code), ['ref-too-large']);
    assert.match(model.problems[0].message, /more than 5,000,000 characters/);
    assert.ok(model.expansion.characters <= MAX_EXPANDED_CHARACTERS);
    assert.ok(model.expansion.values < 1_000, 'few values: the characters bound, not the values one, refused it');
  });

  it('every check of the site (docs.json and each part) reports the one error, and the docs.json rules on raw JSON expand nothing', () => {
    const ws = new CountingWorkspace(under('/s', refFanOutFiles(7)));
    const service = createLanguageService(ws, (where, e) => {
      throw new Error(`${where}: ${String(e)}`);
    });
    const errors: string[] = [];
    for (const name of ['docs.json', ...Array.from({ length: 7 }, (_, i) => `part${i + 1}.json`)]) {
      const path = `/s/${name}`;
      const text = ws.readFile(path)!;
      for (const d of service.validate(TextDocument.create('file://' + path, 'json', 1, text), defaultSettings)) {
        if (d.severity !== DiagnosticSeverity.Error) continue;
        const start = TextDocument.create('', 'json', 1, text).offsetAt(d.range.start);
        const end = TextDocument.create('', 'json', 1, text).offsetAt(d.range.end);
        errors.push(`${name} ${d.code} ${text.slice(start, end)} ${/100,000 JSON values/.test(typeof d.message === 'string' ? d.message : d.message.value)}`);
      }
    }
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^part\d\.json invalid-ref "\.\/part\d\.json" true$/);
    // Eight checks: a rule that followed `$ref`s itself would read a part once per `$ref` to it.
    assert.ok(ws.mostAsked <= 8 * 4, JSON.stringify([...ws.asked].filter(([, n]) => n > 8 * 4)));
  });
});

describe('$ref per language, as real split sites write it', () => {
  const language = (code: string) =>
    JSON.stringify({
      language: code,
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: [`${code}/index`, `${code}/quickstart`] }, { group: 'Deploy', pages: [`${code}/deploy`] }] },
        { tab: 'API', groups: [{ group: 'Reference', pages: [`${code}/api/overview`] }] },
      ],
    }, null, 2);
  const codes = ['en', 'fr', 'es', 'ja'];
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0E7490' },
      navigation: { languages: codes.map((code) => (code === 'en' ? { $ref: `./${code}.json`, default: true } : { $ref: `./${code}.json` })) },
      redirects: { $ref: './redirects.json' },
    }, null, 2),
    'redirects.json': JSON.stringify([{ source: '/old', destination: '/en/index' }, { source: '/start', destination: '/en/quickstart' }], null, 2),
  };
  for (const code of codes) {
    files[`${code}.json`] = language(code);
    for (const page of ['index', 'quickstart', 'deploy', 'api/overview']) files[`${code}/${page}.mdx`] = `---\ntitle: ${page}\ndescription: The ${page} page.\n---\n\nText.\n`;
  }

  it('stays clean: every part followed, no problem, and its expansion is each file counted once', () => {
    const ws = new InMemoryWorkspace(under('/s', files));
    const model = buildSiteModel('/s/docs.json', ws);
    assert.deepEqual(model.problems, []);
    assert.equal(pageEntries(model.navigation).length, 16);
    assert.deepEqual(model.redirects.map((r) => r.source), ['/old', '/start']);
    const jsonFiles = Object.keys(files).filter((name) => name.endsWith('.json'));
    assert.equal(model.expansion.values, jsonFiles.reduce((sum, name) => sum + valueCount(parseTree(files[name])!), 0));
    assert.equal(model.expansion.characters, jsonFiles.reduce((sum, name) => sum + files[name].length, 0));

    const service = createLanguageService(ws, (where, e) => {
      throw new Error(`${where}: ${String(e)}`);
    });
    const found = jsonFiles.flatMap((name) =>
      service.validate(TextDocument.create(`file:///s/${name}`, 'json', 1, files[name]), defaultSettings).map((d) => `${name} ${d.code}`),
    );
    assert.deepEqual(found, []);
  });
});
