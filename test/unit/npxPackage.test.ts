// Issue 37 item 1: `npx docsite …` downloads the npm package named docsite, an unrelated static-site
// tool with a `docsite` bin. Docsite's package is docsite-tools (common/src/docsiteCli.ts), so every
// npx line we publish or write names it. This scans the documents, the sources that print or write
// command lines, package.json, and a generated rules file, for an npx line that runs `docsite`
// without naming our package.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { NPM_PACKAGE, npxDocsite } from '../../common/src/docsiteCli';
import { EXAMPLE_CONFIG, rulesFor } from './projectRules/helpers';

const ROOT = process.cwd();

/**
 * Each npx command line in `text` that runs a `docsite` command from a package other than ours, as
 * `line N: …`. Understands the shell form (`npx --yes --package=X docsite check`) and the JSON form
 * of MCP registrations (`"command": "npx", "args": ["docsite", "mcp"]`).
 */
function strayNpx(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\bnpx\b(?![.\w-])/g)) {
      const tokens = line
        .slice(m.index! + 3)
        .replace(/"\w+"\s*:/g, ' ') // JSON keys ("args":) are not arguments
        .replace(/["'`,[\]{}]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      let pkg: string | undefined;
      let command: string | undefined;
      for (let k = 0; k < tokens.length; k++) {
        const t = tokens[k];
        if (t.startsWith('--package=')) pkg = t.slice('--package='.length);
        else if (t === '--package' || t === '-p') pkg = tokens[++k];
        else if (t.startsWith('-')) continue;
        else {
          command = t;
          break;
        }
      }
      if (command && /^docsite(@|$)/.test(command) && pkg?.replace(/@[^@]*$/, '') !== NPM_PACKAGE) found.push(`line ${i + 1}: ${line.trim()}`);
    }
  });
  return found;
}

/** Files under `dir` (relative to the repository) whose names end in one of `exts`. */
function filesUnder(dir: string, exts: string[]): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = path.join(d, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (exts.some((e) => entry.name.endsWith(e))) out.push(rel);
    }
  };
  walk(dir);
  return out;
}

describe('npx names the package: docsite-tools', () => {
  it('the scanner finds the stray forms and passes the right ones (so the scan below can fail)', () => {
    assert.deepEqual(strayNpx('npx docsite check docs').length, 1);
    assert.deepEqual(strayNpx('  - run: npx --yes docsite check docs --format github').length, 1);
    assert.deepEqual(strayNpx('{ "command": "npx", "args": ["docsite", "mcp", "docs"] }').length, 1);
    assert.deepEqual(strayNpx('claude mcp add docsite -- npx docsite@latest mcp docs').length, 1);
    assert.deepEqual(strayNpx('npx -p docsite docsite check').length, 1);
    assert.deepEqual(strayNpx('npx --package=docsite-tools docsite check docs'), []);
    assert.deepEqual(strayNpx('npx --yes -p docsite-tools@0.1.0 docsite mcp .'), []);
    assert.deepEqual(strayNpx('{ "command": "npx", "args": ["--yes", "--package=docsite-tools", "docsite", "mcp", "docs"] }'), []);
    assert.deepEqual(strayNpx('cd repo && npx tsc -p tsconfig.json; npx mint dev'), []);
    assert.deepEqual(strayNpx(npxDocsite('check docs')), []);
  });

  it("package.json's name is the one every npx line names, and the bin is still docsite", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    assert.equal(pkg.name, NPM_PACKAGE);
    assert.deepEqual(Object.keys(pkg.bin), ['docsite']);
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    assert.equal(lock.name, NPM_PACKAGE);
    assert.equal(lock.packages[''].name, NPM_PACKAGE);
  });

  it('no document, walkthrough, template or printing source has an npx docsite without the package', () => {
    const files = [
      'README.md',
      'CONTRIBUTING.md',
      'CHANGELOG.md',
      'package.json',
      ...filesUnder('docs', ['.md']),
      ...filesUnder('walkthrough', ['.md']),
      ...filesUnder('examples', ['.md', '.mdx', '.json']),
      ...filesUnder('service/src', ['.ts']),
      ...filesUnder('cli/src', ['.ts']),
      ...filesUnder('client/src', ['.ts']),
      ...filesUnder('host/src', ['.ts']),
      ...filesUnder('server/src', ['.ts']),
    ];
    assert.ok(files.length > 100, `only ${files.length} files scanned`);
    const stray = files.flatMap((f) => strayNpx(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((s) => `${f} ${s}`));
    assert.deepEqual(stray, []);
  });

  it('a generated rules file tells the assistant to run Docsite by its package', () => {
    const rules = rulesFor(JSON.parse(EXAMPLE_CONFIG));
    assert.deepEqual(strayNpx(rules), []);
    assert.ok(rules.includes(`npx --package=${NPM_PACKAGE} docsite check`), 'the rules file names the check command');
  });
});
