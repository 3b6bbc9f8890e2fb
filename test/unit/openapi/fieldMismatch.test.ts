import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { apiSite } from './fixtures';

function mismatches(frontmatter: string, body: string): string[] {
  const document = TextDocument.create('file:///site/api/list.mdx', 'mdx', 1, `---\n${frontmatter}\n---\n\n${body}\n`);
  return createLanguageService(apiSite())
    .validate(document)
    .filter((d) => d.code === 'api-field-mismatch')
    .map((d) => `${d.range.start.line}: ${d.message}`);
}

describe('api-field-mismatch', () => {
  it('accepts fields that agree with the spec, integer written as number', () => {
    assert.deepEqual(
      mismatches('openapi: GET /pets/{petId}', '<ParamField path="petId" type="string" required>The pet.</ParamField>\n\n<ResponseField name="id" type="number">Id.</ResponseField>\n\n<ResponseField name="owner" type="object">\n<Expandable><ResponseField name="anything">x</ResponseField></Expandable>\n</ResponseField>'),
      [],
    );
  });

  it('warns on a parameter the operation lacks, another type, and required mismatched', () => {
    assert.deepEqual(mismatches('openapi: GET /pets', '<ParamField query="page" type="integer">x</ParamField>\n<ParamField query="limit" type="string" required>x</ParamField>'), [
      '4: The query parameter `page` is not in the operation `GET /pets` in openapi.yaml.',
      '5: The query parameter `limit` is `string` here but `integer` in the operation `GET /pets` in openapi.yaml.',
      '5: The query parameter `limit` is required here but optional in the operation `GET /pets` in openapi.yaml.',
    ]);
  });

  it('checks body fields against the request schema and response fields against the responses', () => {
    assert.deepEqual(mismatches('openapi: POST /pets', '<ParamField body="name" type="string">x</ParamField>\n<ResponseField name="colour" type="string">x</ResponseField>'), [
      '4: The body field `name` is optional here but required in the operation `POST /pets` in openapi.yaml.',
      '5: The response field `colour` is not in the operation `POST /pets` in openapi.yaml.',
    ]);
  });

  it('says nothing on a page tied to no operation', () => {
    assert.deepEqual(mismatches('title: T\ndescription: D', '<ParamField query="anything" type="string">x</ParamField>'), []);
  });
});
