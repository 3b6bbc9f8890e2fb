import { DiagnosticTag } from 'vscode-languageserver-types';
import { keyNodeOf } from '../configDocument';
import { ConfigRule, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** A deprecated field such as `api.maintainOrder`: shown struck through, with the reason as a hint. */
export const deprecatedPropertyRule: ConfigRule<NoData<'deprecated'>> = {
  codes: {
    'deprecated': { title: 'Deprecated property', severity: 'hint', description: 'A docs.json property that still works but is deprecated (shown struck through).' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      if (!match.declared.deprecated) continue;
      const key = keyNodeOf(match.node);
      report(
        'deprecated',
        nodeRange(ctx, key ?? match.node),
        match.declared.deprecationMessage ?? `\`${match.path.join('.')}\` is deprecated.`,
        undefined,
        { tags: [DiagnosticTag.Deprecated] },
      );
    }
  },
};
