/** Rule 11: code blocks in CodeGroup/RequestExample/ResponseExample need a label; every fence a language. */
import { PLAIN_TEXT, suggestCodeLanguage } from '../codeLanguage';
import { componentFor } from '../known';
import { parseFenceOptions, type Span } from '../../../../mdx/src';
import { TextEdit } from 'vscode-languageserver-types';
import type { PageRule } from './rule';

/** Where the fence is, and the language the fix writes (the detected one, or the label's source). */
type CodeBlocksData = {
  'code-block-label': { fenceSpan: Span; lang?: string };
  'code-block-language': { fenceSpan: Span; suggestion: string };
};

export const codeBlocksRule: PageRule<CodeBlocksData> = {
  codes: {
    'code-block-label': { title: 'Code block without a label', severity: 'warning', writing: true, description: 'A code block in CodeGroup, RequestExample or ResponseExample without a label.',
      guidance: { area: 'Code examples', text: 'In `CodeGroup`, `RequestExample` and `ResponseExample`, label every code block after its language (`` ```bash npm ``); the label is the tab name.' },
    },
    'code-block-language': { title: 'Code block without a language', severity: 'warning', writing: true, description: 'A fenced code block without a language.',
      guidance: { area: 'Code examples', text: 'State the language, and the filename where relevant, after the opening fence: `` ```python get_weather.py ``.' },
    },
  },
  check(ctx, report) {
    for (const block of ctx.page.codeBlocks) {
      const container = block.parent && componentFor(ctx.page, block.parent.name);
      // The message names the language the quick fix writes, so the two always agree.
      const suggested = block.lang ? undefined : suggestCodeLanguage(block.value, ctx.highlighter);
      if (suggested) {
        const message = suggested === PLAIN_TEXT
          ? 'The code block has no language: write it after the fence (```bash), or ```text for plain text.'
          : `The code block has no language; it looks like ${suggested}: write it after the fence (\`\`\`${suggested}).`;
        report('code-block-language', block.fenceSpan, message, { fenceSpan: block.fenceSpan, suggestion: suggested });
      }
      if (container?.labelledCodeBlocks && !parseFenceOptions(block.meta).title) {
        report('code-block-label', block.fenceSpan, `Code blocks in \`<${container.name}>\` need a label after the language (\`\`\`js index.js); it becomes the tab name.`, { fenceSpan: block.fenceSpan, lang: block.lang ?? suggested });
      }
    }
  },
  fixes: {
    'code-block-label': (d, data, _page, document) => {
      const fence = document.getText(d.range);
      const lang = data.lang ?? '';
      const label = lang && lang !== PLAIN_TEXT ? lang[0].toUpperCase() + lang.slice(1) : 'Example';
      // A fence without a language gets the one its code-block-language finding suggests, then the label.
      const hasLanguage = /^\s*[`~]{3,}\s*\S/.test(fence);
      const edit = hasLanguage ? ` ${label}` : `${lang || PLAIN_TEXT} ${label}`;
      const title = hasLanguage ? `Add the label "${label}"` : `Add the language \`${lang || PLAIN_TEXT}\` and the label "${label}"`;
      return { title, edits: [TextEdit.insert(document.positionAt(document.offsetAt(d.range.start) + fence.trimEnd().length), edit)] };
    },
    // `text` first: it is right for every block (the site shows it as it shows it now), and a chat
    // log, a transcript or log lines are text; a guess follows only where the guesser is sure
    // enough to be right nine times in ten (codeLanguage.ts, measured on the corpora).
    'code-block-language': (d, data, _page, document) => {
      const fence = document.getText(d.range);
      const marks = /^\s*([`~]{3,})/.exec(fence);
      if (!marks) return undefined;
      const at = document.positionAt(document.offsetAt(d.range.start) + marks[0].length);
      const languages = [PLAIN_TEXT, ...(typeof data.suggestion === 'string' && data.suggestion !== PLAIN_TEXT ? [data.suggestion] : [])];
      return languages.map((language) => ({ title: `Add the language \`${language}\``, edits: [TextEdit.insert(at, language)] }));
    },
  },
};
