/** Rule 11: code blocks in CodeGroup/RequestExample/ResponseExample need a label; every fence a language. */
import { PLAIN_TEXT, suggestCodeLanguage } from '../codeLanguage';
import { componentFor } from '../known';
import { parseFenceOptions } from '../../text/fenceOptions';
import type { PageRule } from './rule';

export const codeBlocksRule: PageRule = {
  codes: {
    'code-block-label': { title: 'Code block without a label', severity: 'warning', writing: true, description: 'A code block in CodeGroup, RequestExample or ResponseExample without a label.',
      guidance: { area: 'Code examples', text: 'In `CodeGroup`, `RequestExample` and `ResponseExample`, label every code block after its language (`` ```bash npm ``); the label is the tab name.' },
    },
    'code-block-language': { title: 'Code block without a language', severity: 'warning', writing: true, description: 'A fenced code block without a language.',
      guidance: { area: 'Code examples', text: 'State the language, and the filename where relevant, after the opening fence: `` ```python get_weather.py ``.' },
    },
  },
  check(ctx) {
    for (const block of ctx.page.codeBlocks) {
      const container = block.parent && componentFor(ctx.page, block.parent.name);
      // The message names the language the quick fix writes, so the two always agree.
      const suggested = block.lang ? undefined : suggestCodeLanguage(block.value, ctx.highlighter);
      if (suggested) {
        const message = suggested === PLAIN_TEXT
          ? 'The code block has no language: write it after the fence (```bash), or ```text for plain text.'
          : `The code block has no language; it looks like ${suggested}: write it after the fence (\`\`\`${suggested}).`;
        ctx.report('code-block-language', block.fenceSpan, message, { fenceSpan: block.fenceSpan, suggestion: suggested });
      }
      if (container?.labelledCodeBlocks && !parseFenceOptions(block.meta).title) {
        ctx.report('code-block-label', block.fenceSpan, `Code blocks in \`<${container.name}>\` need a label after the language (\`\`\`js index.js); it becomes the tab name.`, { fenceSpan: block.fenceSpan, lang: block.lang ?? suggested });
      }
    }
  },
};
