"""Settings of the reference upstream, read from the environment (and overridden by command-line flags)."""
import os
from dataclasses import dataclass, field
from typing import FrozenSet

# Deliberately broken variants, for the conformance check's own tests (npm run check:upstream must fail
# on each): a niche's `name` answered as `title`, GET /api/v1/products/ missing, sign-in taking JSON
# only, a niche's id answered as text. Never on a real service.
BREAKS = ("renamed-field", "missing-list", "json-login", "string-id")


def _breaks() -> FrozenSet[str]:
    names = frozenset(name.strip() for name in os.environ.get("UPSTREAM_BREAK", "").split(",") if name.strip())
    unknown = names - set(BREAKS)
    if unknown:
        raise ValueError(f"UPSTREAM_BREAK: unknown {sorted(unknown)}; known: {', '.join(BREAKS)}")
    return names


def _flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


@dataclass
class Settings:
    host: str = os.environ.get("UPSTREAM_HOST", "127.0.0.1")
    port: int = int(os.environ.get("PORT", os.environ.get("UPSTREAM_PORT", "8200")))
    # Off is FastAPI's default: Optional fields go out as null.
    exclude_none: bool = _flag("UPSTREAM_EXCLUDE_NONE", False)
    # 403 is what the usual "get_current_user" dependency answers for a token it cannot decode.
    bad_token_status: int = int(os.environ.get("UPSTREAM_BAD_TOKEN_STATUS", "403"))
    redirect_slashes: bool = _flag("UPSTREAM_REDIRECT_SLASHES", True)
    websocket: bool = _flag("UPSTREAM_WEBSOCKET", True)
    # Delay of each fake automation / generation step, in milliseconds.
    step_ms: int = int(os.environ.get("UPSTREAM_STEP_MS", "400"))
    # Fault injection and token revocation under /__test__ (never on a real service).
    test_hooks: bool = _flag("UPSTREAM_TEST_HOOKS", False)
    breaks: FrozenSet[str] = field(default_factory=_breaks)
    admin_username: str = os.environ.get("ADMIN_USERNAME", "admin")
    admin_password: str = os.environ.get("ADMIN_PASSWORD", "admin123")
    admin_email: str = os.environ.get("ADMIN_EMAIL", "admin@example.com")
    secret_key: str = os.environ.get("UPSTREAM_SECRET_KEY", "reference-upstream-secret")
    token_minutes: int = 60 * 24 * 8
