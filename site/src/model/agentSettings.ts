import { ConfigReader, Val, booleanOf, nonEmptyString, stringOf } from './configReader';
import type { AgentSettings } from './types';

/**
 * Reads what the agents' view of the site depends on: docs.json `description`, `seo.indexing` (the
 * spec's `seo.indexHiddenPages`) and `markdown` (today's layout only).
 */
export function readAgentSettings(reader: ConfigReader, config: Val | undefined, today: boolean): AgentSettings {
  const seo = reader.get(config, 'seo');
  const markdown = today ? reader.get(config, 'markdown') : undefined;
  const instructions = reader.get(markdown, 'instructions');
  const indexing = today ? stringOf(reader.get(seo, 'indexing')) : booleanOf(reader.get(seo, 'indexHiddenPages')) ? 'all' : undefined;
  return {
    description: nonEmptyString(reader.get(config, 'description')),
    indexing,
    schema: booleanOf(reader.get(markdown, 'schema')) ?? true,
    instructions: instructions && (instructions.node.type === 'string' || instructions.node.type === 'array')
      ? { lines: instructionLines(reader, instructions), loc: reader.loc(instructions) }
      : undefined,
  };
}

function instructionLines(reader: ConfigReader, value: Val): string[] {
  if (value.node.type === 'string') return [String(value.node.value)];
  return reader.items(value).flatMap((item) => (item.node.type === 'string' ? [String(item.node.value)] : []));
}
