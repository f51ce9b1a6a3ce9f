#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (tests/e2e) when it is missing. CI runs this
# before the tests; without Chromium the e2e project fails under CI=true instead of skipping.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The colour emoji font draws the widget's reactions in screenshots as readers see them.
if [ -x "$chromium" ] && [ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; then
  echo "chromium: found at $chromium"
  exit 0
fi

# Root (as CI runs here) installs directly; anyone else goes through sudo when there is one.
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "chromium: missing at $chromium, and installing it needs root or sudo" >&2
    exit 1
  fi
  as_root=(sudo)
fi

export DEBIAN_FRONTEND=noninteractive
echo "chromium: installing Debian's chromium package"
if ! "${as_root[@]}" apt-get install -y chromium fonts-noto-color-emoji; then
  # A fresh machine may have no package lists yet: fetch them once and try again.
  "${as_root[@]}" apt-get update
  "${as_root[@]}" apt-get install -y chromium fonts-noto-color-emoji
fi

if [ ! -x "$chromium" ]; then
  echo "chromium: apt finished but $chromium is still missing" >&2
  exit 1
fi
echo "chromium: installed at $chromium"
