/**
 * A spec over the size Docsite reads: the file itself shows one located diagnostic, docs.json says
 * it is not checked, and pages that name its operations are treated as for a spec that fails to parse.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { MAX_SPEC_CHARS } from '../../../service/src/openapi/cache';
import { apiSite } from './fixtures';

const HEAD = 'openapi: 3.1.0\n';
/** One character over the limit: a valid head, then a comment that fills the rest. */
const BIG = HEAD + '#' + ' '.repeat(MAX_SPEC_CHARS - HEAD.length);

const open = (path: string, text: string, language = 'mdx') => TextDocument.create('file://' + path, language, 1, text);

describe('an OpenAPI file over the size limit', () => {
  const workspace = apiSite({ '/site/big.yaml': BIG });
  workspace.set('/site/docs.json', JSON.stringify({ name: 'Pets', api: { openapi: ['openapi.yaml', 'big.yaml'] }, navigation: { pages: ['api/list', 'big.yaml POST /anything'] } }));
  const service = createLanguageService(workspace);

  it('shows one located diagnostic in the file itself', () => {
    assert.equal(BIG.length, MAX_SPEC_CHARS + 1);
    const document = open('/site/big.yaml', BIG, 'yaml');
    assert.equal(service.kindOf(document), 'apiSpec');
    const diagnostics = service.validate(document);
    assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics));
    const [d] = diagnostics;
    assert.equal(d.code, 'invalid-api-source');
    assert.equal(d.severity, DiagnosticSeverity.Warning);
    assert.deepEqual(d.range, { start: { line: 0, character: 0 }, end: { line: 0, character: HEAD.length - 1 } });
    assert.match(String(d.message), new RegExp(`^The file is larger than ${MAX_SPEC_CHARS / 1048576} MB, the most Docsite reads of an OpenAPI file: it is not checked`));
  });

  it('says in docs.json that the file is not checked, and judges no entry that points into it', () => {
    const config = open('/site/docs.json', workspace.readFile('/site/docs.json')!, 'json');
    const findings = service.validate(config).filter((d) => d.code === 'invalid-api-source' || d.code === 'unknown-operation');
    assert.deepEqual(findings.map((d) => [d.code, d.severity, config.getText(d.range)]), [['invalid-api-source', DiagnosticSeverity.Warning, '"big.yaml"']]);
    assert.match(String(findings[0].message), new RegExp(`^OpenAPI file "big.yaml" is not checked: The file is larger than ${MAX_SPEC_CHARS / 1048576} MB`));
  });

  it('treats a page that names it as one naming a spec that does not parse', () => {
    workspace.set('/site/unparsable.yaml', 'openapi: 3.1.0\npaths: [\n');
    for (const file of ['big', 'unparsable']) {
      const page = open('/site/api/list.mdx', `---\nopenapi: ${file} GET /anything\n---\n\nBody.\n`);
      assert.deepEqual(service.validate(page).filter((d) => d.code === 'unknown-openapi-operation'), [], file);
      assert.equal(service.definition(page, { line: 1, character: 14 })?.uri, undefined, file);
    }
  });
});
