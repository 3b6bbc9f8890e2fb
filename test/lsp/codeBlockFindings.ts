/** Pages the settings tests edit: two code blocks without a language, and the findings they give. */
import type { Diagnostic } from 'vscode-languageserver-types';

/** Two code blocks without a language: each a `code-block-language` finding unless the rule is off. */
export const UNLABELLED_BLOCKS = '\n```\nnpm install\n```\n\n```\nnpm start\n```\n';

export const languageFindings = (d: Diagnostic[]) => d.filter((x) => x.code === 'code-block-language');
