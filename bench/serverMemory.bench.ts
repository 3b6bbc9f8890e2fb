// Benchmark 5: the language server's memory (RSS) with a 10,000-page site open, and the VSIX size.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LspTestClient } from '../test/lsp/lspClient';

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function run(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-mem-'));
  const groups: { group: string; pages: string[] }[] = [];
  for (let i = 0; i < 10_000; i++) {
    const id = `s${Math.floor(i / 100)}/page-${i}`;
    fs.mkdirSync(path.join(dir, `s${Math.floor(i / 100)}`), { recursive: true });
    fs.writeFileSync(path.join(dir, id + '.mdx'), `---\ntitle: Page ${i}\ndescription: Page ${i}.\n---\n\n## Section\n\nSee [the next page](/s0/page-${(i + 1) % 100}).\n`);
    if (i % 100 === 0) groups.push({ group: `G${i}`, pages: [] });
    groups[groups.length - 1].pages.push(id);
  }
  const configText = JSON.stringify({ name: 'Big', navigation: groups }, null, 2);
  fs.writeFileSync(path.join(dir, 'docs.json'), configText);
  const client = new LspTestClient();
  const lines = ['### 5. Server memory and package size', '', '| measure | value |', '|---|---|'];
  try {
    await client.initialize(dir);
    const pid = client.pid;
    lines.push(`| server RSS after start | ${rssMb(pid).toFixed(0)} MB |`);
    const uri = 'file://' + path.join(dir, 'docs.json');
    client.open(uri, configText);
    await client.waitForDiagnostics(uri, () => true, 60_000);
    // Ten open pages, as a writer would have.
    for (let i = 0; i < 10; i++) {
      const page = path.join(dir, `s${i}/page-${i * 100}.mdx`);
      client.open('file://' + page, fs.readFileSync(page, 'utf8'), 'mdx');
      await client.waitForDiagnostics('file://' + page, () => true, 60_000);
    }
    lines.push(`| server RSS with the 10,000-page site, docs.json and 10 pages open | ${rssMb(pid).toFixed(0)} MB |`);
  } finally {
    await client.shutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const activation = path.resolve('.vscode-test/activation.json');
  if (fs.existsSync(activation)) {
    const { activationMs, vscode } = JSON.parse(fs.readFileSync(activation, 'utf8')) as { activationMs: number; vscode: string };
    lines.push(`| extension activation in code-server (VS Code ${vscode}), from the last e2e run | ${activationMs.toFixed(1)} ms |`);
  }
  const vsix = path.resolve('.vscode-test/docsite.vsix');
  if (fs.existsSync(vsix)) lines.push(`| VSIX size (.vscode-test/docsite.vsix, from the last e2e run) | ${(fs.statSync(vsix).size / 1024 / 1024).toFixed(2)} MB |`);
  return lines;
}
