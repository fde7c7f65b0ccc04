#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; Playwright must never download a browser of its own.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  chromium --version
  exit 0
fi
echo "Installing Debian's chromium package…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
chromium --version
