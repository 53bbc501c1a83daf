#!/usr/bin/env bash
# podman as it works on these machines (containers.conf beside this file): runc, no default ulimits.
# Elsewhere PODMAN may name another command (docker, or plain podman).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ -n "${PODMAN:-}" ]; then exec $PODMAN "$@"; fi
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"
exec podman --runtime "${PODMAN_RUNTIME:-runc}" "$@"
