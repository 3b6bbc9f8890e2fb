import { divisions } from '../../../../site/src';
import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** An anchor tied to a version that `versions` does not list (the spec's layout): it could never be shown. */
export const unknownVersionRule: ConfigRule<NoData<'unknown-version'>> = {
  codes: {
    'unknown-version': { title: 'Unknown version', severity: 'error', description: 'An anchor version is not listed in `versions`.' },
  },
  scope: 'site',
  check(ctx, report) {
    if (ctx.model.layout !== 'legacy') return;
    const versions = ctx.model.versions.map((v) => v.name);
    for (const division of divisions(ctx.model.navigation)) {
      if (division.kind !== 'anchor' || division.version === undefined || !division.versionLoc || versions.includes(division.version)) continue;
      const range = locRange(ctx, division.versionLoc);
      if (!range) continue;
      const name = division.version;
      report(
        'unknown-version',
        range,
        versions.length
          ? `Version "${name}" is not listed in \`versions\` (${versions.join(', ')}).`
          : `Version "${name}" is used, but docs.json has no \`versions\` list.`,
      );
    }
  },
};
