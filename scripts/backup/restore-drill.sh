#!/usr/bin/env bash
# The restore drill (issue 42 point 5): a source portal (a new database on the machine's PostgreSQL,
# migrated, with a population of vendors, work orders, invoices and documents in a local blob store),
# backed up with backup.sh, restored with restore.sh into an empty database and an empty blob folder; a
# server started on the copy must be ready, and every table's row count and every blob's SHA-256 must
# equal the source's, and every document row's file must be there. Prints its figures; leaves nothing
# behind (databases dropped, server stopped, folders deleted).
#   scripts/backup/restore-drill.sh
# DRILL_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), DRILL_PORT (default 3373),
# DRILL_VENDORS (default 20).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
admin="${DRILL_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
port="${DRILL_PORT:-3373}"
work="$(mktemp -d /tmp/vp-drill-XXXXXX)"
src_db="vp_drill_src_$$"
dst_db="vp_drill_dst_$$"
server_pid=""
start=$(date +%s)

cleanup() {
  if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  for db in "$src_db" "$dst_db"; do psql -q "$admin" -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

url_of() { echo "${admin%/*}/$1"; }
secret() { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
# the settings both sides share (a restore needs the backup's secrets: they are kept apart from it)
export NODE_ENV=production LOG_LEVEL=warn TAX_ID_KEY="$(secret)" BLOB_SIGNING_SECRET="$(secret)"
side() { # src|dst: the environment of that side
  echo "DATABASE_URL=$(url_of "vp_drill_${1}_$$") DATA_DIR=$work/$1 BLOBS_DIR=$work/$1/blobs"
}

echo "1. the source: a migrated database with a population of ${DRILL_VENDORS:-20} vendors"
psql -q "$admin" -c "create database $src_db" >/dev/null
mkdir -p "$work/src" "$work/dst"
env $(side src) node apps/server/src/migrate-cli.ts >/dev/null
env $(side src) node apps/server/src/cli/main.ts seed-benchmark --population "${DRILL_VENDORS:-20}" \
  --median 40 --largest 400 | tail -1

echo "2. backup"
env $(side src) scripts/backup/backup.sh "$work/backup"

echo "3. restore into an empty database and an empty blob folder"
psql -q "$admin" -c "create database $dst_db" >/dev/null
env $(side dst) scripts/backup/restore.sh "$work/backup"

counts() { # every table of ours and the job queue's, with its exact row count
  local url; url="$(url_of "$1")"
  psql -qtA "$url" -c "select format('select %L, count(*) from %I.%I', schemaname || '.' || tablename, schemaname, tablename)
                         from pg_tables where schemaname in ('public', 'graphile_worker') order by 1" |
    sed 's/$/;/' | psql -qtA -F ' ' "$url"
}
counts "$src_db" > "$work/src-counts"
# the copy counted before a server writes to it (its job runner, signing keys, housekeeping)
counts "$dst_db" > "$work/dst-counts"

echo "4. a server on the copy"
env $(side dst) PORT="$port" PUBLIC_URL="http://127.0.0.1:$port" node apps/server/src/main.ts > "$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
  sleep 0.5
done
fail=0
check() { if eval "$2"; then echo "   ok   $1"; else echo "   FAIL $1"; fail=1; fi; }
check "/readyz: $(curl -s "http://127.0.0.1:$port/readyz")" "curl -fsS http://127.0.0.1:$port/readyz >/dev/null"
if [ -f apps/web/dist/index.html ]; then
  check "the sign-in page answers" "curl -fsS -o /dev/null http://127.0.0.1:$port/auth/login"
fi

echo "5. every table's rows, every blob's hash"
check "row counts equal in $(wc -l < "$work/src-counts") tables ($(awk '{s+=$2} END {print s}' "$work/src-counts") rows)" \
  "diff '$work/src-counts' '$work/dst-counts' >/dev/null"
hashes() { (cd "$1" && find . -type f ! -path './.incoming/*' -print0 | sort -z | xargs -0 -r sha256sum); }
hashes "$work/src/blobs" > "$work/src-hashes"
hashes "$work/dst/blobs" > "$work/dst-hashes"
check "SHA-256 equal for $(wc -l < "$work/src-hashes") blobs ($(du -sh "$work/dst/blobs" | cut -f1))" \
  "[ -s '$work/src-hashes' ] && diff '$work/src-hashes' '$work/dst-hashes' >/dev/null"
keys="$(psql -qtA "$(url_of "$dst_db")" -c "select blob_key from order_documents union all select photo_key from order_photos where received_at is not null")"
missing=0
while IFS= read -r key; do [ -z "$key" ] || [ -f "$work/dst/blobs/$key" ] || missing=$((missing + 1)); done <<< "$keys"
check "every document's file is in the restored store ($(grep -c . <<< "$keys") documents, $missing missing)" "[ $missing = 0 ]"
if [ $fail != 0 ]; then echo "the server's log:"; tail -20 "$work/server.log"; fi
echo "restore drill: $([ $fail = 0 ] && echo passed || echo FAILED) in $(($(date +%s) - start)) s"
exit $fail
