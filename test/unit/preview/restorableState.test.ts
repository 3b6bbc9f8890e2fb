import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restorableState, workspacePageUri } from '../../../client/src/preview/restorableState';

const FOLDERS = ['/work/site'];

describe('preview restore: only pages inside the workspace', () => {
  it('restores a page of a workspace folder, with its typed fields', () => {
    assert.deepEqual(restorableState({ resource: 'file:///work/site/guides/a.mdx', locked: true, mode: 'dark', version: 'v2', line: 12 }, FOLDERS), {
      resource: 'file:///work/site/guides/a.mdx',
      locked: true,
      mode: 'dark',
      version: 'v2',
      line: 12,
      operation: undefined,
    });
  });

  it('keeps a navigation operation on show, and nothing that is not one', () => {
    const saved = (operation: unknown) => restorableState({ resource: 'file:///work/site/a.mdx', operation }, FOLDERS)?.operation;
    assert.equal(saved('GET /users'), 'GET /users');
    assert.equal(saved('openapi.yaml POST /users/{id}'), 'openapi.yaml POST /users/{id}');
    for (const bad of ['GET /x"\ntitle: injected', 'GET users', '/users', 42, 'GET /' + 'a'.repeat(600)]) assert.equal(saved(bad), undefined, JSON.stringify(bad));
  });

  it('ignores a state naming a file outside the workspace folders', () => {
    for (const resource of [
      'file:///root/.ssh/id_rsa',
      'file:///root/.ssh/id_rsa.md',
      'file:///work/site/../secret/a.mdx',
      'file:///work/site/%2e%2e/secret/a.mdx',
      'file:///work/site-other/a.mdx',
      'file:///work/a.mdx',
      'file:///etc/passwd',
    ]) {
      assert.equal(restorableState({ resource, locked: false }, FOLDERS), undefined, resource);
    }
  });

  it('ignores what is not a page file URI', () => {
    for (const resource of [
      'file:///work/site/.env',
      'file:///work/site/docs.json',
      'https://attacker.test/a.mdx',
      'vscode-remote://host/work/site/a.mdx',
      'file://otherhost/work/site/a.mdx',
      'file:///work/site/a.mdx?x=1',
      'untitled:a.mdx',
      'not a uri',
    ]) {
      assert.equal(workspacePageUri(resource, FOLDERS), undefined, resource);
    }
    assert.equal(restorableState(undefined, FOLDERS), undefined);
    assert.equal(restorableState({ resource: 42 }, FOLDERS), undefined);
    assert.equal(restorableState({ resource: 'file:///work/site/a.mdx' }, []), undefined, 'no folder open: nothing restores');
  });

  it('follows symlinks: a link inside the workspace to a file outside it is refused', () => {
    const links: Record<string, string> = { '/work/site/leak.mdx': '/root/notes.mdx', '/work/site/ok.mdx': '/work/site/real/ok.mdx' };
    const realPath = (p: string): string | undefined => links[p] ?? p;
    assert.equal(workspacePageUri('file:///work/site/leak.mdx', FOLDERS, realPath), undefined);
    assert.equal(workspacePageUri('file:///work/site/ok.mdx', FOLDERS, realPath), 'file:///work/site/ok.mdx');
    assert.equal(workspacePageUri('file:///work/site/gone.mdx', FOLDERS, () => undefined), undefined, 'a file that no longer exists');
  });

  it('drops fields of the wrong type', () => {
    assert.deepEqual(restorableState({ resource: 'file:///work/site/a.md', locked: 'yes', mode: 'sepia', version: 3, line: -1 }, FOLDERS), {
      resource: 'file:///work/site/a.md',
      locked: false,
      mode: undefined,
      version: undefined,
      line: undefined,
      operation: undefined,
    });
  });
});
