/**
 * The spec's writing rules table (docs-site-spec.md, "Resource: editor rules file"), as data: the
 * areas in the spec's order, and under each the guidelines no diagnostic checks. A guideline that a
 * rule checks is stated by that rule instead (`guidance` in its declaration, read through the rule
 * index), so the rules file says it once, next to the code `docsite check` reports.
 */

export const WRITING_AREAS = [
  'Language and style',
  'Organization',
  'User focus',
  'Code examples',
  'API documentation',
  'Accessibility',
  /** The spec's three page rules (frontmatter, heading levels, framed images). */
  'Page rules',
  /** Where MDX is stricter than Markdown. */
  'MDX',
] as const;

export type WritingArea = (typeof WRITING_AREAS)[number];

/** What the rules file tells the writer about a checked rule, and under which area. */
export interface RuleGuidance {
  area: WritingArea;
  /** One instruction, in the imperative, as the writer should follow it (Markdown). */
  text: string;
}

/** The guidelines of each area that no rule checks, in the spec's order. */
export const UNCHECKED_GUIDELINES: Readonly<Record<WritingArea, readonly string[]>> = {
  'Language and style': [
    'Write clear, direct language.',
    'Address the reader as "you" in instructions (second person).',
    'Use active voice.',
    'Use present tense for current states and future tense for outcomes.',
    'Define jargon the first time you use it.',
    'Keep terminology consistent: one term per concept, on every page.',
    'Write concise sentences.',
    'Keep parallel structure in lists, headings and procedures.',
  ],
  Organization: [
    'Put the most important information first.',
    'Explain basic concepts before advanced ones.',
    'Use numbered steps for complex procedures.',
    'Give prerequisites and context before instructions.',
    'State the expected outcome of each major step.',
    'Write descriptive, keyword-rich headings.',
    'Group related information, with clear breaks between groups.',
  ],
  'User focus': [
    'Describe goals and outcomes rather than features.',
    'Anticipate the reader\'s questions and answer them.',
    'Add troubleshooting for the failures readers are likely to hit.',
    'Keep the layout scannable: short paragraphs, lists, tables and components.',
    'Include verification steps, so readers can confirm that they succeeded.',
  ],
  'Code examples': [
    'Make examples complete and runnable.',
    'Show error handling and edge cases.',
    'Use realistic data rather than placeholders such as `foo` (credentials are the exception; see "Credentials").',
    'Show the expected output.',
    'Test every example before publishing.',
    'Comment complex logic.',
  ],
  'API documentation': [
    'Document all parameters, including optional ones.',
    'Show both success and error responses.',
    'Include rate-limit information with specific limits.',
    'Show the authentication format.',
    'Explain every HTTP status code and how to handle each error.',
    'Cover complete request/response cycles.',
  ],
  Accessibility: [
    'Consider keyboard navigation: every action you describe must be reachable without a mouse; name keyboard shortcuts where they exist.',
    'Keep sufficient color contrast in images and diagrams, and never convey meaning by color alone.',
    'Structure content for scanning.',
  ],
  'Page rules': [],
  MDX: [
    'Leave a blank line between a component\'s tags and Markdown blocks (lists, code blocks) inside it.',
  ],
};
