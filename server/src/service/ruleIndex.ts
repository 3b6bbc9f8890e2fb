import { configRules } from './config/rules';
import { PAGE_RULE_CODES } from './page/validate';

/** Every diagnostic code the service can report, with its one-line description (CLI, SARIF, docs). */
export function ruleDescriptions(): Map<string, string> {
  return new Map([
    ...configRules.map((r) => [r.code, r.description] as [string, string]),
    ...Object.entries(PAGE_RULE_CODES).map(([code, r]) => [code, r.description] as [string, string]),
  ]);
}
