#!/usr/bin/env bash
# Stops what tools/wordpress/up.sh started for <run-dir> <port> (by the process ids it wrote) and removes the
# run's files and its /etc/wordpress configs.
#   tools/wordpress/down.sh <run-dir> <port>
set -uo pipefail
run=$(realpath -m "$1")
port=$2
if [ -f "$run/pids" ]; then
  pids=$(cat "$run/pids")
  for pid in $pids; do kill -TERM "$pid" 2>/dev/null; done
  for _ in $(seq 1 50); do
    alive=0
    for pid in $pids; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" -eq 0 ] && break
    sleep 0.2
  done
  for pid in $pids; do kill -KILL "$pid" 2>/dev/null; done
fi
rm -f "/etc/wordpress/config-sw-e2e-$port.php" "/etc/wordpress/config-sw-e2e-$port-sub.php" \
  "/etc/wordpress/config-sw-e2e-$port-classic.php" "/tmp/sw-wp-$port.sock"
rm -rf "$run"
