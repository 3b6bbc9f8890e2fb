/** The page rules, in the order their diagnostics are listed. One file per rule. */
import type { PageRule } from './rule';
import { frontmatterRule } from './frontmatter';
import { headingsRule } from './headings';
import { imagesRule } from './images';
import { missingImageRule } from './missingImage';
import { unknownComponentRule } from './unknownComponent';
import { attributesRule } from './attributes';
import { attributeValuesRule } from './attributeValues';
import { iconTypeRule } from './iconType';
import { requiredAttributesRule } from './requiredAttributes';
import { nestingRule } from './nesting';
import { invalidChildRule } from './invalidChild';
import { tagsRule } from './tags';
import { mdxSyntaxRule } from './mdxSyntax';
import { codeBlocksRule } from './codeBlocks';
import { apiExamplesRule } from './apiExamples';
import { linksRule } from './links';
import { redirectedLinkRule } from './redirectedLink';
import { crossLanguageLinkRule } from './crossLanguageLink';
import { translationStaleRule } from './translationStale';
import { snippetImportsRule } from './snippetImports';
import { snippetExportsRule } from './snippetExports';
import { unusedSnippetRule } from './unusedSnippet';
import { linkTextRule } from './linkText';
import { secretsRule } from './secrets';
import { pageSkippedRule } from './pageSkipped';
import { unknownPageOperationRule } from './unknownPageOperation';
import { apiFieldMismatchRule } from './apiFieldMismatch';
import { agentViewEmptyRule } from './agentViewEmpty';

export const PAGE_RULES: readonly PageRule[] = [
  frontmatterRule,
  pageSkippedRule,
  mdxSyntaxRule,
  tagsRule,
  headingsRule,
  imagesRule,
  missingImageRule,
  unknownComponentRule,
  attributesRule,
  attributeValuesRule,
  iconTypeRule,
  requiredAttributesRule,
  nestingRule,
  invalidChildRule,
  codeBlocksRule,
  apiExamplesRule,
  linksRule,
  redirectedLinkRule,
  crossLanguageLinkRule,
  translationStaleRule,
  snippetImportsRule,
  snippetExportsRule,
  unusedSnippetRule,
  linkTextRule,
  secretsRule,
  unknownPageOperationRule,
  apiFieldMismatchRule,
  agentViewEmptyRule,
];
