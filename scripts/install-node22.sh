#!/usr/bin/env bash
# Installs the Node this project is built and tested with, Node 22, and prints its bin folder:
#
#     export PATH="$(bash scripts/install-node22.sh):$PATH"    # then npm ci, npm test, npm start
#
# Why: package.json's engines.node is >=22.19.0 because the newest releases of our dependencies
# require it (@scalar/openapi-parser, @scalar/openapi-validator and @readme/httpsnippet need Node 22,
# @scalar/json-magic's undici 22.19; no release of @scalar/openapi-validator supports Node 20, and
# Node 20 itself reached its end of life in April 2026). Debian 12 ships Node 18 and Debian 13 Node 20,
# so the Node comes from the npm registry instead: the `node` package pulls the binary and headers
# from `node-<platform>-<arch>`, as test/e2e/setup.sh does for code-server's Node 24. Installed once
# into the git-ignored cache .vscode-test/node22 (about 15 s); later runs only print the folder.
# Progress goes to stderr, so that stdout is the folder alone.
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${E2E_CACHE:-$REPO/.vscode-test}
NODE_VERSION=22.23.3
DIR=$CACHE/node22
BIN=$DIR/node_modules/node/bin

if [ ! -f "$DIR/.ok-$NODE_VERSION" ] || [ ! -x "$BIN/node" ]; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  echo "[node22] installing node@$NODE_VERSION into $DIR (log: $DIR/install.log)" >&2
  # Under `npm run` the outer npm exports its own config (npm_config_user_agent names its Node): the
  # nested install starts from a clean npm environment, registry, cache and proxy settings kept.
  env -u npm_config_user_agent -u npm_config_node_gyp -u npm_execpath -u npm_node_execpath \
    npm install --prefix "$DIR" --no-save --no-audit --no-fund "node@$NODE_VERSION" >"$DIR/install.log" 2>&1 ||
    { tail -30 "$DIR/install.log" >&2; exit 1; }
  [ "$("$BIN/node" --version)" = "v$NODE_VERSION" ] || { echo "[node22] unexpected node: $("$BIN/node" --version)" >&2; exit 1; }
  touch "$DIR/.ok-$NODE_VERSION"
fi
echo "$BIN"
