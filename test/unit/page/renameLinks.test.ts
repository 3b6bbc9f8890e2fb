import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TextEdit } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FM = '---\ntitle: T\ndescription: D.\n---\n\n';
const config = '{ "name": "A", "navigation": [{ "group": "G", "pages": ["intro", "guides/setup"] }] }';

function site(pages: Record<string, string>) {
  const workspace = new InMemoryWorkspace({ '/s/docs.json': config, ...pages });
  const service = createLanguageService(workspace);
  const configDoc = TextDocument.create('file:///s/docs.json', 'json', 1, config);
  return { workspace, service, configDoc };
}

function applied(workspace: InMemoryWorkspace, changes: Record<string, TextEdit[]>, path: string): string {
  const text = workspace.readFile(path)!;
  const edits = changes['file://' + path] ?? [];
  return TextDocument.applyEdits(TextDocument.create('file://' + path, 'mdx', 0, text), edits);
}

describe('renaming a page updates the links to it', () => {
  it('rewrites absolute, relative and href links, keeping fragments, and the navigation entry', () => {
    const { workspace, service, configDoc } = site({
      '/s/intro.mdx': FM + 'Read [setup](/guides/setup#install) and <Card title="S" href="/guides/setup" />.\n',
      '/s/guides/setup.mdx': FM + '## Install\n',
      '/s/guides/other.mdx': FM + 'See [the setup](./setup) or [this](setup.mdx).\n',
    });
    const { changes } = service.renameEdits([configDoc], [{ oldPath: '/s/guides/setup.mdx', newPath: '/s/start/setup.mdx' }]);
    assert.equal(
      applied(workspace, changes!, '/s/intro.mdx'),
      FM + 'Read [setup](/start/setup#install) and <Card title="S" href="/start/setup" />.\n',
    );
    assert.equal(applied(workspace, changes!, '/s/guides/other.mdx'), FM + 'See [the setup](../start/setup) or [this](../start/setup.mdx).\n');
    assert.deepEqual(changes!['file:///s/docs.json'].map((e) => e.newText), ['start/setup']);
  });

  it('follows a renamed folder and leaves unrelated links alone', () => {
    const { workspace, service, configDoc } = site({
      '/s/intro.mdx': FM + '[a](/guides/setup) [b](/intro) [c](https://example.com/guides/setup)\n',
      '/s/guides/setup.mdx': FM,
    });
    const { changes } = service.renameEdits([configDoc], [{ oldPath: '/s/guides', newPath: '/s/how-to' }]);
    assert.equal(applied(workspace, changes!, '/s/intro.mdx'), FM + '[a](/how-to/setup) [b](/intro) [c](https://example.com/guides/setup)\n');
  });

  it('uses the open editor text when given', () => {
    const { service, configDoc } = site({ '/s/intro.mdx': FM + 'old\n', '/s/guides/setup.mdx': FM });
    const open = FM + 'now [x](/guides/setup)\n';
    const { changes } = service.renameEdits([configDoc], [{ oldPath: '/s/guides/setup.mdx', newPath: '/s/setup.mdx' }], (p) => (p === '/s/intro.mdx' ? open : undefined));
    assert.deepEqual(changes!['file:///s/intro.mdx'].map((e) => e.newText), ['/setup']);
  });

  it('moving a folder keeps the links of the moved pages working, to moved and to unmoved pages', () => {
    const { workspace, service, configDoc } = site({
      '/s/intro.mdx': FM,
      '/s/guides/setup.mdx': FM + '[next](/guides/deploy) [sibling](./deploy) [home](../intro) [top](/intro)\n',
      '/s/guides/deploy.mdx': FM,
    });
    const { changes } = service.renameEdits([configDoc], [{ oldPath: '/s/guides', newPath: '/s/tutorials/basics' }]);
    assert.equal(applied(workspace, changes!, '/s/guides/setup.mdx'), FM + '[next](/tutorials/basics/deploy) [sibling](./deploy) [home](../../intro) [top](/intro)\n');
  });
});
