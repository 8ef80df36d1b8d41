#!/bin/sh
# Restarts the portal instances one at a time (after a deploy), each only once the one before answers /readyz, so
# nginx always has two instances to send to. Usage: deploy/rolling-restart.sh [port …] (default 8081 8082 8083).
set -eu
ports="${*:-8081 8082 8083}"
# nginx's fail_timeout (deploy/nginx/portal.conf): an instance refused a connection while it restarted is left out
# this long; the next one must not go before it is back.
settle=6
for port in $ports; do
  echo "restarting portal@$port"
  systemctl restart "portal@$port"
  tries=0
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz")" = 200 ]; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "portal@$port is not ready after 60 s; stopping here (journalctl -u portal@$port)" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "portal@$port ready"
  sleep "$settle"
done
