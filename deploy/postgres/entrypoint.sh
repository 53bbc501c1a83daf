#!/bin/sh
# First start: a cluster with the password of POSTGRES_PASSWORD (scram), a database POSTGRES_DB owned by
# POSTGRES_USER. Then PostgreSQL in the foreground (SIGTERM: a smart shutdown, as podman stop sends).
set -eu
bin=/usr/lib/postgresql/15/bin
: "${POSTGRES_USER:=portal}" "${POSTGRES_DB:=vendor_portal}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "${POSTGRES_PASSWORD:-}" ] || { echo "POSTGRES_PASSWORD is required on the first start" >&2; exit 1; }
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  "$bin/initdb" -D "$PGDATA" -U postgres --pwfile="$pwfile" --auth-local=peer --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '${POSTGRES_LISTEN:-127.0.0.1}'" >> "$PGDATA/postgresql.conf"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  "$bin/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  psql -v ON_ERROR_STOP=1 -q -d postgres -v user="$POSTGRES_USER" -v db="$POSTGRES_DB" -v pw="$POSTGRES_PASSWORD" <<'SQL'
create role :"user" login password :'pw';
create database :"db" owner :"user";
SQL
  "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$bin/postgres" -D "$PGDATA"
