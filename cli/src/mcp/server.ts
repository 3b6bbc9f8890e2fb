/**
 * `docsite mcp [dir]`: Docsite's engine as tools for agents, a Model Context Protocol server over
 * stdio (the official SDK). Four tools: check, components, navigation, resolve_link. It reads only
 * the docs root `dir` and writes nothing.
 *
 * The SDK's low-level `Server` is used rather than `McpServer`: McpServer wants zod schemas, and
 * zod is not a dependency of Docsite (the SDK keeps its own copy); the four tools declare plain JSON
 * Schemas and toolResult.ts reads their few string arguments.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as os from 'node:os';
import type { SiteSettings } from '../projectConfig';
import { mcpThreads } from '../workerPolicy';
import { WorkerSlots } from '../workerSlots';
import { checkTool } from './checkTool';
import { componentsTool } from './componentsTool';
import { DocsRoot } from './docsRoot';
import { navigationTool } from './navigationTool';
import { resolveLinkTool } from './resolveLinkTool';
import { DocsiteTool, ToolArgs, ToolRefusal, ToolResult, answer, refusal } from './toolResult';

const INSTRUCTIONS =
  'Docsite checks a documentation site (docs.json and MDX pages) as its build does. To write a page: read the components (components) and the site tree (navigation), draft the page, check its text at the path it will have (check with path and text) until it has no errors, check each internal link (resolve_link), then save the page and list it in docs.json. Paths are inside the docs root; nothing is written.';

/** The tools over `docs`; `slots`: the one pool of check threads all calls share. */
export function docsiteTools(docs: DocsRoot, slots: WorkerSlots): DocsiteTool[] {
  return [checkTool(docs, slots), componentsTool, navigationTool(docs), resolveLinkTool(docs, slots)];
}

/** Runs one call: an answer, or a refusal the agent reads (never a crash of the server). */
export async function callTool(docs: DocsRoot, tools: readonly DocsiteTool[], name: string, given: Record<string, unknown> | undefined): Promise<ToolResult> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) return refusal(`No tool "${name.slice(0, 60)}"; the tools are ${tools.map((t) => t.name).join(', ')}.`);
  try {
    docs.refresh();
    return answer(await tool.run(new ToolArgs(tool, given ?? {})));
  } catch (e) {
    if (e instanceof ToolRefusal) return refusal(e.message);
    return refusal(`${tool.name} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The MCP server of the site at `dir`, not yet connected. Calls are answered concurrently; their
 * checks share one pool of `threads` worker threads (workerPolicy.ts), so a burst of calls queues.
 */
export function createMcpServer(dir: string, settings: SiteSettings, version: string, threads: WorkerSlots = new WorkerSlots(mcpThreads(os.availableParallelism()))): Server {
  const docs = new DocsRoot(dir, settings, version);
  const tools = docsiteTools(docs, threads);
  const server = new Server({ name: 'docsite', version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema, annotations: { readOnlyHint: true, openWorldHint: false } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(docs, tools, request.params.name, request.params.arguments));
  return server;
}

/** Serves the tools on stdin/stdout until the client closes the connection. */
export async function serveMcp(dir: string, settings: SiteSettings, version: string): Promise<void> {
  const server = createMcpServer(dir, settings, version);
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new StdioServerTransport());
  await closed;
}
