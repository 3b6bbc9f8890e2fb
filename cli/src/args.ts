/**
 * Argument parsing for the CLI commands: `--help` on any command, and plain messages (with a
 * did-you-mean for a misspelt flag) in place of Node's raw parser errors.
 */
import { parseArgs, ParseArgsConfig } from 'node:util';
import { closest } from '../../common/src';

/** Bad usage: the CLI prints the message with the command's usage and exits with 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message);
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** `V` is the shape of the values, as the options declare them. */
export type Parsed<V> = { help: true } | { help: false; values: V; positionals: string[] };

export function parseCommand<V>(command: string, args: string[], options: Options, usage: string): Parsed<V> {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { help: false, values: values as V, positionals };
  } catch (e) {
    throw new UsageError(describeParseError(command, e, options), usage);
  }
}

function describeParseError(command: string, e: unknown, options: Options): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  const flag = /'(-{1,2}[^'\s]+)'/.exec(message)?.[1] ?? '';
  const known = Object.keys(options).map((o) => `--${o}`);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const name = flag.split('=')[0];
    const guess = closest(name, known);
    return `unknown option ${name} for "docsite ${command}"${guess ? `; did you mean ${guess}?` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = known.find((k) => message.includes(`'${k}`)) ?? flag;
    const type = name && options[name.replace(/^--/, '')]?.type;
    return type === 'boolean' ? `${name} takes no value` : `${name} needs a value`;
  }
  return message;
}
