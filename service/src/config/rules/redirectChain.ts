import { CodeActionKind } from 'vscode-languageserver-types';
import { redirectWalks } from '../../../../site/src';
import { ConfigRule, locRange } from './ruleTypes';
import { routeList } from './redirectCycle';

type ChainData = { 'redirect-chain': { suggestion: string } | undefined };

/**
 * A redirect whose destination is itself redirected: readers (and search engines) take two hops or
 * more, and each is a round trip. They arrive, so a warning; the fix points the redirect at where
 * readers end up (offered when the source has no parameters, so the end is one route).
 */
export const redirectChainRule: ConfigRule<ChainData> = {
  codes: {
    'redirect-chain': { title: 'Redirect chain', severity: 'warning', description: 'A redirect leads to another redirect: readers take more than one hop.' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const walk of redirectWalks(ctx.model).walks) {
      if (walk.end !== 'arrived' || walk.hops.length < 2) continue;
      const range = locRange(ctx, walk.redirect.destinationLoc);
      if (!range) continue;
      const written = walk.redirect.destination.trim();
      const end = walk.hops[walk.hops.length - 1].to;
      const literal = !/[:*]/.test(walk.redirect.source);
      const suggestion = literal ? finalDestination(written, end) : undefined;
      const advice = suggestion ? ` Point it at "${suggestion}".` : ' Point it at where readers end up.';
      report('redirect-chain', range, `Redirect "${walk.redirect.source.trim()}" takes readers ${walk.hops.length} hops: ${routeList(walk)}.${advice}`, suggestion ? { suggestion } : undefined);
    }
  },
  fixes: {
    'redirect-chain': (d, data, { config }) => {
      if (typeof data.suggestion !== 'string' || !data.suggestion) return [];
      return [{
        title: `Point the redirect at ${data.suggestion}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: true,
        edit: { changes: { [config.document.uri]: [{ range: d.range, newText: JSON.stringify(data.suggestion) }] } },
      }];
    },
  },
};

/** The end route written as the destination was (a leading `/` when it had one), its `#fragment` kept. */
function finalDestination(written: string, end: string): string {
  const fragment = /#.*$/.exec(written)?.[0] ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(end) || end.startsWith('//')) return end;
  return (written.startsWith('/') || end === '' ? '/' : '') + end + (end.includes('#') ? '' : fragment);
}
