"""Starts the reference upstream: /usr/bin/python3 tests/upstream-fastapi/server.py [--port N] [--exclude-none]
[--bad-token-status 401] [--no-websocket] [--no-redirect-slashes] [--test-hooks] [--break NAME]. Every flag also has
an env var; --break (UPSTREAM_BREAK, comma-separated) serves a deliberately broken variant (see settings.py)."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import uvicorn  # noqa: E402

from app import create_app  # noqa: E402
from settings import BREAKS, Settings  # noqa: E402


def parse_settings(argv: list) -> Settings:
    s = Settings()
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--host", default=s.host)
    parser.add_argument("--port", type=int, default=s.port)
    parser.add_argument("--exclude-none", action="store_true", default=s.exclude_none)
    parser.add_argument("--bad-token-status", type=int, choices=(401, 403), default=s.bad_token_status)
    parser.add_argument("--no-websocket", dest="websocket", action="store_false", default=s.websocket)
    parser.add_argument("--no-redirect-slashes", dest="redirect_slashes", action="store_false", default=s.redirect_slashes)
    parser.add_argument("--step-ms", type=int, default=s.step_ms)
    parser.add_argument("--test-hooks", action="store_true", default=s.test_hooks)
    parser.add_argument("--break", dest="breaks", action="append", choices=BREAKS, default=[])
    args = parser.parse_args(argv)
    for key, value in vars(args).items():
        setattr(s, key, value)
    s.breaks = frozenset(args.breaks) | Settings().breaks
    return s


if __name__ == "__main__":
    settings = parse_settings(sys.argv[1:])
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="warning")
