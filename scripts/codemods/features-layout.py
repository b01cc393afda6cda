#!/usr/bin/env python3
"""Moves each entity's code into features/<name>/ and rewrites every import and path that named the old folders.

lib/<name>/* becomes features/<name>/*, components/<name>/* becomes features/<name>/components/*.
Idempotent: a branch that still adds files to the old folders can run it again after a merge.
Then another folder's deep import of a feature goes through the feature's front door (index.ts, screens.ts,
server.ts) that exports what it imports; a name no front door exports is left for ESLint to point out.
Run from the repository root: `python3 scripts/codemods/features-layout.py [--move-only | --rewrite-only]`.
"""
import os
import re
import subprocess
import sys

ENTITIES = [
    "niches", "products", "niche-catalog", "api-clients", "api-keys", "automation",
    "niche-wizard", "product-content", "dashboard", "auth", "health",
]
# The session is infrastructure every layer reads (storage keys, the request guard, the server's verifier):
# it stays in lib/session; features/auth keeps the sign-in (its contract, reads and screens).
SESSION = [
    "storage-keys", "session", "server-session", "session-cookie", "session-verifier", "cross-site",
    "request-guard", "route-guard", "panel-routes", "forget-session-script",
]
# Moving from features/auth too: a branch moved by an earlier run of this codemod.
MOVES = [(f"{root}/auth/{m}", f"lib/session/{m}") for m in SESSION for root in ("lib", "features")] + [
    (f"lib/{e}", f"features/{e}") for e in ENTITIES
] + [
    (f"components/{e}", f"features/{e}/components") for e in ENTITIES
]
ALIASED = ("app", "components", "features", "lib")
DOCS = ("README.md", "docs/architecture.md")
CODE = re.compile(r"\.(ts|tsx|mts|mjs|js|cjs)$")
SKIP = ("node_modules/", ".next", ".data", "scripts/codemods/")
SPECIFIER = re.compile(
    r"""((?:\bfrom|\bimport|\brequire\(|\bimport\(|jest\.(?:mock|requireActual|doMock|unmock)\()\s*)(["'])([^"'\n]+)\2"""
)
# A bare path in a string or a comment (test lists, configs, docs).
BARE = re.compile(r"(?<![\w@./-])(?:lib|components|features)/[\w.-]+(?:/[\w.\[\]()-]+)*")


def moved(path):
    """The new path of a repository path (file or folder, without extension or with)."""
    for old, new in MOVES:
        if path == old or path.startswith((old + "/", old + ".")):
            return new + path[len(old):]
    return path


def tracked_files():
    out = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout
    return [f for f in out.splitlines() if os.path.exists(f) and not f.startswith(SKIP)]


def move():
    for f in tracked_files():
        target = moved(f)
        if target != f:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            subprocess.run(["git", "mv", f, target], check=True)


def rewrite_specifier(spec, file_dir):
    if spec.startswith("@/"):
        return "@/" + moved(spec[2:])
    if not spec.startswith("."):
        return spec
    # A relative specifier that no longer resolves was written from the file's old folder.
    here = os.path.normpath(os.path.join(file_dir, spec))
    target = here
    if not resolves(here):
        olds = [os.path.normpath(os.path.join(d, spec)) for d in old_locations(file_dir)]
        target = next((t for t in olds if resolves(t) or resolves(moved(t))), here)
    new_target = moved(target)
    if new_target == here:
        return spec
    rel = os.path.relpath(new_target, file_dir)
    # Across the panel's top folders the alias reads better than a climb (backend/ and scripts/ have no alias).
    if file_dir.split("/")[0] in ALIASED and rel.startswith("../") and new_target.split("/")[0] != file_dir.split("/")[0]:
        return "@/" + new_target
    return rel if rel.startswith(".") else "./" + rel


def resolves(path):
    if os.path.isfile(path) or os.path.isfile(os.path.join(path, "index.ts")):
        return True
    return any(os.path.isfile(path + ext) for ext in (".ts", ".tsx", ".mts", ".mjs", ".js", ".json"))


def old_locations(new_dir):
    """The folders a file now in new_dir may have been written in."""
    if new_dir == "lib/session":
        return ["lib/auth", "features/auth"]
    for old, new in sorted(MOVES, key=lambda m: len(m[1]), reverse=True):
        if new_dir == new or new_dir.startswith(new + "/"):
            return [old + new_dir[len(new):]]
    return [new_dir]


def rewrite():
    for f in tracked_files():
        if not (CODE.search(f) or f in DOCS):
            continue
        text = open(f, encoding="utf8").read()
        new = text
        if CODE.search(f):
            file_dir = os.path.dirname(f)
            new = SPECIFIER.sub(lambda m: m.group(1) + m.group(2) + rewrite_specifier(m.group(3), file_dir) + m.group(2), new)
        new = BARE.sub(lambda m: moved(m.group(0)), new)
        if new != text:
            open(f, "w", encoding="utf8").write(new)


CONTRACT_MODULES = {"contract", "schemas", "request-schemas", "start-request-schema"}
DEEP_IMPORT = re.compile(r'import (type )?\{([^}]*)\} from "@/features/([a-z-]+)/([^"]+)";')
EXPORTED = re.compile(r"export (?:type )?\{([^}]*)\} from")


def front_doors(feature):
    """Each front door of a feature with the names it exports."""
    doors = {}
    for door, specifier in (("index.ts", ""), ("screens.ts", "/screens"), ("server.ts", "/server")):
        path = f"features/{feature}/{door}"
        if os.path.isfile(path):
            doors[specifier] = {n.strip() for m in EXPORTED.finditer(open(path, encoding="utf8").read()) for n in m.group(1).split(",")}
    return doors


def through_front_doors():
    """Points another folder's deep import of a feature at the front door that exports its names."""
    for f in tracked_files():
        if not CODE.search(f) or f.startswith(("tests/", "backend/", "bench/", "scripts/")) or (f.startswith("lib/") and ".test." in f):
            continue
        text = open(f, encoding="utf8").read()

        def door(m):
            feature, module = m.group(3), m.group(4)
            if module in CONTRACT_MODULES or f.startswith(f"features/{feature}/"):
                return m.group(0)
            names = {n.replace("type ", "").split(" as ")[0].strip() for n in m.group(2).split(",") if n.strip()}
            for specifier, exported in front_doors(feature).items():
                if names <= exported:
                    return f'import {m.group(1) or ""}{{{m.group(2)}}} from "@/features/{feature}{specifier}";'
            return m.group(0)

        new = DEEP_IMPORT.sub(door, text)
        if new != text:
            open(f, "w", encoding="utf8").write(new)


if __name__ == "__main__":
    if "--rewrite-only" not in sys.argv:
        move()
    if "--move-only" not in sys.argv:
        rewrite()
        through_front_doors()
