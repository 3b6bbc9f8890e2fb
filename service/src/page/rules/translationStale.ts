/**
 * A translation whose source page changed since (issue 24): information on the translated page, from
 * the staleness facts its host read from git (site/src/translations/staleness.ts decides, this
 * only says it). Without facts (no git, no repository, the CLI's `check`) there is no finding. Its
 * quick fix asks the client to open the source's diff since the translation's base commit.
 */
import { pathToUri } from '../../../../common/src';
import { describeStale } from '../../../../site/src';
import type { PageRule } from './rule';
import { CLIENT_COMMANDS } from '../../clientCommands';

export const translationStaleRule: PageRule<{ 'translation-stale': { source: string; sourceUri?: string; baseCommit: string } }> = {
  codes: {
    'translation-stale': {
      title: 'Stale translation',
      severity: 'info',
      description: "A translated page whose source page has git commits after the translation's last commit (or after the commit of its `reviewedAgainst:`).",
    },
  },
  check(ctx, report) {
    const stale = ctx.staleness?.stale;
    if (!stale) return;
    // On the frontmatter `title` when there is one (what names the page), else on the first line.
    const title = ctx.page.frontmatter.entries.find((e) => e.key === 'title');
    const firstLineEnd = ctx.page.text.search(/\r?\n|$/);
    const at = title ? { start: title.keySpan.start, end: Math.max(title.valueSpan.end, title.keySpan.end) } : { start: 0, end: firstLineEnd };
    const sourceUri = ctx.staleness?.sourcePath ? pathToUri(ctx.staleness.sourcePath) : undefined;
    report('translation-stale', at, `This translation may be out of date: ${describeStale(stale)}.`, { source: stale.source, sourceUri, baseCommit: stale.baseCommit });
  },
  fixes: {
    'translation-stale': (_d, data) => {
      if (typeof data.sourceUri !== 'string' || typeof data.baseCommit !== 'string' || !/^[0-9a-f]{4,64}$/i.test(data.baseCommit)) return undefined;
      const title = 'Open source diff since translation';
      return { title, command: { title, command: CLIENT_COMMANDS.openSourceDiff, arguments: [data.sourceUri, data.baseCommit, data.source ?? ''] } };
    },
  },
};
