#!/usr/bin/env bash
# Restores a backup of backup.sh into an EMPTY database and an EMPTY blob folder (issue 42 point 5).
#   DATABASE_URL=postgres://…/empty_db BLOBS_DIR=/srv/portal/blobs scripts/backup/restore.sh /backups/2026-11-29
# Then start the servers of the release that made the backup (or newer: `npm run migrate` first); a
# server whose code does not fit the restored schema says so in /readyz (decision 120). TAX_ID_KEY and
# BLOB_SIGNING_SECRET must be the ones of the backup's servers (kept apart from it).
set -euo pipefail
from="${1:?usage: restore.sh <backup folder>}"
: "${DATABASE_URL:?DATABASE_URL is required}"
(cd "$from" && sha256sum --quiet -c SHA256SUMS)
tables=$(psql -qtA "$DATABASE_URL" -c "select count(*) from pg_tables where schemaname not in ('pg_catalog','information_schema')")
if [ "$tables" != 0 ]; then echo "the database is not empty ($tables tables): restore into a new one" >&2; exit 1; fi
pg_restore --no-owner --no-privileges --exit-on-error -d "$DATABASE_URL" "$from/db.dump"
if [ -f "$from/blobs.tar" ]; then
  : "${BLOBS_DIR:?BLOBS_DIR is required: the backup holds a blob store}"
  mkdir -p "$BLOBS_DIR"
  if [ -n "$(ls -A "$BLOBS_DIR")" ]; then echo "$BLOBS_DIR is not empty" >&2; exit 1; fi
  tar -C "$BLOBS_DIR" -xf "$from/blobs.tar"
fi
echo "restored from $from"
