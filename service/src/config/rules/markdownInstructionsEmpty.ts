import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * `markdown.instructions` that adds nothing: an empty string, an empty list, or only blank strings.
 * The build appends them to every page's Markdown for agents; an empty value is most likely a
 * placeholder left behind. Reported at the value.
 */
export const markdownInstructionsEmptyRule: ConfigRule<NoData<'markdown-instructions-empty'>> = {
  codes: {
    'markdown-instructions-empty': { title: 'Empty Markdown instructions', severity: 'warning', description: '`markdown.instructions` holds no instruction for agents.' },
  },
  scope: 'site',
  check(ctx, report) {
    const instructions = ctx.model.agents?.instructions;
    if (!instructions || instructions.lines.some((line) => line.trim() !== '')) return;
    const range = locRange(ctx, instructions.loc);
    if (range) report('markdown-instructions-empty', range, '`markdown.instructions` is empty: agents get no instruction from it. Write one, or remove the key.');
  },
};
