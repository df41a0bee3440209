#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a loopback port, for tests (Debian's postgresql package).
#   start [port]  -> prints `export PG_TEST_URL=… PG_TEST_DIR=…` (eval it); the cluster lives in a temp dir
#   stop <dir>    -> stops that cluster and deletes its folder
# PostgreSQL refuses to run as root, so as root every server command runs as the postgres user.
set -euo pipefail

bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -z "$dir" ]; then echo "throwaway-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; fi
  echo "$dir"
}
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    port="${2:-5499}"
    pgbin=$(bin_dir)
    dir=$(mktemp -d /tmp/stardust-pg.XXXXXX)
    # A cluster that does not start (its port taken, say) leaves no folder behind; its log says why.
    trap 'tail -n 5 "$dir/server.log" >&2 2>/dev/null; rm -rf "$dir"' EXIT
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir"; fi
    as_owner "$pgbin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
    # fsync off: a test cluster never needs to survive a power cut, and it is 10x faster.
    as_owner "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    trap - EXIT
    echo "export PG_TEST_URL=postgres://postgres@127.0.0.1:$port/postgres PG_TEST_DIR=$dir"
    ;;
  stop)
    dir="${2:?stop needs the cluster folder}"
    case "$dir" in /tmp/stardust-pg.*) ;; *) echo "throwaway-postgres: refusing to remove $dir" >&2; exit 1 ;; esac
    pgbin=$(bin_dir)
    as_owner "$pgbin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [port] | stop <dir>" >&2
    exit 2
    ;;
esac
