// The sequential runner of the e2e tier: the UI files (through ui-lib.mjs's runUi), start.test.mjs
// and the in-host suite (suite/index.js, which runs in the extension host and can only `require`).
// It speaks node:test's vocabulary with node:test's hook semantics, so that set-up and tear-down are
// hooks and not tests that pad the count:
//   test(name, fn, { critical }), describe(name, fn), before/after/beforeEach/afterEach([name,] fn),
//   and in a test, t.after(fn) (a tear-down of that test only, run even when it fails).
// A failing before hook fails every test of its describe (they do not run), and its after hooks still
// run; a failing after/afterEach/t.after hook is a failure of its own (or of its test). node:test
// itself is not used because the tests of one file share one workbench page in order, a test marked
// `critical` that fails stops the rest of the file, the failing state must be captured (screenshot)
// before the tear-down hooks change it, and run.sh adds up one `LABEL: N passed, M failed` line per
// process (the in-host suite's only channel is the console of the workbench).
'use strict';

function newSuite(name, parent) {
  return { name, parent, children: [], before: [], after: [], beforeEach: [], afterEach: [] };
}

/** A fresh registry: the functions a test file uses, and run(). */
function createRunner() {
  const root = newSuite('', null);
  let current = root;
  const hook = (kind) => (name, fn) => {
    if (typeof name === 'function') [name, fn] = [name.name || kind, name];
    current[kind].push({ name, fn });
  };
  const api = {
    test: (name, fn, options = {}) => { current.children.push({ name, fn, critical: !!options.critical }); },
    describe: (name, fn) => {
      const suite = newSuite(name, current);
      current.children.push(suite);
      const outer = current;
      current = suite;
      try { fn(); } finally { current = outer; }
    },
    before: hook('before'),
    after: hook('after'),
    beforeEach: hook('beforeEach'),
    afterEach: hook('afterEach'),
    /**
     * Runs every test and hook in order. `onFailure(tag)` is awaited right after a test or hook fails
     * (before any tear-down runs); `indent` prefixes the ok/FAIL lines. Returns { passed, failed }.
     */
    run: async ({ onFailure = async () => {}, indent = '' } = {}) => {
      const state = { passed: 0, failed: 0, n: 0, stoppedBy: null };
      const ms = (t0) => `${Date.now() - t0} ms`;
      const fail = (what, t0, errors) => {
        state.failed++;
        const text = errors.map((e) => String((e && e.stack) || e).split('\n').slice(0, 12).join('\n')).join('\n--- and then\n');
        console.log(`${indent}FAIL ${what} (${ms(t0)})\n${text.replace(/^/gm, `${indent}    `)}`);
      };
      const runHook = async (kind, h, suite, arg) => {
        const t0 = Date.now();
        try {
          await h.fn(arg);
          return true;
        } catch (e) {
          const where = suite.name ? ` of "${suite.name}"` : '';
          fail(`${kind} hook "${h.name}"${where}`, t0, [e]);
          await onFailure(`${kind}-hook`).catch(() => {});
          return false;
        }
      };
      const runTest = async (t, chain, notRunBecause) => {
        const number = ++state.n;
        const t0 = Date.now();
        const why = notRunBecause || (state.stoppedBy && `"${state.stoppedBy}" failed (critical)`);
        if (why) return fail(`${number} ${t.name}`, t0, [`not run: ${why}`]);
        const cleanups = [];
        const ctx = { name: t.name, after: (fn) => { cleanups.push(fn); } };
        const errors = [];
        try {
          for (const s of chain) for (const h of s.beforeEach) await h.fn(ctx);
          await t.fn(ctx);
        } catch (e) {
          errors.push(e);
          await onFailure(`test-${number}`).catch(() => {});
        }
        // tear-down, innermost first: the test's own t.after, then the afterEach hooks
        for (const fn of cleanups.reverse()) {
          try { await fn(); } catch (e) { errors.push(new Error(`t.after hook failed: ${(e && e.stack) || e}`)); }
        }
        for (const s of [...chain].reverse()) {
          for (const h of s.afterEach) {
            try { await h.fn(ctx); } catch (e) { errors.push(new Error(`afterEach hook "${h.name}" failed: ${(e && e.stack) || e}`)); }
          }
        }
        if (errors.length === 0) {
          state.passed++;
          console.log(`${indent}ok   ${number} ${t.name} (${ms(t0)})`);
          return;
        }
        fail(`${number} ${t.name}`, t0, errors);
        if (t.critical) state.stoppedBy ??= t.name;
      };
      const runSuite = async (suite, chain, notRunBecause) => {
        chain = [...chain, suite];
        let blocked = notRunBecause;
        if (!blocked) {
          for (const h of suite.before) {
            if (!(await runHook('before', h, suite))) { blocked = `before hook "${h.name}" failed`; break; }
          }
        }
        for (const child of suite.children) {
          if (child.children) await runSuite(child, chain, blocked);
          else await runTest(child, chain, blocked);
        }
        // after hooks run even when a before hook failed (they undo what part of it did), as in node:test
        if (!notRunBecause) for (const h of suite.after) await runHook('after', h, suite);
      };
      await runSuite(root, [], null);
      return { passed: state.passed, failed: state.failed };
    },
  };
  return api;
}

module.exports = { createRunner };
