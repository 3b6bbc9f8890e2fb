/** Shared fixtures for the rules-file tests. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generateProjectRulesFile } from '../../../service/src/projectRules/generate';
import { buildSiteModel } from '../../../site/src/model/build';
import type { SiteModel } from '../../../site/src/model/types';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { ProjectRulesError } from '../../../host/src/projectRulesWriter';
import type { ProjectRulesReader } from '../../../client/src/projectRules/flow';
import { handleRulesJob } from '../../../client/src/projectRules/rulesThread';
import type { RulesReply } from '../../../client/src/projectRules/rulesJob';

/** The repository's sample site. Tests run from the repository root (scripts/run-tests.mjs). */
export const EXAMPLE_CONFIG = fs.readFileSync(path.join(process.cwd(), 'examples', 'docs.json'), 'utf8');

/**
 * A temporary repository holding the sample site's docs.json in `docsFolder` (`''`: at the repository
 * root, beside AGENTS.md). Its `.git` is an empty folder: all the rules command looks for to place
 * the repository root. The real path, as the command compares its paths with the ones it reads.
 */
export function exampleRepository(prefix: string, docsFolder = 'docs'): string {
  const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  fs.mkdirSync(path.join(repo, '.git'));
  fs.mkdirSync(path.join(repo, docsFolder), { recursive: true });
  fs.writeFileSync(path.join(repo, docsFolder, 'docs.json'), EXAMPLE_CONFIG);
  return repo;
}

/** The site model of a configuration (text or value) written at `docsRoot/<fileName>`. */
export function modelFor(config: unknown, docsRoot = '/repo/docs', fileName = 'docs.json', files: Record<string, string> = {}): SiteModel {
  const configPath = `${docsRoot.replace(/\\/g, '/')}/${fileName}`;
  const text = typeof config === 'string' ? config : JSON.stringify(config);
  return buildSiteModel(configPath, new InMemoryWorkspace({ ...files, [configPath]: text }));
}

export function rulesFor(config: unknown, docsRoot = '/repo/docs', repoRoot = '/repo'): string {
  return generateProjectRulesFile({ model: modelFor(config, docsRoot) }, { repoRoot });
}

export interface FencedBlock {
  lang: string;
  body: string;
  /** 1-based line of the opening fence in the rules file. */
  line: number;
}

/** The fenced code blocks of a Markdown text, honouring fence length (```` holds ```). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split('\n');
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})(\S*)/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j].startsWith(fence) && lines[j].slice(fence.length).trim() === '' && !lines[j].startsWith(fence + '`'))) {
      body.push(lines[j]);
      j++;
    }
    if (j >= lines.length) throw new Error(`unclosed fence at line ${i + 1}`);
    blocks.push({ lang: open[2], body: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

/** The text of one `## Heading` section, up to the next level-2 heading outside code blocks. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  let fence: string | undefined;
  let end = start + 1;
  for (; end < lines.length; end++) {
    const line = lines[end];
    const f = /^`{3,}/.exec(line)?.[0];
    if (fence) {
      if (f === fence && line.trim() === fence) fence = undefined;
    } else if (f) fence = f;
    else if (line.startsWith('## ')) break;
  }
  return '\n' + lines.slice(start, end).join('\n');
}

export const BASE_SITE = { name: 'Orbit', navigation: [{ group: 'Start', pages: ['index'] }] };

/**
 * The command's reader with the rules thread's work run in this process (the same handler
 * rulesWorker.ts serves), for tests of the flow's decisions; test/unit/client/rulesWorker.test.ts
 * runs it on the real thread.
 */
export const inProcessRulesReader: ProjectRulesReader = {
  sites: async (starts, confine) => reply(handleRulesJob({ kind: 'sites', starts: [...starts], confine }), 'sites').sites,
  content: async (site, chosen) => reply(handleRulesJob({ kind: 'content', site, chosen }), 'content').content,
};

function reply<K extends RulesReply['kind']>(r: RulesReply, kind: K): Extract<RulesReply, { kind: K }> {
  if (r.kind === 'error') throw new ProjectRulesError(r.message, r.code);
  if (r.kind !== kind) throw new Error(`expected ${kind}, got ${r.kind}`);
  return r as Extract<RulesReply, { kind: K }>;
}
