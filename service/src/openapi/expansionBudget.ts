/**
 * How much of its schemas an endpoint page draws. A schema is expanded wherever it is used, so
 * without a bound the output grows as the product of the fan-outs: a 20 KB spec of 80 properties
 * over 5 levels (no cycle) asked for 80^5 fields and ran the render thread out of memory. The bound
 * is on what is drawn (fields and the characters of their text), per schema and per page, so it
 * holds whatever the shape; past it, a field's remaining properties are counted in a marker instead.
 *
 * The page bound keeps the generated MDX inside the page parser's own bounds (4,000 tags, 400 KB:
 * `mdx/src/constructScan.ts`, `mdx/src/parse.ts`), which would otherwise replace the whole generated part
 * with a notice.
 */

/**
 * Fields drawn per page at most: each is a tag, and one more for its Expandable. The largest real
 * schemas we test against (spree's admin API) expand to 5,500 fields and 475 KB of MDX, past the
 * page parser's bounds: their pages showed a notice in place of every generated section.
 */
export const MAX_FIELDS_PER_PAGE = 1_200;
/** Fields drawn per schema (a parameter, the request body, a response) at most. */
export const MAX_FIELDS_PER_SCHEMA = 1_000;
/** Characters of field text (badges, description, options) per page at most. */
export const MAX_FIELD_TEXT_PER_PAGE = 150_000;
/** Values in one generated example at most (a request body's or a response's JSON). */
export const MAX_EXAMPLE_VALUES = 300;

/**
 * What is left to draw of an endpoint page's OpenAPI schemas; a schema's budget also spends its
 * page's. Not site/src/model/refExpansion.ts's RefExpansionBudget, which bounds what docs.json's `$ref`s expand to.
 */
export class SchemaExpansionBudget {
  private fields: number;
  private text: number;

  constructor(
    fields = MAX_FIELDS_PER_PAGE,
    text = MAX_FIELD_TEXT_PER_PAGE,
    private readonly page?: SchemaExpansionBudget,
  ) {
    this.fields = fields;
    this.text = text;
  }

  /** The budget of one schema of this page. */
  forSchema(): SchemaExpansionBudget {
    return new SchemaExpansionBudget(MAX_FIELDS_PER_SCHEMA, Infinity, this);
  }

  /** Whether another field may be drawn. */
  get spent(): boolean {
    return this.fields <= 0 || this.text <= 0 || !!this.page?.spent;
  }

  /** Counts a field drawn, with the length of its own text (its children count as they are drawn). */
  take(textLength: number): void {
    this.fields--;
    this.text -= textLength;
    this.page?.take(textLength);
  }
}

/** The line that stands for the properties of an object that were not drawn. */
export function morePropertiesNote(count: number): string {
  return `*… ${count.toLocaleString('en-US')} more ${count === 1 ? 'property' : 'properties'} not shown (schema too large to preview)*`;
}
