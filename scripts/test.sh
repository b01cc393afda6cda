#!/usr/bin/env bash
# `npm test`: what the suites need is checked (and installed as root) first, so the command works on a
# fresh Debian machine by itself; then every suite, in the order CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/preflight.sh

npm run lint
npm run typecheck
npm run test:unit
npm run test:backend
npm run test:check-upstream
npm run test:scale-out
npm run test:e2e
npm run check:bundle -- --e2e
