/**
 * Defects seeded into copies of real docs.json files in today's layout: each must be found, with
 * its code, at the line where it was planted (and nothing else new may appear). The copies are
 * edited in memory; the real site's pages and OpenAPI files are read from disk.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { pathToUri } from '../../../common/src';
import { CORPUS_MODERN } from '../../unit/config/helpers';

interface Seed {
  site: string;
  /** What the defect is, for the test name. */
  what: string;
  /** Exact text to replace (its first occurrence) and its replacement. */
  from: string;
  to: string;
  code: string;
}

const SEEDS: Seed[] = [
  { site: 'ollama__ollama', what: 'a page that does not exist', from: '"quickstart",', to: '"quickstart-old",', code: 'missing-page' },
  { site: 'ollama__ollama', what: 'an operation the OpenAPI file lacks', from: '"POST /api/chat",', to: '"POST /api/chats",', code: 'unknown-operation' },
  { site: 'ollama__ollama', what: 'an unknown theme', from: '"theme": "maple"', to: '"theme": "mapel"', code: 'invalid-enum' },
  { site: 'ollama__ollama', what: 'a logo file that is missing', from: '"/images/logo-dark.png"', to: '"/images/logo-night.png"', code: 'missing-asset' },
  { site: 'ollama__ollama', what: 'a colour that is no hex code', from: '"light": "#b5b5b5"', to: '"light": "grey"', code: 'invalid-color' },
  { site: 'ollama__ollama', what: 'a misspelt key', from: '"favicon":', to: '"favicn":', code: 'unknown-property' },
  { site: 'coinbase__x402', what: 'a page listed twice in one scope', from: '"introduction",', to: '"introduction", "introduction",', code: 'duplicate-page' },
  { site: 'upstash__docs', what: 'an OpenAPI file that is missing', from: '"source": "qstash/openapi.yaml"', to: '"source": "qstash/openapi-v3.yaml"', code: 'invalid-api-source' },
  { site: 'mem0ai__mem0', what: 'a redirect source given twice', from: '"redirects": [', to: '"redirects": [{ "source": "/seeded", "destination": "/" }, { "source": "/seeded", "destination": "/" },', code: 'duplicate-redirect' },
  { site: 'tursodatabase__turso-docs', what: 'a tab holding both pages and groups', from: '"tab": ', to: '"pages": ["introduction"], "tab": ', code: 'ignored-child-collection' },
];

describe('seeded defects in copies of real docs.json files', () => {
  const service = createLanguageService(new FsWorkspace(), (where, e) => assert.fail(`${where}: ${String(e)}`));
  const baseline = new Map<string, string[]>();
  // Each text is a new version of the document, as an editor would send it (parses are cached per version).
  let version = 0;
  const findings = (site: string, text: string) => {
    const file = toServicePath(path.join(CORPUS_MODERN, site, 'docs.json'));
    const document = TextDocument.create(pathToUri(file), 'json', ++version, text);
    return service.validate(document).map((d) => ({ key: `${d.code}@${d.range.start.line}`, code: String(d.code), line: d.range.start.line }));
  };

  for (const seed of SEEDS) {
    it(`${seed.site}: ${seed.what} → ${seed.code} at its line`, () => {
      const original = fs.readFileSync(path.join(CORPUS_MODERN, seed.site, 'docs.json'), 'utf8');
      const at = original.indexOf(seed.from);
      assert.ok(at >= 0, `seed text not found in ${seed.site}: ${seed.from}`);
      const seeded = original.slice(0, at) + seed.to + original.slice(at + seed.from.length);
      const line = original.slice(0, at).split('\n').length - 1;
      if (!baseline.has(seed.site)) baseline.set(seed.site, findings(seed.site, original).map((f) => f.key));
      // The seed adds no lines, so every original finding keeps its line.
      const added = findings(seed.site, seeded).filter((f) => !baseline.get(seed.site)!.includes(f.key));
      assert.deepEqual(added.map((f) => [f.code, f.line]), [[seed.code, line]]);
    });
  }
});
