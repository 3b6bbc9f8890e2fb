// Benchmark 1: our full docs.json diagnostics (schema + cross-file) against vscode-json-languageservice
// validating the same text with our schema (schema only), side by side in one run.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from 'vscode-json-languageservice';
import { FsWorkspace, toServicePath } from '../host/src/fsWorkspace';
import { createLanguageService } from '../service/src/languageService';
import { DocsWorkspace } from '../site/src/workspace';
import { InMemoryWorkspace } from '../test/support/inMemoryWorkspace';
import { fmt, median, sideBySide } from './stats';

const schema = JSON.parse(fs.readFileSync(path.resolve('schemas/docs.schema.json'), 'utf8'));
const peer = getLanguageService({});
peer.configure({ validate: true, schemas: [{ uri: 'docsite://docs.schema.json', fileMatch: ['*/docs.json'], schema }] });

let version = 0;
async function compare(label: string, file: string, text: string, workspace: DocsWorkspace, runs: number): Promise<string> {
  const ours = createLanguageService(workspace);
  const uri = 'file://' + file;
  const { a, b } = await sideBySide(
    runs,
    // A new version each run, so neither side profits from a parse cache.
    () => ours.validate(TextDocument.create(uri, 'json', ++version, text)),
    async () => {
      const doc = TextDocument.create(uri, 'json', ++version, text);
      await peer.doValidation(doc, peer.parseJSONDocument(doc));
    },
  );
  const ratio = median(a) / median(b);
  return `| ${label} | ${(text.length / 1024).toFixed(0)} KB | ${fmt(median(a))} | ${fmt(median(b))} | ${ratio.toFixed(2)}× |`;
}

/** A large but realistic config: many groups of pages that exist, colors, anchors and tabs. */
function generatedConfig(targetBytes: number): { text: string; workspace: InMemoryWorkspace } {
  const workspace = new InMemoryWorkspace();
  const groups: unknown[] = [];
  let size = 0;
  for (let g = 0; size < targetBytes; g++) {
    const pages = Array.from({ length: 20 }, (_, p) => `section-${g}/page-${p}`);
    for (const p of pages) workspace.set(`/big/${p}.mdx`, '');
    groups.push({ group: `Section ${g}`, pages });
    size += 40 + pages.join('", "').length;
  }
  const config = {
    name: 'Generated',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', background: { light: '#ffffff', dark: '#000000' } },
    anchors: [{ name: 'Section 0', url: 'section-0', icon: 'book', color: { from: '#000000', to: '#ffffff' } }],
    tabs: [{ name: 'One', url: 'section-1' }],
    navigation: groups,
  };
  const text = JSON.stringify(config, null, 2);
  workspace.set('/big/docs.json', text);
  return { text, workspace };
}

export async function run(): Promise<string[]> {
  const lines = ['### 1. docs.json diagnostics: ours (schema + cross-file) vs vscode-json-languageservice (schema only)', '', '| config | size | ours (ms, median) | peer (ms, median) | ratio |', '|---|---|---|---|---|'];
  const corpus = path.resolve('..', 'shared', 'corpus');
  const fsWorkspace = new FsWorkspace();
  for (const site of fs.readdirSync(corpus).sort()) {
    const file = path.join(corpus, site, 'docs.json');
    if (fs.existsSync(file)) lines.push(await compare(site, toServicePath(file), fs.readFileSync(file, 'utf8'), fsWorkspace, 40));
  }
  const big = generatedConfig(2 * 1024 * 1024);
  lines.push(await compare('generated', '/big/docs.json', big.text, big.workspace, 10));
  return lines;
}
