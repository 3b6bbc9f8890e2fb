/**
 * OpenAPI files found under a docs root that lists none (openapi/scope.ts `discoveredSpecs`): kept
 * per workspace generation, which changes when a JSON/YAML file's text does, so a file that becomes
 * an OpenAPI file by a save (not by being created) is found, and one that stops being one is dropped.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { discoveredSpecs } from '../../../service/src/openapi/scope';
import { withMemos, type DocsWorkspace } from '../../../site/src/workspace';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { USERS_YAML } from './fixtures';

const PAGE = '---\ntitle: Users\nopenapi: GET /users\n---\n\nBody.\n';
const operationFindings = (service: DocsLanguageService, version: number) =>
  service
    .validate(TextDocument.create('file:///site/users.mdx', 'mdx', version, PAGE))
    .filter((d) => d.code === 'unknown-openapi-operation')
    .map((d) => String(d.message));

describe('OpenAPI files discovered under the docs root', () => {
  it('finds a file that a save turns into a spec (no file created), and drops it when it stops being one', () => {
    const workspace = new InMemoryWorkspace({
      '/site/docs.json': JSON.stringify({ name: 'Users', navigation: { pages: ['users'] } }),
      '/site/users.mdx': PAGE,
      '/site/api.yaml': '', // what "New File" leaves on disk before the spec is pasted in
    });
    const service = createLanguageService(workspace);
    const [before] = operationFindings(service, 1);
    assert.match(before, /no OpenAPI file is listed in docs.json/);

    workspace.set('/site/api.yaml', USERS_YAML);
    assert.deepEqual(operationFindings(service, 2), []);

    workspace.set('/site/api.yaml', 'name: no longer an API\n');
    assert.deepEqual(operationFindings(service, 3), [before]);
  });

  it('reads the candidates once while nothing changes, even when the first listing scans (and so bumps the generation)', () => {
    const base = new InMemoryWorkspace({ '/site/docs.json': '{}', '/site/api.yaml': USERS_YAML, '/site/other.json': '{"a": 1}' });
    const reads: string[] = [];
    let scanned = false;
    // As FsWorkspace: the first listing of a folder scans the disk into an index and bumps the generation.
    const workspace: DocsWorkspace = withMemos({
      get generation() {
        return base.generation;
      },
      fileExists: (p) => base.fileExists(p),
      readFile: (p) => (reads.push(p), base.readFile(p)),
      listFiles: (dir) => {
        if (!scanned) (scanned = true), base.generation++;
        return base.listFiles(dir);
      },
      realPath: (p) => base.realPath(p),
    });
    assert.deepEqual(discoveredSpecs('/site', workspace), ['api.yaml']);
    assert.deepEqual(discoveredSpecs('/site', workspace), ['api.yaml']);
    assert.deepEqual(reads.sort(), ['/site/api.yaml', '/site/other.json']);
    base.set('/site/other.json', 'swagger: "2.0"\n');
    assert.deepEqual(discoveredSpecs('/site', workspace), ['api.yaml', 'other.json']);
  });

  it('on the disk: FsWorkspace.fileChanged (a watcher "changed" event) lets discovery see the saved text', () => {
    const root = toServicePath(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-discover-')));
    try {
      fs.writeFileSync(root + '/docs.json', '{}');
      fs.writeFileSync(root + '/api.yaml', '');
      const disk = new FsWorkspace();
      const workspace = withMemos(disk);
      assert.deepEqual(discoveredSpecs(root, workspace), []);
      fs.writeFileSync(root + '/api.yaml', USERS_YAML);
      assert.deepEqual(discoveredSpecs(root, workspace), [], 'no event yet: the memo stands (nothing is re-read per call)');
      disk.fileChanged(root + '/api.yaml');
      assert.deepEqual(discoveredSpecs(root, workspace), ['api.yaml']);
      fs.writeFileSync(root + '/api.yaml', 'name: plain data\n');
      disk.fileChanged(root + '/api.yaml');
      assert.deepEqual(discoveredSpecs(root, workspace), []);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
