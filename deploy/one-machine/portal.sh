#!/usr/bin/env bash
# The portal on one machine with plain podman (issue 42 point 2; docs/guides/deploying.md): a pod with
# PostgreSQL (Debian's, deploy/postgres) and the portal's image, mail to the outbox folder in the data
# volume or to the relay of SMTP_URL. Settings in $VP_HOME/portal.env (made on the first `up`, with new
# secrets; edit it, then `up` again).
#   deploy/one-machine/portal.sh up        build what is missing, start PostgreSQL, migrate, start the portal
#   deploy/one-machine/portal.sh upgrade   rebuild the image, migrate, replace the portal container
#     (its steps, in its order, from an old build to a new one: node scripts/upgrade-drill.ts)
#   deploy/one-machine/portal.sh status | logs | down | destroy   (destroy also deletes the volumes)
# VP_HOME (default /srv/vendor-portal), VP_NAME (default vendor-portal: the pod's and volumes' prefix),
# VP_HTTP_PORT (default 8080: the host port the portal is published on), PUBLIC_URL (first `up` only).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
podman="$repo/scripts/container/podman.sh"
home="${VP_HOME:-/srv/vendor-portal}"
name="${VP_NAME:-vendor-portal}"
http_port="${VP_HTTP_PORT:-8080}"
image="${IMAGE:-localhost/vendor-portal:latest}"
pg_image="${PG_IMAGE:-localhost/vendor-portal-postgres:15}"
env_file="$home/portal.env"
quiet() { "$@" 2> >(grep -v 'systemd connection' >&2); }
secret() { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n'; }

settings() {
  mkdir -p "$home"
  [ -f "$env_file" ] && return
  umask 077
  local pw
  pw="$(secret)"
  cat > "$env_file" <<SETTINGS
# The portal's settings (docs/guides/deploying.md lists what each one does and its default).
PUBLIC_URL=${PUBLIC_URL:-http://localhost:$http_port}
# behind a proxy that ends TLS and sets X-Forwarded-For/-Proto: true
TRUST_PROXY=false
POSTGRES_PASSWORD=$pw
DATABASE_URL=postgres://portal:$pw@127.0.0.1:5432/vendor_portal
BLOB_SIGNING_SECRET=$(secret)
TAX_ID_KEY=$(secret)
# mail: unset = files in the data volume's outbox/; set = the relay (smtp://user:pass@relay:587)
SMTP_URL=
MAIL_FROM=Vendor Portal <no-reply@example.com>
# S3_BUCKET=  S3_REGION=  (unset: the blob store in the data volume)
# STAFF_OIDC_ISSUER=  STAFF_OIDC_CLIENT_ID=  STAFF_OIDC_CLIENT_SECRET=
SETTINGS
  echo "settings written to $env_file (new secrets; keep a copy with the backups)"
}

images() {
  if [ "${1:-}" = rebuild ] || ! "$podman" image exists "$image"; then "$repo/scripts/container/build-image.sh" "$image" | tail -1; fi
  if ! "$podman" image exists "$pg_image"; then
    "$repo/scripts/container/base-image.sh"
    quiet "$podman" build --format docker -t "$pg_image" "$repo/deploy/postgres" | tail -1
  fi
}

wait_for() { # what, command...
  local what="$1"; shift
  for _ in $(seq 1 60); do if "$@" >/dev/null 2>&1; then return 0; fi; sleep 1; done
  echo "$what did not come up" >&2; return 1
}

migrate() {
  "$podman" run --rm --no-healthcheck --pod "$name" --env-file "$env_file" "$image" node apps/server/src/migrate-cli.ts | cut -c1-200
}

start_portal() {
  quiet "$podman" run -d --name "$name-portal" --pod "$name" --env-file "$env_file" \
    -v "$name-data:/data" --restart unless-stopped "$image" >/dev/null
  wait_for "the portal (/readyz)" curl -fsS "http://127.0.0.1:$http_port/readyz"
  echo "portal ready: http://127.0.0.1:$http_port ($(grep '^PUBLIC_URL=' "$env_file" | cut -d= -f2-))"
}

case "${1:-}" in
  up)
    settings
    images
    if ! "$podman" pod exists "$name"; then quiet "$podman" pod create --name "$name" -p "$http_port:3000" >/dev/null; fi
    if ! "$podman" container exists "$name-postgres"; then
      quiet "$podman" run -d --name "$name-postgres" --pod "$name" --env-file "$env_file" \
        -v "$name-pgdata:/var/lib/postgresql/data" --restart unless-stopped "$pg_image" >/dev/null
    else
      quiet "$podman" start "$name-postgres" >/dev/null
    fi
    wait_for "PostgreSQL" "$podman" exec "$name-postgres" /usr/lib/postgresql/15/bin/pg_isready -h 127.0.0.1
    # (the first start makes the role and database before PostgreSQL listens on 127.0.0.1)
    migrate
    if "$podman" container exists "$name-portal"; then quiet "$podman" start "$name-portal" >/dev/null; wait_for "the portal" curl -fsS "http://127.0.0.1:$http_port/readyz"; else start_portal; fi
    ;;
  upgrade)
    images rebuild
    migrate
    # one machine, one portal: a few seconds without it (several servers: docs/guides/deploying.md)
    quiet "$podman" stop -t 30 "$name-portal" >/dev/null
    quiet "$podman" rm "$name-portal" >/dev/null
    start_portal
    ;;
  status) "$podman" ps --pod --filter "pod=$name"; curl -s "http://127.0.0.1:$http_port/readyz"; echo ;;
  logs) "$podman" logs --tail 50 "$name-portal" ;;
  down) quiet "$podman" pod stop -t 30 "$name" >/dev/null && quiet "$podman" pod rm "$name" >/dev/null && echo "stopped (volumes kept)" ;;
  destroy)
    quiet "$podman" pod rm -f -t 30 "$name" >/dev/null 2>&1 || true
    "$podman" volume rm -f "$name-data" "$name-pgdata" >/dev/null 2>&1 || true
    echo "pod and volumes removed (settings kept in $env_file)"
    ;;
  *) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 1 ;;
esac
