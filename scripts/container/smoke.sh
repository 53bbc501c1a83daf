#!/usr/bin/env bash
# The image's smoke test (issue 42 point 1): builds it (reusing the base image and cached layers), runs
# `npm run migrate`'s entry in it against a fresh database, starts the server and checks that the
# image's own HEALTHCHECK passes, /readyz answers 200 and the sign-in page is served; then stops the
# container and drops the database, whatever happened.
#   scripts/container/smoke.sh
# SMOKE_ADMIN_URL: a PostgreSQL admin URL (default: the machine's, postgres://postgres@127.0.0.1:5432/postgres);
# SMOKE_PORT (default 3370); SMOKE_SKIP_BUILD=1 uses the image as it is.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
podman="$here/podman.sh"
image="${IMAGE:-localhost/vendor-portal:latest}"
admin_url="${SMOKE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
port="${SMOKE_PORT:-3370}"
db="vp_smoke_$(date +%s)_$$"
name="vp-smoke-$$"
database_url="${admin_url%/*}/$db"
start=$(date +%s)

cleanup() {
  "$podman" rm -f -t 5 "$name" >/dev/null 2>&1 || true
  psql -q "$admin_url" -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

if [ "${SMOKE_SKIP_BUILD:-}" != 1 ]; then "$here/build-image.sh" "$image" | tail -1; fi
psql -q "$admin_url" -c "create database $db" >/dev/null

# the container on the host's network: it reaches the machine's PostgreSQL at 127.0.0.1
run_env=(-e "DATABASE_URL=$database_url" -e "PORT=$port" -e "PUBLIC_URL=http://127.0.0.1:$port"
  -e "BLOB_SIGNING_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  -e "TAX_ID_KEY=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')")
echo "migrate:"
"$podman" run --rm --no-healthcheck --network host "${run_env[@]}" "$image" node apps/server/src/migrate-cli.ts |
  sed 's/^/  /' | cut -c1-160
# (without systemd, podman says it cannot add a timer for the HEALTHCHECK; `podman healthcheck run` below runs it)
"$podman" run -d --name "$name" --network host "${run_env[@]}" "$image" 2> >(grep -v 'systemd connection' >&2) >/dev/null

ready=""
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then ready=yes; break; fi
  if [ "$("$podman" inspect -f '{{.State.Running}}' "$name")" != true ]; then break; fi
  sleep 1
done
if [ -z "$ready" ]; then
  echo "FAIL: /readyz did not answer 200; the container's log:"
  "$podman" logs "$name" | tail -30
  exit 1
fi
fail=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi; }
check "/readyz 200: $(curl -s "http://127.0.0.1:$port/readyz")" "curl -fsS http://127.0.0.1:$port/readyz >/dev/null"
check "the image's HEALTHCHECK passes" "'$podman' healthcheck run '$name' >/dev/null"
check "the sign-in page (/auth/login) is the built web app's" \
  "curl -fsS http://127.0.0.1:$port/auth/login | grep -q '| Login</title>'"
check "runs as a non-root user ($("$podman" exec "$name" id -un))" "[ \"\$('$podman' exec '$name' id -u)\" != 0 ]"
logs="$("$podman" logs "$name" 2>/dev/null)"
check "logs JSON lines on stdout" "grep -q '^{\"level\":' <<<\"\$logs\""
check "the image holds no dev dependency (vitest)" "! '$podman' exec '$name' test -e node_modules/vitest"
"$podman" stop -t 15 "$name" >/dev/null 2> >(grep -v 'systemd connection' >&2)
check "stops on SIGTERM with exit code 0" "[ \"\$('$podman' inspect -f '{{.State.ExitCode}}' '$name')\" = 0 ]"
echo "smoke: $([ $fail = 0 ] && echo passed || echo FAILED) in $(($(date +%s) - start)) s"
exit $fail
