/**
 * The stdio transport, with a framing error made visible. vscode-jsonrpc reports a bad header (no
 * `Content-Length`, or not a number) only as an event nobody listens to, and then waits for more
 * input from a stream it can no longer find message boundaries in: the server went silent without a
 * word. Here the error is written to stderr (which the editor shows in the server's output), and the
 * server exits, so the client sees it stop and can restart it, instead of hanging forever.
 */
import { StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';

export function stdioTransport(exit: (code: number) => void = (code) => process.exit(code)): [StreamMessageReader, StreamMessageWriter] {
  const reader = new StreamMessageReader(process.stdin);
  const writer = new StreamMessageWriter(process.stdout);
  reader.onError((error) => {
    const detail = error instanceof Error ? error.message : String(error);
    process.stderr.write(`[docsite] Broken message framing on stdin, the server cannot read further requests and exits: ${detail.split('\n')[0]}\n`, () => exit(1));
  });
  return [reader, writer];
}
