/**
 * `docsite llms [dir] --out DIR` (issue 25 item 3): writes llms.txt and llms-full.txt as the site
 * build would generate them (service/src/llms/), for a CI artifact, and prints their sizes and what
 * the cap dropped. Only those two names are ever written in DIR, each through a temporary file
 * renamed over it; a symlink or a folder in their place is refused, as is a symlinked folder on
 * the way inside the checkout (outputPath.ts), and DIR may not be the docs root, where an llms.txt
 * would become the site's own.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { FsWorkspace, toServicePath } from '../../host/src';
import { createLanguageService, liftedByIndexing, type LlmsPreview } from '../../service/src';
import { configFileNameOf, discoverSites } from '../../site/src';
import { displayPath, lstat } from './paths';
import { escapeControls } from './formatters/escape';
import { assertNoLinkedFolder, checkoutOf } from './outputPath';

export class LlmsRefused extends Error {}

export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** Generates both files for the one site at `dir` (a folder or its docs.json). */
export function generateLlms(dir: string, baseUrl?: string): { configPath: string; docsRoot: string; preview: LlmsPreview } {
  const root = toServicePath(path.resolve(dir));
  const workspace = new FsWorkspace();
  const isFile = fs.statSync(root).isFile();
  if (isFile && !configFileNameOf(root)) throw new LlmsRefused(`${dir} is not a docs.json or mint.json file; pass a folder or a docs.json file`);
  const sites = isFile ? [{ docsRoot: path.posix.dirname(root), configPath: root }] : discoverSites(root, workspace);
  if (sites.length === 0) throw new LlmsRefused(`no docs.json or mint.json under ${dir}`);
  if (sites.length > 1) throw new LlmsRefused(`${sites.length} sites under ${dir} (${sites.map((s) => displayPath(s.configPath)).join(', ')}): pass one site's folder`);
  const { configPath, docsRoot } = sites[0];
  return { configPath, docsRoot, preview: createLanguageService(workspace).agentFiles(configPath, baseUrl) };
}

/** Writes both files into `out` (created when missing); returns their paths. */
export function writeLlms(out: string, docsRoot: string, preview: LlmsPreview): string[] {
  const target = path.resolve(out);
  if (toServicePath(target) === docsRoot) throw new LlmsRefused(`--out ${out} is the docs root: an llms.txt there becomes the site's own, which the build serves instead of the generated one`);
  // A committed link on the way could lead into the docs root or out of the checkout.
  assertNoLinkedFolder(path.join(target, LLMS_FILES[0]), checkoutOf(docsRoot), '--out');
  fs.mkdirSync(target, { recursive: true });
  const texts = { 'llms.txt': preview.llms.text, 'llms-full.txt': preview.full.text };
  const written: string[] = [];
  for (const name of LLMS_FILES) {
    const file = path.join(target, name);
    const existing = lstat(file);
    if (existing && !existing.isFile()) throw new LlmsRefused(`${file} is not a regular file (a link or a folder); not replaced`);
    const temp = path.join(target, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      fs.writeFileSync(temp, texts[name], { flag: 'wx' });
      fs.renameSync(temp, file);
    } finally {
      fs.rmSync(temp, { force: true });
    }
    written.push(file);
  }
  return written;
}

/** What `docsite llms` prints: each file's size, and what the cap and the indexing rules left out. */
export function describeLlms(written: readonly string[], preview: LlmsPreview): string {
  const { llms } = preview;
  const n = (value: number) => value.toLocaleString('en-US');
  const lines = [`${displayPath(written[0])}: ${n(llms.text.length)} characters (cap ${n(llms.cap)})`];
  if (llms.shortened || llms.dropped.length) {
    lines.push(`  over the cap at ${n(llms.fullLength)}: ${llms.shortened} descriptions shortened, ${llms.dropped.length} pages dropped${llms.dropped.length ? ': ' + llms.dropped.join(', ') : ''}`);
  }
  lines.push(`${displayPath(written[1])}: ${n(preview.full.text.length)} characters`);
  const reasons = new Map<LlmsPreview['excluded'][number]['reason'], number>();
  for (const { reason } of preview.excluded) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const counted = (indexing: boolean) => [...reasons].filter(([reason]) => liftedByIndexing(reason) === indexing).map(([reason, count]) => `${count} ${reason}`).join(', ');
  if (counted(true)) lines.push(`left out: ${counted(true)} (seo.indexing "all" lists them)`);
  if (counted(false)) lines.push(`left out: ${counted(false)} (the build lists the default language and version only)`);
  if (preview.unread) lines.push(`not read: ${preview.unread} pages past the first ${n(20_000)}`);
  if (preview.customFile) lines.push(`note: the site has its own ${displayPath(preview.customFile)}, which the build serves instead of the generated one`);
  return lines.map(escapeControls).join('\n') + '\n';
}
