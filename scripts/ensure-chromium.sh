#!/usr/bin/env bash
# Playwright cannot download its own browsers here, so the browser journeys run on
# Debian's Chromium; CJK fonts are needed or Chinese renders as boxes in screenshots.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} from Debian (needed by the browser journeys)"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
