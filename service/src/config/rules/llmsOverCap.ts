import { findNodeAtLocation } from 'jsonc-parser';
import { joinPath } from '../../../../common/src';
import { agentPagesForCheck } from '../../llms/pages';
import { generateLlmsTxt, LLMS_CAP, DESCRIPTION_LIMIT } from '../../llms/generate';
import { siteHeading } from '../../llms/agentView';
import { ConfigRule, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** How many dropped pages a message names before "and N more". */
const NAMED = 5;

/**
 * The llms.txt the build generates is over its 100,000-character cap (llms/generate.ts): it
 * shortens descriptions and then drops pages, so agents miss them. Reported at docs.json's `name`
 * (the llms.txt title), else at the start of its root object. Not when the site has its own
 * llms.txt at the root, which the build serves instead. It reads every page's frontmatter, but its
 * result depends on the pages through one recorded question (agentPagesForCheck): editing a page's
 * prose does not make docs.json's check stale.
 */
export const llmsOverCapRule: ConfigRule<NoData<'llms-over-cap'>> = {
  codes: {
    'llms-over-cap': { title: 'llms.txt over its cap', severity: 'warning', description: "The generated llms.txt is over the build's 100,000 characters: descriptions are shortened and pages dropped." },
  },
  check(ctx, report) {
    const root = ctx.config.root;
    if (!root || root.type !== 'object' || ctx.workspace.fileExists(joinPath(ctx.model.docsRoot, 'llms.txt'))) return;
    const llms = generateLlmsTxt(siteHeading(ctx.model), agentPagesForCheck(ctx.model, ctx.workspace, ctx.pageFacts).pages);
    if (llms.fullLength <= LLMS_CAP) return;
    const name = findNodeAtLocation(root, ['name']);
    const range = name ? nodeRange(ctx, name) : nodeRange(ctx, { ...root, length: 1 });
    const dropped = llms.dropped.length
      ? ` and ${llms.dropped.length} page${llms.dropped.length === 1 ? '' : 's'} dropped from its end (${llms.dropped.slice(-NAMED).join(', ')}${llms.dropped.length > NAMED ? `, and ${llms.dropped.length - NAMED} more` : ''})`
      : ', and no page dropped';
    report(
      'llms-over-cap',
      range,
      `llms.txt would be ${llms.fullLength.toLocaleString('en-US')} characters, over the build's cap of ${LLMS_CAP.toLocaleString('en-US')}: ${llms.shortened} description${llms.shortened === 1 ? '' : 's'} shortened to ${DESCRIPTION_LIMIT} characters${dropped}. Shorten descriptions, hide pages agents need not read, or add your own llms.txt at the root.`,
    );
  },
};
