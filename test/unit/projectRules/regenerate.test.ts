/**
 * "Regenerate (show diff)" on a stale rules file (issue 25, item 2): the command's flow starts at
 * the diff of that very file, replaces it only after the confirmation, and the file it writes is no
 * longer stale. On real temporary folders, as the command runs them.
 */
import { afterEach, beforeEach, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createProjectRules, type ExistingChoice, type ProjectRulesUi } from '../../../client/src/projectRules/flow';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { pathToUri } from '../../../common/src';
import { EXAMPLE_CONFIG, exampleRepository, inProcessRulesReader } from './helpers';

let tmp: string;
beforeEach(() => {
  tmp = exampleRepository('docsite-regenerate-');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function scriptedUi(existing: (ExistingChoice | undefined)[], confirm: boolean): ProjectRulesUi & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    pickSite: async (sites) => sites[0],
    pickEditorDirectory: async () => 'AGENTS.md',
    askPublished: async () => (log.push('askPublished'), 'publish'),
    offerLegacyMove: async () => (log.push('offerLegacyMove'), false),
    askExisting: async (_p, afterDiff) => (log.push(`askExisting${afterDiff ? ' afterDiff' : ''}`), existing.shift()),
    confirmReplace: async () => (log.push('confirm'), confirm),
    showDiff: async () => void log.push('diff'),
    open: async (p) => void log.push(`open ${path.relative(tmp, p)}`),
    hasUnsavedChanges: () => false,
    info: (message) => void log.push(`info ${message.split(' ')[0]}`),
  };
}

const env = (regenerate?: { file: string; configPath?: string }) => ({ starts: [{ dir: tmp, fallbackRoot: tmp }], reader: inProcessRulesReader, appName: undefined, editorDirectorySetting: () => '', ...(regenerate ? { regenerate } : {}) });

function codes(file: string): string[] {
  const service = createLanguageService(new FsWorkspace());
  return service.validate(TextDocument.create(pathToUri(file), 'markdown', 1, fs.readFileSync(file, 'utf8'))).map((d) => String(d.code));
}

describe('Regenerate (show diff)', () => {
  it('goes straight to the diff of the stale file, replaces it after the confirmation, and the new file is up to date', async () => {
    const agents = path.join(tmp, 'AGENTS.md');
    const config = path.join(tmp, 'docs', 'docs.json');
    assert.equal((await createProjectRules(scriptedUi([], false), env())).kind, 'written');
    assert.deepEqual(codes(agents), []);
    fs.writeFileSync(config, EXAMPLE_CONFIG.replace('"Acme Weather API"', '"Acme Climate API"'));
    assert.deepEqual(codes(agents), ['rules-stale']);

    const cancelled = scriptedUi([undefined], true);
    assert.deepEqual(await createProjectRules(cancelled, env({ file: agents, configPath: config })), { kind: 'cancelled', path: agents });
    assert.deepEqual(cancelled.log, ['diff', 'askExisting afterDiff']);
    assert.deepEqual(codes(agents), ['rules-stale'], 'nothing written without the confirmation');

    const ui = scriptedUi(['replace'], true);
    assert.deepEqual(await createProjectRules(ui, env({ file: agents, configPath: config })), { kind: 'replaced', path: agents });
    assert.deepEqual(ui.log, ['diff', 'askExisting afterDiff', 'confirm', 'open AGENTS.md', 'info Replaced']);
    assert.match(fs.readFileSync(agents, 'utf8'), /Acme Climate API/);
    assert.deepEqual(codes(agents), []);
  });

  it('refuses a file that is no rules file', async () => {
    await assert.rejects(createProjectRules(scriptedUi([], true), env({ file: path.join(tmp, 'notes.md') })), /is not a project rules file/);
  });
});
