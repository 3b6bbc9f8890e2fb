import { configRules } from './config/rules';

/** Every diagnostic code the service can report, with its one-line description (CLI, SARIF, docs). */
export function ruleDescriptions(): Map<string, string> {
  return new Map(configRules.map((r) => [r.code, r.description]));
}
