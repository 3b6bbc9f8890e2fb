// The waits of the in-host suite (index.js): on VS Code's events, each with a timeout. A wait for what
// an action causes takes the action, or a recorder started before it, and accepts only what follows
// it: never the state from before the action, which a predicate may happen to accept too.
'use strict';
const vscode = require('vscode');

const TIMEOUT_MS = Number(process.env.E2E_WAIT_MS || 30000);

const codeOf = (d) => (d.code && typeof d.code === 'object' ? d.code.value : d.code);
const describe = (doc, diags) => JSON.stringify(diags.map((d) => ({
  code: codeOf(d), message: d.message, text: doc.getText(d.range), line: d.range.start.line,
})));
/**
 * Records onDidChangeDiagnostics from now on. mark(doc) says "doc's diagnostics so far are from
 * before the action": until(doc, predicate, what) then resolves only once a change of doc's
 * diagnostics has come after the last mark(doc) and predicate(doc's diagnostics) holds. A
 * publication that arrives while an action runs may be of the text before it, so marks come after
 * each action.
 */
function diagnosticsRecorder() {
  const key = (uri) => uri.toString();
  const changed = new Set(); // the uris whose diagnostics changed since their last mark
  const listeners = new Set();
  const sub = vscode.languages.onDidChangeDiagnostics((e) => {
    for (const u of e.uris) changed.add(key(u));
    for (const l of [...listeners]) l();
  });
  const until = (doc, predicate, what, timeoutMs = TIMEOUT_MS) => new Promise((resolve, reject) => {
    const check = () => {
      if (!changed.has(key(doc.uri))) return;
      const diags = vscode.languages.getDiagnostics(doc.uri);
      if (!predicate(diags)) return;
      clearTimeout(timer); listeners.delete(check); resolve(diags);
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      const none = changed.has(key(doc.uri)) ? '' : ' (none was published after the action)';
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}${none}; diagnostics: ${describe(doc, vscode.languages.getDiagnostics(doc.uri))}`));
    }, timeoutMs);
    listeners.add(check);
    check(); // a change may have come between the mark and this call
  });
  return { mark: (doc) => changed.delete(key(doc.uri)), until, dispose: () => sub.dispose() };
}

/** Runs `action` with a recorder whose marks on `docs` follow it (see diagnosticsRecorder). */
async function diagnosticsAfter(docs, action) {
  const recorder = diagnosticsRecorder();
  try {
    await action();
  } catch (e) {
    recorder.dispose();
    throw e;
  }
  for (const doc of docs) recorder.mark(doc);
  return recorder;
}

/** Runs `action` and resolves once diagnostics of doc published after it satisfy predicate. */
async function waitForDiagnostics(doc, action, predicate, what, timeoutMs = TIMEOUT_MS) {
  const after = await diagnosticsAfter([doc], action);
  try {
    return await after.until(doc, predicate, what, timeoutMs);
  } finally {
    after.dispose();
  }
}

/**
 * The first check of a document that no action of the test has changed: resolves once its
 * diagnostics (now or at a later change) satisfy predicate. Not for a state an action should bring
 * about (waitForDiagnostics).
 */
function diagnosticsOfUnchangedDocument(doc, predicate, what, timeoutMs = TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const diags = vscode.languages.getDiagnostics(doc.uri);
      if (!predicate(diags)) return false;
      clearTimeout(timer); sub.dispose(); resolve(diags);
      return true;
    };
    const sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === doc.uri.toString())) check();
    });
    const timer = setTimeout(() => {
      sub.dispose();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; diagnostics: ${describe(doc, vscode.languages.getDiagnostics(doc.uri))}`));
    }, timeoutMs);
    check();
  });
}

/** Repeats a provider request until accept(result) holds: the server may still be starting. */
async function retryRequest(request, accept, what, timeoutMs = TIMEOUT_MS) {
  const end = Date.now() + timeoutMs;
  let last, delay = 100;
  for (;;) {
    last = await request();
    if (accept(last)) return last;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last result: ${JSON.stringify(last)}`.slice(0, 2000));
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 1000);
  }
}

/**
 * Runs `action`, then resolves once `check()` holds at an onDidChangeConfiguration that came after
 * the action started (as diagnosticsAfter: the configuration from before the action never counts).
 */
function waitForConfiguration(action, check, what, timeoutMs = TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const sub = vscode.workspace.onDidChangeConfiguration(() => {
      if (!check()) return;
      clearTimeout(timer); sub.dispose(); resolve();
    });
    const timer = setTimeout(() => { sub.dispose(); reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)); }, timeoutMs);
    Promise.resolve().then(action).catch((e) => { clearTimeout(timer); sub.dispose(); reject(e); });
  });
}

module.exports = {
  codeOf, describe, diagnosticsAfter, diagnosticsOfUnchangedDocument, diagnosticsRecorder, retryRequest, waitForConfiguration, waitForDiagnostics,
};
