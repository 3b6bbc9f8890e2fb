#!/usr/bin/env bash
# `apt-get ARGS…` (as root, else through sudo) that waits for another package manager to let go of
# its lock instead of failing at once, and says so on stderr; apt's own output goes to stdout.
# On a fresh Debian machine the daily apt jobs (apt-daily, unattended-upgrades) or another install
# hold the lock for a while: `npm start` (setup.sh) and .ci/run used to stop there with
# "E: Could not get lock /var/lib/dpkg/lock-frontend".
#   - dpkg's lock (install): apt waits for it itself, with DPkg::Lock::Timeout (apt-get(8); apt 1.9.11+).
#   - the package lists' lock (update): apt 2.6 (Debian 12) fails at once there whatever that timeout
#     says, so the update is tried again, a second apart, until the same deadline.
# The wait is APT_LOCK_WAIT_S seconds (default 120) in all.
set -uo pipefail
WAIT_S=${APT_LOCK_WAIT_S:-120}
SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
T0=$SECONDS
NOTE=$(mktemp -d)
trap 'rm -rf "$NOTE"' EXIT

# Copies apt's output to stdout; the first line that shows a held lock is also told on stderr,
# once for the whole wait, and marks this try as one that met a lock.
relay() {
  local line
  while IFS= read -r line; do
    printf '%s\n' "$line"
    case $line in
      *"Could not get lock"* | *"Waiting for cache lock"*)
        touch "$NOTE/this-try"
        [ -e "$NOTE/told" ] && continue
        touch "$NOTE/told"
        echo "[apt] waiting for the package manager's lock (up to ${WAIT_S} s; another apt or dpkg is running): ${line#*: }" >&2 ;;
    esac
  done
}

while :; do
  rm -f "$NOTE/this-try"
  left=$((WAIT_S - (SECONDS - T0)))
  [ "$left" -gt 0 ] || left=1
  $SUDO apt-get -o DPkg::Lock::Timeout="$left" "$@" 2>&1 | relay
  rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then
    [ -e "$NOTE/told" ] && echo "[apt] got the lock after $((SECONDS - T0)) s" >&2
    exit 0
  fi
  if [ -e "$NOTE/this-try" ] && [ $((SECONDS - T0)) -lt "$WAIT_S" ]; then sleep 1; continue; fi
  [ -e "$NOTE/this-try" ] && echo "[apt] gave up: the package manager's lock was still held after ${WAIT_S} s" >&2
  exit "$rc"
done
