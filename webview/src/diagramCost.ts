/**
 * Counts what makes a diagram slow beyond its text, from mermaid's own parse, before it is laid out
 * (part of the mermaid bundle). The size bounds (mermaidBounds.ts) hold most diagrams, but a few
 * diagram types turn a number in a short text into that much work on the page's thread: a gantt
 * chart's dates (ganttCost.ts), a block diagram's `space:N` (N blocks, each laid out: 1,000 took
 * 6 s, 10,000 took 56 s in headless Chromium) and a packet diagram's bit ranges (a row per 32 bits:
 * 10,000 rows took 4 s and 3.9 MB of SVG). Past a bound the diagram is not drawn, and the notice
 * says why; the bounds are counts, never times, so a page gives the same result on any machine.
 */
import mermaid, { type MermaidConfig } from 'mermaid';
import { ganttTooCostly, type GanttTask } from './ganttCost';

/** 200 blocks took 1.5 s. */
export const MAX_BLOCKS = 500;
/** 1,000 rows (32,000 bits) took 0.5 s. */
export const MAX_PACKET_ROWS = 1_000;

const count = (n: number): string => n.toLocaleString('en-US');

/** The parts of mermaid's diagram databases read here; each is checked before use. */
interface GanttDb {
  getTasks(): GanttTask[];
  getExcludes(): string[];
  getTickInterval(): string | undefined;
}
type Check = (db: Record<string, unknown>, config: MermaidConfig) => string | undefined;

const CHECKS: Record<string, Check> = {
  gantt: (db, config) => {
    if (!hasFunctions<GanttDb>(db, ['getTasks', 'getExcludes', 'getTickInterval'])) return 'The preview cannot count this chart\u2019s days with this version of mermaid.';
    const excludes = [...db.getExcludes()];
    // The walk over excluded days is the cost being counted: empty mermaid's own list (getExcludes
    // returns it, and the render that follows parses the chart afresh) so that reading the tasks'
    // dates skips it. A mermaid that hands out a copy would walk anyway: refuse rather than hang.
    db.getExcludes().length = 0;
    if (db.getExcludes().length !== 0) return 'The preview cannot count this chart\u2019s days with this version of mermaid.';
    return ganttTooCostly({ tasks: db.getTasks(), excludes, tickInterval: db.getTickInterval() || config.gantt?.tickInterval });
  },
  block: (db) => {
    if (!hasFunctions<{ getBlocksFlat(): unknown[] }>(db, ['getBlocksFlat'])) return undefined;
    const blocks = db.getBlocksFlat().length;
    return blocks > MAX_BLOCKS ? `The diagram has ${count(blocks)} blocks (\`space:N\` counts N); the preview draws diagrams of up to ${count(MAX_BLOCKS)}.` : undefined;
  },
  packet: (db) => {
    if (!hasFunctions<{ getPacket(): unknown[] }>(db, ['getPacket'])) return undefined;
    const rows = db.getPacket().length;
    return rows > MAX_PACKET_ROWS ? `The diagram has ${count(rows)} rows of bits; the preview draws diagrams of up to ${count(MAX_PACKET_ROWS)}.` : undefined;
  },
};

function typeOf(source: string): string | undefined {
  try {
    return mermaid.detectType(source, mermaid.mermaidAPI.getConfig());
  } catch {
    return undefined;
  }
}

function hasFunctions<T>(db: Record<string, unknown>, names: string[]): db is Record<string, unknown> & T {
  return names.every((name) => typeof db[name] === 'function');
}

/**
 * Why the diagram would cost too much to draw, or undefined. Run after `mermaid.initialize`: the
 * parse applies the diagram's own directives (a front-matter `gantt.tickInterval` counts too). A
 * syntax error throws, as mermaid's render would.
 */
export async function diagramTooCostly(source: string): Promise<string | undefined> {
  // Only a few types are counted: the others are not parsed here (mermaid.render parses them, and
  // throws their syntax errors). detectType reads the header alone; an unknown type is render's to report.
  if (!CHECKS[typeOf(source) ?? '']) return undefined;
  const parsed = await mermaid.mermaidAPI.parse(source);
  const check = parsed ? CHECKS[parsed.diagramType] : undefined;
  if (!check) return undefined;
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  return check(diagram.db as unknown as Record<string, unknown>, mermaid.mermaidAPI.getConfig());
}
