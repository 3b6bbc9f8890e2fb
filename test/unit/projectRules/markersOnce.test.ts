/**
 * A rules file's section markers are found by parsing it as Markdown (sectionMarkers.ts). The
 * language service asks whether a file is a rules file on every request (kindOf), then which part
 * of it is Docsite's to check it: each text is parsed once for all of them.
 */
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { SECTION_END, SECTION_START } from '../../../service/src/projectRules/agentsFile';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

// The module object itself (not this file's import wrapper): rulesFile.ts calls through it.
const markers = require('../../../service/src/projectRules/sectionMarkers') as typeof import('../../../service/src/projectRules/sectionMarkers');

/** A team's AGENTS.md with a Docsite section whose generated-from line was edited away: only the section markers say it is ours. */
const agents = (rule: string) => `# Agents\n\nRun \`npm test\` first.\n\n${SECTION_START}\n# Writing pages\n\n${rule}\n${SECTION_END}\n`;

describe('a rules file is parsed for its section markers once per text', () => {
  it('kindOf, validate twice and the quick fixes of one text parse it once; a new text once more', (t) => {
    const parses = mock.method(markers, 'sectionMarkers');
    t.after(() => parses.mock.restore());
    const workspace = new InMemoryWorkspace({ '/repo/docs/docs.json': JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#123456' }, navigation: { pages: [] } }) });
    const service = createLanguageService(workspace);
    const document = TextDocument.create('file:///repo/AGENTS.md', 'markdown', 1, agents('Use <Steps> for procedures.'));
    assert.equal(service.kindOf(document), 'projectRules');
    const found = service.validate(document, defaultSettings);
    service.validate(document, defaultSettings);
    service.codeActions(document, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, found, defaultSettings);
    assert.equal(parses.mock.callCount(), 1);
    const edited = TextDocument.create(document.uri, 'markdown', 2, agents('Use <Tabs> for alternatives.'));
    service.validate(edited, defaultSettings);
    assert.equal(parses.mock.callCount(), 2);
  });
});
