#!/usr/bin/env bash
# A backup of the portal (issue 42 point 5; docs/guides/backup-and-restore.md): the database with
# pg_dump (custom format: consistent at one moment while the portal runs), then the local blob store's
# folder. In that order: every file a dumped row names was written before its row committed, so it is
# in the copy; files newer than the dump are harmless extras. With S3, the bucket's versioning is the
# blob backup and only the dump is made here.
#   DATABASE_URL=postgres://… BLOBS_DIR=/srv/portal/blobs scripts/backup/backup.sh /backups/2026-11-29
# Writes db.dump, blobs.tar (unless BLOBS_DIR is empty), and SHA256SUMS of both.
set -euo pipefail
out="${1:?usage: backup.sh <folder>}"
: "${DATABASE_URL:?DATABASE_URL is required}"
mkdir -p "$out"
start=$(date +%s)
pg_dump --format=custom --no-owner --no-privileges --file "$out/db.dump" "$DATABASE_URL"
files=(db.dump)
if [ -n "${BLOBS_DIR:-}" ]; then
  # .incoming holds uploads in flight: not part of the store
  tar -C "$BLOBS_DIR" --exclude ./.incoming -cf "$out/blobs.tar" .
  files+=(blobs.tar)
fi
(cd "$out" && sha256sum "${files[@]}" > SHA256SUMS)
echo "backup in $out: $(du -sh "$out" | cut -f1) in $(($(date +%s) - start)) s"
