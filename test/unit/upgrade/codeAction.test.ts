import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument } from '../../../service/src/config/configDocument';
import { upgradeCodeActions } from '../../../service/src/upgrade/codeAction';
import { upgradeActionsThroughService } from './upgradeActions';

const OLD = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['introduction'] }] }, null, 2);
const TODAY = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'Start', pages: ['introduction'] }] } }, null, 2);

describe('upgrade code action', () => {
  it('is offered on an old-layout docs.json, running the upgrade command with the file', () => {
    const actions = upgradeActionsThroughService(OLD);
    assert.equal(actions.length, 1);
    assert.equal(actions[0].title, 'Upgrade docs.json to the current layout…');
    assert.deepEqual(actions[0].command, { title: actions[0].title, command: 'docsite.upgradeConfig', arguments: ['file:///site/docs.json'] });
    assert.equal(actions[0].edit, undefined);
  });

  it('is not offered on a today-layout docs.json (the real sites: test/corpus/upgrade/codeAction.test.ts)', () => {
    assert.deepEqual(upgradeActionsThroughService(TODAY), []);
  });

  it('is offered on a mint.json, and not on other JSON files', () => {
    const mint = parseConfigDocument(TextDocument.create('file:///site/mint.json', 'json', 1, OLD), '/site/mint.json');
    const [action] = upgradeCodeActions(mint);
    assert.equal(action.title, 'Upgrade mint.json to a docs.json in the current layout…');
    assert.deepEqual(action.command?.arguments, ['file:///site/mint.json']);
    const other = parseConfigDocument(TextDocument.create('file:///site/package.json', 'json', 1, OLD), '/site/package.json');
    assert.deepEqual(upgradeCodeActions(other), []);
  });
});
