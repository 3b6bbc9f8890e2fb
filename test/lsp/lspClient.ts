import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  MessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  createMessageConnection,
} from 'vscode-jsonrpc/node';
import { Diagnostic } from 'vscode-languageserver-types';

interface PublishDiagnosticsParams {
  uri: string;
  version?: number;
  diagnostics: Diagnostic[];
}

/** A publication, with the number of actions the client had sent when it arrived. */
type Received = PublishDiagnosticsParams & { afterActions: number };

/** A test's `after` hook: the server shut down and its site folder removed, even when the shutdown fails. */
export async function stopAndRemove(client: LspTestClient | undefined, dir: string | undefined): Promise<void> {
  try {
    await client?.shutdown();
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A minimal LSP client over stdio for the LSP test tier: it starts the real bundled server
 * (`node dist/server.js --stdio`), answers its configuration requests, and collects the
 * diagnostics it publishes so tests can wait for them. Every notification the client sends (an open,
 * a change, a file event, a settings change: an action) is counted, so that a wait accepts only
 * what was published after the last action, for the document's version after it.
 */
export class LspTestClient {
  readonly connection: MessageConnection;
  private readonly process: ChildProcess;
  private readonly diagnostics = new Map<string, Received>();
  /** Notifications sent so far (actions). */
  private actions = 0;
  /** The version last sent for each open document. */
  private readonly versions = new Map<string, number>();
  private readonly waiters: { uri: string; predicate: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void }[] = [];
  readonly notifications: { method: string; params: unknown }[] = [];
  stderr = '';
  /** How many times diagnostics were published for each URI (each check of an open document publishes once). */
  readonly publications = new Map<string, number>();
  /** Documents this client has open. */
  readonly openUris = new Set<string>();
  settings: Record<string, unknown> = {};
  /** Set by a test to hold the answer to a configuration request for `scopeUri` until the promise it returns settles. */
  holdConfiguration?: (scopeUri: string | undefined) => Promise<void> | undefined;

  /** `env`: extra environment variables for the server process. */
  constructor(env: Record<string, string> = {}) {
    this.process = spawn(process.execPath, [path.resolve('dist/server.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    this.process.stderr!.on('data', (chunk) => (this.stderr += String(chunk)));
    this.connection = createMessageConnection(new StreamMessageReader(this.process.stdout!), new StreamMessageWriter(this.process.stdin!));
    // tests send file events and settings changes on the connection itself: count those too
    const send = this.connection.sendNotification.bind(this.connection) as (...args: unknown[]) => Promise<void>;
    Object.assign(this.connection, { sendNotification: (...args: unknown[]) => { this.actions++; return send(...args); } });
    this.connection.onRequest('workspace/configuration', async (params: { items: { scopeUri?: string }[] }) => {
      await Promise.all(params.items.map((item) => this.holdConfiguration?.(item.scopeUri)));
      return params.items.map(() => this.settings);
    });
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('window/workDoneProgress/create', () => null);
    this.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.publications.set(p.uri, (this.publications.get(p.uri) ?? 0) + 1);
      // The whole-site check publishes disk diagnostics without a version; once a document is open,
      // only its editor diagnostics count (a publish sent just before the open may still arrive).
      if (p.version === undefined && this.openUris.has(p.uri)) return;
      this.diagnostics.set(p.uri, { ...p, afterActions: this.actions });
      if (!this.ofCurrentVersion(p)) return;
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && w.predicate(p.diagnostics)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(p.diagnostics);
        }
      }
    });
    this.connection.onUnhandledNotification((n) => this.notifications.push({ method: n.method, params: n.params }));
    // `$/progress` is routed by token inside vscode-jsonrpc; tokens the client did not create land here.
    this.connection.onUnhandledProgress((p) => this.notifications.push({ method: '$/progress', params: p }));
    this.connection.listen();
  }

  /** The server's process id (benchmarks read its memory from /proc). */
  get pid(): number {
    return this.process.pid ?? -1;
  }

  get alive(): boolean {
    return this.process.exitCode === null && !this.process.killed;
  }

  /** `beforeInitialized`: what the client does between `initialize` and `initialized` (open documents, say). */
  async initialize(rootPath: string, extraCapabilities: Record<string, unknown> = {}, beforeInitialized?: () => void): Promise<unknown> {
    const rootUri = 'file://' + rootPath;
    const result = await this.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: path.basename(rootPath) }],
      capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } }, ...extraCapabilities },
    });
    beforeInitialized?.();
    await this.connection.sendNotification('initialized', {});
    return result;
  }

  open(uri: string, text: string, languageId = 'json', version = 1): void {
    this.openUris.add(uri);
    this.versions.set(uri, version);
    this.diagnostics.delete(uri);
    void this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
  }

  change(uri: string, text: string, version: number): void {
    this.versions.set(uri, version);
    void this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  close(uri: string): void {
    this.openUris.delete(uri);
    this.versions.delete(uri);
    void this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  /** Whether a publication is of the version last sent (an open document), or of no version (the disk). */
  private ofCurrentVersion(p: PublishDiagnosticsParams): boolean {
    return !this.openUris.has(p.uri) || p.version === this.versions.get(p.uri);
  }

  /**
   * Resolves with diagnostics of `uri` that satisfy `predicate`, from a publication that came after
   * the last action (notification) this client sent and, for an open document, is of the version
   * last sent: the current ones if they are such, else the next such. A publication from before the
   * action, or of an older version, never counts, even when it satisfies `predicate`.
   */
  waitForDiagnostics(uri: string, predicate: (d: Diagnostic[]) => boolean = () => true, timeoutMs = 10_000): Promise<Diagnostic[]> {
    const current = this.diagnostics.get(uri);
    if (current && current.afterActions === this.actions && this.ofCurrentVersion(current) && predicate(current.diagnostics)) {
      return Promise.resolve(current.diagnostics);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching diagnostics for ${uri} within ${timeoutMs} ms; last: ${JSON.stringify(this.diagnostics.get(uri)?.diagnostics)}`)), timeoutMs);
      this.waiters.push({ uri, predicate, resolve: (d) => (clearTimeout(timer), resolve(d)) });
    });
  }

  /** Forgets what `uri` last got, so that the next waitForDiagnostics waits for a fresh publish. */
  forgetDiagnostics(uri: string): void {
    this.diagnostics.delete(uri);
  }

  /** Every URI the server has published diagnostics for so far. */
  publishedUris(): IterableIterator<string> {
    return this.diagnostics.keys();
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  async shutdown(): Promise<void> {
    try {
      await this.connection.sendRequest('shutdown');
      await this.connection.sendNotification('exit');
    } finally {
      this.connection.dispose();
      this.process.kill();
    }
  }
}
