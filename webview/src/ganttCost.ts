/**
 * What a gantt chart costs mermaid beyond its text, counted before it is drawn (see diagramCost.ts).
 *
 * A chart with `excludes` has each task walked one day at a time (mermaid's `fixTaskDates`, three
 * date formats per day): a 633-character chart whose tasks span centuries held the page for 112 s,
 * with its text far inside the size bounds. Each task's walk runs from its start to its end, one
 * day further per excluded day met (mermaid throws after 10,000 of those), and every pass of
 * mermaid's task compilation walks every task again: one pass, or eleven when a task starts
 * `after` (or ends `until`) a task written below it. A custom `tickInterval` draws one tick (a
 * line and a label) per interval of the chart's span, up to mermaid's own 10,000 per axis.
 *
 * The counts are taken from mermaid's own reading of the chart (its dates, durations and task
 * references), with `excludes` set aside so that reading costs nothing; only the walk is estimated.
 */

/** A task as mermaid's gantt database returns it from `getTasks()` (the fields read here). */
export interface GanttTask {
  id?: string;
  startTime?: Date;
  endTime?: Date;
  /** The end was written as a date: mermaid does not walk the task. */
  manualEndTime?: boolean;
  processed?: boolean;
  raw?: { startTime?: { startData?: string }; endTime?: { data?: string } };
}

export interface GanttFacts {
  tasks: GanttTask[];
  /** The `excludes` tokens, as mermaid keeps them (lower case): `weekends`, day names, dates. */
  excludes: string[];
  /** The chart's `tickInterval`, else the configuration's. */
  tickInterval: string | undefined;
}

/**
 * At 16 to 20 µs a step in headless Chromium on a busy 2-core machine, 100,000 steps take about 2 s;
 * a chart of 50 tasks of 90 days each with weekends excluded takes about 6,300.
 */
export const MAX_GANTT_DAY_STEPS = 100_000;
/** 9,000 ticks took 1 s to draw and 1.9 MB of SVG; a year of daily ticks is 365. */
export const MAX_GANTT_TICKS = 2_000;

const DAY_MS = 86_400_000;
/** `getTasks` compiles once, then again up to 10 times while a task is unresolved. */
const MOST_COMPILE_PASSES = 11;
/** `fixTaskDates` throws once a task's end has moved this many days. */
const MOST_EXCLUDED_DAYS_PER_TASK = 10_000;
/** Past this many ticks mermaid ignores the custom interval (`MAX_TICK_COUNT`): the default ticks are cheap. */
const MERMAID_MAX_TICKS = 10_000;
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
/** The units of mermaid's tickInterval pattern, as dayjs durations measure them (a month is 30 days). */
const TICK_UNIT_MS: Record<string, number> = { millisecond: 1, second: 1_000, minute: 60_000, hour: 3_600_000, day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };
const TICK_INTERVAL = /^([1-9]\d*)(millisecond|second|minute|hour|day|week|month)$/;
const TASK_REFERENCE = /^(?:after|until)\s+([\d\w- ]+)/;

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Why a gantt chart is too costly to draw, or undefined when it is not. */
export function ganttTooCostly(facts: GanttFacts): string | undefined {
  if (facts.excludes.length > 0) {
    const steps = excludedDayWalk(facts);
    if (steps > MAX_GANTT_DAY_STEPS) return `The chart has \`excludes\`, which mermaid checks one day at a time over each task: about ${count(steps)} steps here; the preview draws charts of up to ${count(MAX_GANTT_DAY_STEPS)}.`;
  }
  const ticks = tickCount(facts);
  if (ticks > MAX_GANTT_TICKS && ticks <= MERMAID_MAX_TICKS) return `The chart's tickInterval ${facts.tickInterval} gives ${count(ticks)} ticks; the preview draws charts of up to ${count(MAX_GANTT_TICKS)}.`;
  return undefined;
}

/** How many days mermaid's `excludes` walk steps through, over every compilation pass. */
export function excludedDayWalk({ tasks, excludes }: GanttFacts): number {
  // Days of the week that are always excluded: the walk meets 7 / (7 - k) days per day of work.
  // `weekends` is two days (which two depends on `weekend`, so it may overlap a named day: counting
  // both only overestimates). Each excluded date adds at most one day per task.
  const weekdays = Math.min(7, (excludes.includes('weekends') ? 2 : 0) + excludes.filter((t) => WEEKDAYS.has(t)).length);
  const dates = excludes.filter((t) => t !== 'weekends' && !WEEKDAYS.has(t)).length;
  let perPass = 0;
  for (const task of tasks) {
    if (!task.startTime || !task.endTime || task.manualEndTime) continue;
    const days = Math.max(0, Math.ceil((task.endTime.getTime() - task.startTime.getTime()) / DAY_MS));
    const withExcluded = weekdays >= 7 ? Infinity : (days * 7) / (7 - weekdays) + dates;
    perPass += Math.min(withExcluded, days + MOST_EXCLUDED_DAYS_PER_TASK);
  }
  return perPass * compilePasses(tasks);
}

/** One pass when every task refers only to tasks above it; else as many as mermaid allows. */
function compilePasses(tasks: GanttTask[]): number {
  const position = new Map(tasks.map((t, i) => [t.id, i]));
  const forward = tasks.some((task, i) =>
    [task.raw?.startTime?.startData, task.raw?.endTime?.data].some((written) => {
      const ids = TASK_REFERENCE.exec(written?.trim() ?? '')?.[1];
      return ids?.split(' ').some((id) => (position.get(id) ?? -1) > i);
    }),
  );
  return forward || tasks.some((t) => !t.processed) ? MOST_COMPILE_PASSES : 1;
}

/** The ticks one axis draws with the custom interval; 0 without one. */
export function tickCount({ tasks, tickInterval }: GanttFacts): number {
  const interval = TICK_INTERVAL.exec(tickInterval?.trim() ?? '');
  if (!interval) return 0;
  const starts = tasks.flatMap((t) => (t.startTime ? [t.startTime.getTime()] : []));
  const ends = tasks.flatMap((t) => (t.endTime ? [t.endTime.getTime()] : []));
  if (!starts.length || !ends.length) return 0;
  const span = Math.max(...ends) - Math.min(...starts);
  return span > 0 ? Math.ceil(span / (Number(interval[1]) * TICK_UNIT_MS[interval[2]])) : 0;
}
