/**
 * What every `docsite mcp` tool shares: its declaration (name, description, JSON Schema of its
 * arguments), how its arguments are read, and how an answer or a refusal becomes an MCP result.
 * The arguments are checked here by hand against the same small schemas the tools declare: each
 * tool takes at most a few optional strings.
 */

/** A refusal the agent should read (a path outside the root, a bad argument): an `isError` result. */
export class ToolRefusal extends Error {
  override readonly name = 'ToolRefusal';
}

export interface StringProperty {
  type: 'string';
  description: string;
  maxLength: number;
}

export interface DocsiteTool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, StringProperty>; required?: string[]; additionalProperties: false };
  run(args: ToolArgs): Promise<unknown> | unknown;
}

/** The arguments of a call, read against the tool's schema. */
export class ToolArgs {
  constructor(
    private readonly tool: DocsiteTool,
    private readonly given: Record<string, unknown>,
  ) {
    for (const key of Object.keys(given)) {
      if (!Object.hasOwn(tool.inputSchema.properties, key)) throw new ToolRefusal(`${tool.name} takes no argument "${key.slice(0, 40)}"; it takes ${Object.keys(tool.inputSchema.properties).join(', ') || 'none'}.`);
    }
    for (const key of tool.inputSchema.required ?? []) if (given[key] === undefined) throw new ToolRefusal(`${tool.name} needs the argument "${key}".`);
  }

  /** A string argument, undefined when not given. */
  string(name: string): string | undefined {
    const value = this.given[name];
    if (value === undefined) return undefined;
    const max = this.tool.inputSchema.properties[name].maxLength;
    if (typeof value !== 'string') throw new ToolRefusal(`The argument "${name}" of ${this.tool.name} must be a string.`);
    if (value.length > max) throw new ToolRefusal(`The argument "${name}" of ${this.tool.name} is ${value.length} characters long; at most ${max} are read.`);
    return value;
  }
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

/** An answer as pretty JSON text, which agents read as well as programs do. */
export function answer(value: unknown): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

export function refusal(message: string): ToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** The first `max` of `items`, and how many were left out, for outputs an agent can read whole. */
export function capped<T>(items: readonly T[], max: number): { shown: T[]; omitted: number } {
  return { shown: items.slice(0, max), omitted: Math.max(0, items.length - max) };
}
