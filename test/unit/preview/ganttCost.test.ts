/**
 * The count behind the gantt bound (webview/src/ganttCost.ts): the days mermaid's `excludes` walk
 * steps through, from the tasks as mermaid reads them. The browser tier checks it on mermaid itself
 * (test/browser/diagramCost.browser.mjs); here, each factor of the count.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { excludedDayWalk, ganttTooCostly, MAX_GANTT_DAY_STEPS, MAX_GANTT_TICKS, tickCount, type GanttTask } from '../../../webview/src/ganttCost';

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);
/** A task of `days` days, written with a duration (mermaid walks it), after task `after` if given. */
function task(id: string, days: number, after?: string): GanttTask {
  return { id, startTime: new Date(START), endTime: new Date(START + days * DAY), processed: true, raw: { startTime: { startData: after ? `after ${after}` : '2024-01-01' }, endTime: { data: `${days}d` } } };
}

describe('preview: what a gantt chart costs mermaid', () => {
  it('counts the days of each task walked, once when tasks refer only to tasks above them', () => {
    const tasks = [task('a', 100), task('b', 50, 'a')];
    assert.equal(excludedDayWalk({ tasks, excludes: ['2000-01-01'], tickInterval: undefined }), 100 + 1 + 50 + 1);
  });

  it('counts eleven passes when a task starts after one written below it', () => {
    const tasks = [task('a', 100, 'b'), task('b', 50)];
    assert.equal(excludedDayWalk({ tasks, excludes: ['2000-01-01'], tickInterval: undefined }), (101 + 51) * 11);
  });

  it('counts the excluded days each task is stretched by, up to mermaid\u2019s own limit', () => {
    const week = excludedDayWalk({ tasks: [task('a', 70)], excludes: ['weekends'], tickInterval: undefined });
    assert.equal(week, 98);
    const sixDays = excludedDayWalk({ tasks: [task('a', 70)], excludes: ['weekends', 'monday', 'tuesday', 'wednesday', 'thursday'], tickInterval: undefined });
    assert.equal(sixDays, 490);
    const everyDay = excludedDayWalk({ tasks: [task('a', 70)], excludes: ['weekends', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'], tickInterval: undefined });
    assert.equal(everyDay, 70 + 10_000);
  });

  it('does not count a task whose end is written as a date (mermaid does not walk it)', () => {
    const dated = { ...task('a', 100_000), manualEndTime: true };
    assert.equal(ganttTooCostly({ tasks: [dated], excludes: ['weekends'], tickInterval: undefined }), undefined);
  });

  it('refuses a chart past the bound, and only with excludes', () => {
    const tasks = [task('a', MAX_GANTT_DAY_STEPS + 1)];
    assert.match(ganttTooCostly({ tasks, excludes: ['2000-01-01'], tickInterval: undefined }) ?? '', /about 100,002 steps here; the preview draws charts of up to 100,000\./);
    assert.equal(ganttTooCostly({ tasks, excludes: [], tickInterval: undefined }), undefined);
    assert.equal(ganttTooCostly({ tasks: [task('a', MAX_GANTT_DAY_STEPS - 2)], excludes: ['2000-01-01'], tickInterval: undefined }), undefined);
  });

  it('counts the ticks of a custom interval over the chart\u2019s span; mermaid itself drops an interval past 10,000', () => {
    const tasks = [task('a', 3000)];
    assert.equal(tickCount({ tasks, excludes: [], tickInterval: '1day' }), 3000);
    assert.equal(tickCount({ tasks, excludes: [], tickInterval: '1week' }), 429);
    assert.equal(tickCount({ tasks, excludes: [], tickInterval: 'daily' }), 0);
    assert.match(ganttTooCostly({ tasks, excludes: [], tickInterval: '1day' }) ?? '', /3,000 ticks; the preview draws charts of up to 2,000\./);
    assert.ok(3000 > MAX_GANTT_TICKS);
    assert.equal(ganttTooCostly({ tasks, excludes: [], tickInterval: '1hour' }), undefined, '72,000 ticks: mermaid draws its default ticks');
  });
});
