// Issue 37 item 8: the VSIX uses no proposed VS Code API, so it installs in VS Code forks from Open
// VSX (VSCodium, Cursor, Windsurf, Theia…): an extension that declares `enabledApiProposals` (or the
// old `enableProposedApi`) is refused by a stable build that does not allow it, and code reaching for
// a proposed API through `vscode.proposed` or by casting the `vscode` module away from its types
// (`(vscode as any)`) fails there at run time. This scans package.json and every client source.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = process.cwd();

/** The keys of a manifest that ask for proposed APIs. */
function proposalKeys(manifest: Record<string, unknown>): string[] {
  return ['enabledApiProposals', 'enableProposedApi'].filter((key) => Object.hasOwn(manifest, key));
}

/** The lines of a source that reach for a proposed API, as `line N: …`. */
function proposedAccess(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/\bvscode\s*\.\s*proposed\b|\(\s*vscode\s+as\s+(any|unknown)\b|<any>\s*vscode\b|\bvscode\s*\[\s*['"`]/.test(line)) found.push(`line ${i + 1}: ${line.trim()}`);
  });
  return found;
}

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.(ts|mts|cts|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('no proposed VS Code API (installs in VS Code forks from Open VSX)', () => {
  it('the scanners see a proposal key and proposed access', () => {
    assert.deepEqual(proposalKeys({ name: 'x', enabledApiProposals: ['chatProvider'] }), ['enabledApiProposals']);
    assert.deepEqual(proposedAccess('const a = 1;\n(vscode as any).lm.registerTool(x);\nvscode.proposed.foo();\nvscode["chat"]'), [
      'line 2: (vscode as any).lm.registerTool(x);',
      'line 3: vscode.proposed.foo();',
      'line 4: vscode["chat"]',
    ]);
    assert.deepEqual(proposedAccess('vscode.window.showInformationMessage("proposed")'), []);
  });

  it('package.json declares no API proposal', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.deepEqual(proposalKeys(manifest), []);
  });

  it('no client source reaches for a proposed API', () => {
    const files = sourcesUnder(path.join(ROOT, 'client', 'src'));
    assert.ok(files.length > 10, 'the client sources are found');
    const found = files.flatMap((file) => proposedAccess(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)} ${hit}`));
    assert.deepEqual(found, []);
  });
});
