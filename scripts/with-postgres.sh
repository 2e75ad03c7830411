#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster (about 1 s to
# start), then stops the cluster and deletes it, whatever happens. Exits with the command's code.
#
#   scripts/with-postgres.sh npm test
#   scripts/with-postgres.sh bash -c 'psql "$DATABASE_URL" -c "select version()"'
#
# The database user is the superuser `postgres` (trust auth, 127.0.0.1 only): the API suite
# creates a database per test file, so it needs CREATEDB.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_VERSION=15
PGBIN="/usr/lib/postgresql/$PG_VERSION/bin"

if [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "[with-postgres] $PGBIN/initdb is missing; install Debian's postgresql-$PG_VERSION" >&2
    exit 1
  fi
  echo "[with-postgres] installing postgresql-$PG_VERSION" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "postgresql-$PG_VERSION"
fi

# initdb refuses to run as root: run the server as `postgres`, from a folder it can read.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  as_pg=(runuser -u postgres --)
fi

PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/dugout-pg.XXXXXX")"
PG_DATA="$PG_TMP/data"
PG_STARTED=0

cleanup() {
  local code=$?
  if [ "$PG_STARTED" -eq 1 ]; then
    (cd "$PG_TMP" && "${as_pg[@]}" "$PGBIN/pg_ctl" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1) || true
  fi
  rm -rf "$PG_TMP"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "${#as_pg[@]}" -gt 0 ]; then
  chown postgres: "$PG_TMP"
fi
chmod 700 "$PG_TMP"

PG_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cd "$PG_TMP"
if ! "${as_pg[@]}" "$PGBIN/initdb" -D "$PG_DATA" --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
  -U postgres >"$PG_TMP/initdb.log" 2>&1; then
  echo "[with-postgres] initdb failed:" >&2
  cat "$PG_TMP/initdb.log" >&2
  exit 1
fi
PG_STARTED=1
if ! "${as_pg[@]}" "$PGBIN/pg_ctl" -D "$PG_DATA" -l "$PG_TMP/postgres.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_TMP -c fsync=off -c max_connections=200" \
  start >/dev/null; then
  echo "[with-postgres] the server did not start:" >&2
  cat "$PG_TMP/postgres.log" >&2
  exit 1
fi
"$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres dugout_test
cd - >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/dugout_test"
echo "[with-postgres] PostgreSQL $PG_VERSION at $DATABASE_URL" >&2

# In the background so that a signal to this script is handled now, not when the command ends:
# it is passed on as SIGTERM (background commands ignore SIGINT), the command is awaited, and
# only then is the cluster stopped.
"$@" &
child=$!
on_signal() {
  trap '' INT TERM
  kill -TERM "$child" 2>/dev/null || true
  wait "$child" 2>/dev/null || true
  exit "$1"
}
trap 'on_signal 130' INT
trap 'on_signal 143' TERM
set +e
wait "$child"
code=$?
set -e
exit "$code"
