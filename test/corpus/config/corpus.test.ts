import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { pathToUri } from '../../../common/src';

/** The real sites shipped beside the repository (CI clones it next to shared/). */
export const CORPUS = path.resolve('..', 'shared', 'corpus');

/** The only real defects in the corpus configs: navigation entries whose page file is missing. */
const EXPECTED_ERRORS = [
  'AgentOps-AI__agentops: missing-page v1/integrations/agents_sdk',
  'keephq__keep: missing-page deployment/openshift',
  'keephq__keep: missing-page providers/documentation/microsoft-planner-provider',
];

describe('docs.json diagnostics on the real corpus', () => {
  it('finds exactly the three broken navigation entries and no other error', () => {
    const sites = fs.readdirSync(CORPUS).filter((d) => fs.existsSync(path.join(CORPUS, d, 'docs.json')));
    assert.equal(sites.length, 11, `expected 11 corpus sites in ${CORPUS}`);
    const service = createLanguageService(new FsWorkspace(), (where, e) => assert.fail(`${where}: ${String(e)}`));
    const errors: string[] = [];
    for (const site of sites) {
      const file = toServicePath(path.join(CORPUS, site, 'docs.json'));
      const document = TextDocument.create(pathToUri(file), 'json', 1, fs.readFileSync(file, 'utf8'));
      for (const d of service.validate(document)) {
        if (d.severity !== DiagnosticSeverity.Error) continue;
        const entry = JSON.parse(document.getText(d.range)) as string;
        errors.push(`${site}: ${d.code} ${entry}`);
      }
    }
    assert.deepEqual(errors.sort(), EXPECTED_ERRORS);
  });
});
