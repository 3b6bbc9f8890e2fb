/**
 * Issue 36, item 2: an endpoint page whose schemas fan out (80 properties over 5 levels, no cycle,
 * 20 KB of spec) asked for 80^5 fields and ran the render thread out of memory. What is drawn is
 * bounded per schema and per page, and a marker counts the properties left out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_FIELDS_PER_PAGE, MAX_FIELDS_PER_SCHEMA, SchemaExpansionBudget } from '../../../service/src/openapi/expansionBudget';
import { renderTreesEndpoint, treesSpec } from './treesEndpoint';

/** Level k has `width` properties, each the schema of level k + 1; the last level is a string. */
function fanOutSchemas(width: number, levels: number): string {
  const out: string[] = [];
  for (let k = 0; k < levels; k++) {
    out.push(`    L${k}:\n      type: object\n      properties:`);
    for (let i = 0; i < width; i++) out.push(`        p${i}: { $ref: '#/components/schemas/${k + 1 < levels ? `L${k + 1}` : 'Leaf'}' }`);
  }
  out.push('    Leaf: { type: string, description: A leaf. }');
  return out.join('\n') + '\n';
}

const specWith = (schemas: string) => treesSpec('Fan-out', 'L0', schemas);
const renderEndpoint = renderTreesEndpoint;

/** The fields drawn in the part of the page after `heading` and before `until` (or the end). */
function fieldsBetween(html: string, heading: RegExp, until?: RegExp): number {
  const start = html.search(heading);
  assert.ok(start >= 0, `no ${heading}`);
  const rest = html.slice(start);
  const end = until ? rest.search(until) : -1;
  return (end < 0 ? rest : rest.slice(0, end)).split('class="ds-field ').length - 1;
}

const NOT_SHOWN = /… ([\d,]+) more properties not shown \(schema too large to preview\)/g;

describe('preview: an endpoint page whose schemas fan out', () => {
  it('SchemaExpansionBudget (an endpoint page\'s, not the configuration\'s RefExpansionBudget): each schema\'s fields also spend its page\'s, and text spends the page only', () => {
    const page = new SchemaExpansionBudget(3, 1_000);
    const first = page.forSchema();
    first.take(10);
    first.take(10);
    assert.equal(first.spent, false);
    page.forSchema().take(10);
    assert.equal(page.spent, true, 'three fields over two schemas spend a page of three');
    assert.equal(first.spent, true, 'a schema of a spent page draws no more');
    const wordy = new SchemaExpansionBudget(100, 50).forSchema();
    wordy.take(50);
    assert.equal(wordy.spent, true, 'the page\'s text is spent');
  });

  it('draws at most the per-schema and per-page bounds of fields, and counts the rest in a marker', () => {
    const spec = specWith(fanOutSchemas(80, 5));
    assert.ok(spec.length > 15_000 && spec.length < 25_000, `a spec of ${spec.length} characters`);
    const html = renderEndpoint(spec);
    const body = fieldsBetween(html, /<h2[^>]*>Body/, /<h2[^>]*>Response/);
    const response = fieldsBetween(html, /<h2[^>]*>Response/);
    // The body is cut by the schema's bound, the response by what the page has left after it.
    assert.ok(body >= MAX_FIELDS_PER_SCHEMA - 5 && body <= MAX_FIELDS_PER_SCHEMA + 5, `${body} body fields`);
    assert.ok(body + response >= MAX_FIELDS_PER_PAGE - 10 && body + response <= MAX_FIELDS_PER_PAGE + 10, `${body} + ${response} fields`);
    const markers = [...html.matchAll(NOT_SHOWN)];
    assert.ok(markers.length >= 2, 'a marker in each schema');
    // The top level of the body is cut too: its 80 properties are not all drawn.
    assert.ok(markers.some((m) => Number(m[1].replace(/,/g, '')) > 1), 'a marker counts the properties it stands for');
    assert.ok(html.length < 2_000_000, `${html.length} characters of HTML`);
  });

  it('draws a schema within the bounds whole, with no marker', () => {
    // 5 properties over 3 levels: 155 fields a schema.
    const html = renderEndpoint(specWith(fanOutSchemas(5, 3)));
    assert.equal(fieldsBetween(html, /<h2[^>]*>Body/, /<h2[^>]*>Response/), 5 + 25 + 125);
    assert.doesNotMatch(html, NOT_SHOWN);
  });

  it('counts the properties past 80 in one object, which were left out without a word', () => {
    const html = renderEndpoint(specWith(fanOutSchemas(90, 1)));
    assert.equal(fieldsBetween(html, /<h2[^>]*>Body/, /<h2[^>]*>Response/), 80);
    assert.match(html, /… 10 more properties not shown/);
  });
});
