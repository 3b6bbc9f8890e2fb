import { DiagnosticTag } from 'vscode-languageserver-types';
import { keyNodeOf } from '../configDocument';
import { ConfigRule, nodeRange } from './ruleTypes';

/** A deprecated field such as `api.maintainOrder`: shown struck through, with the reason as a hint. */
export const deprecatedPropertyRule: ConfigRule = {
  codes: {
    'deprecated': { title: 'Deprecated property', severity: 'hint', description: 'A docs.json property that still works but is deprecated (shown struck through).' },
  },
  *check(ctx) {
    for (const match of ctx.walk.values) {
      if (!match.declared.deprecated) continue;
      const key = keyNodeOf(match.node);
      yield {
        range: nodeRange(ctx, key ?? match.node),
        message: match.declared.deprecationMessage ?? `\`${match.path.join('.')}\` is deprecated.`,
        tags: [DiagnosticTag.Deprecated],
      };
    }
  },
};
