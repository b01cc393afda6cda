"""Checks that the reference upstream keeps FastAPI's conventions the panel must tolerate, against a
running instance: /usr/bin/python3 tests/upstream-fastapi/self_check.py [http://127.0.0.1:8200]
(start it with --test-hooks off or on; nothing is changed but one niche created and deleted)."""
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

BASE = (sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8200").rstrip("/")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: D401 - keep redirects visible
        return None


opener = urllib.request.build_opener(NoRedirect)


def parse(raw):
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        return raw.decode(errors="replace")


def call(method, path, token=None, body=None, form=None):
    headers = {}
    data = None
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if form is not None:
        data = urllib.parse.urlencode(form).encode()
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    elif body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(BASE + path, data=data, headers=headers, method=method)
    try:
        with opener.open(request) as response:
            raw = response.read()
            return response.status, dict(response.headers), parse(raw)
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), parse(error.read())


failures = []


def check(label, condition, got=None):
    print(("ok   " if condition else "FAIL ") + label + ("" if condition else f"  (got {got!r})"))
    if not condition:
        failures.append(label)


status, _, body = call("POST", "/api/v1/login/access-token", form={"username": "admin", "password": "wrong"})
check("wrong password: 400 with a detail", status == 400 and isinstance(body, dict) and "detail" in body, (status, body))
status, _, body = call("POST", "/api/v1/login/access-token", form={"username": "admin", "password": "admin123"})
check("OAuth2 password form sign-in returns access_token", status == 200 and "access_token" in body, (status, body))
token = body["access_token"]

status, _, body = call("GET", "/api/v1/niches/")
check("no token: 401", status == 401, status)
status, _, body = call("GET", "/api/v1/niches/", token="not-a-jwt")
check("bad token: 403 (or 401) 'Could not validate credentials'", status in (401, 403) and body == {"detail": "Could not validate credentials"}, (status, body))

status, headers, _ = call("GET", "/api/v1/niches", token=token)
check("redirect_slashes: 307 to the upstream's own absolute URL", status == 307 and headers.get("location", "").startswith("http"), (status, headers.get("location")))

status, _, niches = call("GET", "/api/v1/niches/", token=token)
check("niche list is a JSON array", status == 200 and isinstance(niches, list), status)
big = max(niches, key=lambda n: n.get("product_count") or 0)
status, _, one = call("GET", f"/api/v1/niches/{big['id']}", token=token)
check("derived fields are null on a single niche (no exclude_none)", "product_count" in one and one["product_count"] is None, one.get("product_count", "absent"))
check("datetimes are naive (no zone)", isinstance(one["created_at"], str) and not one["created_at"].endswith("Z") and "+" not in one["created_at"], one["created_at"])

status, _, first = call("GET", f"/api/v1/niches/{big['id']}/products", token=token)
status, _, rest = call("GET", f"/api/v1/niches/{big['id']}/products?skip=100&limit=100", token=token)
check("lists default to limit=100 and page with skip", len(first) == 100 and len(rest) > 0, (len(first), len(rest)))
check("a niche's products embed no niche object", first[0].get("niche") is None, first[0].get("niche"))

status, _, body = call("PUT", f"/api/v1/niches/{big['id']}", token=token, body={"affiliate_tag": "con espacios"})
check("422 with a detail list naming the field", status == 422 and body["detail"][0]["loc"] == ["body", "affiliate_tag"], (status, body))

for path in ("/api/v1/health", "/api/v1/niches/automation-status/"):
    status, _, _ = call("GET", path, token=token)
    check(f"{path} is not served (404, or FastAPI's slash redirect)", status in (404, 307), status)

status, _, created = call("POST", "/api/v1/niches/", token=token, body={"name": "Self check", "affiliate_tag": "self-21"})
check("create niche: 201", status == 201, (status, created))
if status == 201:
    status, _, _ = call("DELETE", f"/api/v1/niches/{created['id']}", token=token)
    check("delete niche without content: 200", status == 200, status)

status, _, _ = call("GET", "/socket.io/?EIO=4&transport=polling")
check("Socket.IO answers the polling handshake at /socket.io/", status == 200, status)

print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
