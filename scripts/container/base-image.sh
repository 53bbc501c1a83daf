#!/usr/bin/env bash
# The image's Debian base when no registry is reachable (issue 42): debootstrap --variant=minbase
# bookworm into a temporary folder, then `podman import` as localhost/vendor-portal-base:bookworm.
# An image of that name left on the machine is reused (about 45 s saved). Elsewhere build with
# --build-arg BASE_IMAGE=docker.io/library/debian:bookworm-slim and skip this.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
image="${BASE_IMAGE:-localhost/vendor-portal-base:bookworm}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
if "$here/podman.sh" image exists "$image"; then
  echo "base image $image: present, reused"
  exit 0
fi
root="$(mktemp -d /tmp/vp-base-XXXXXX)"
trap 'rm -rf "$root"' EXIT
start=$(date +%s)
debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
# apt's lists and caches are not part of an image; a later stage fetches what it installs
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb
tar -C "$root" -c . | "$here/podman.sh" import \
  --change 'CMD ["/bin/bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  - "$image" >/dev/null
echo "base image $image: made with debootstrap in $(($(date +%s) - start)) s"
