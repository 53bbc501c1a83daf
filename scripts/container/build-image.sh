#!/usr/bin/env bash
# Builds the portal's image from the Containerfile (issue 42 point 1): the debootstrapped base when no
# registry image is named (base-image.sh; reused when present), Node 24 from the npm registry.
#   scripts/container/build-image.sh [tag]        (default localhost/vendor-portal:latest)
# BASE_IMAGE=docker.io/library/debian:bookworm-slim uses a registry's Debian instead.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
tag="${1:-localhost/vendor-portal:latest}"
base="${BASE_IMAGE:-localhost/vendor-portal-base:bookworm}"
if [[ "$base" == localhost/* ]]; then BASE_IMAGE="$base" "$here/base-image.sh"; fi
# the host's CA bundle for the build stages' downloads (a TLS proxy's CA on these machines); never in the image
ca="${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
secret=()
if [ -s "$ca" ]; then secret=(--secret "id=ca_bundle,src=$ca"); fi
start=$(date +%s)
# --format docker: HEALTHCHECK is a field of Docker's image format, not OCI's
"$here/podman.sh" build --format docker --layers ${NO_CACHE:+--no-cache} \
  --build-arg "BASE_IMAGE=$base" "${secret[@]}" \
  ${NODE_VERSION:+--build-arg "NODE_VERSION=$NODE_VERSION"} \
  -f "$repo/Containerfile" -t "$tag" "$repo"
echo "image $tag built in $(($(date +%s) - start)) s, $("$here/podman.sh" image inspect "$tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
