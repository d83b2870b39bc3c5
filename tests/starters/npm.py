"""Sites whose generator comes from npm, pinned by a folder's package-lock.json under
tests/sites/ (``npm ci --prefix tests/sites/NAME``; .ci/run does it), each run on the
Node 22 that folder installs from npm."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from builtsite import missing
from starters.site import REPO, run

SITES = REPO / "tests/sites"


def installed(name: str, entry: str) -> Path:
    """The folder ``tests/sites/NAME`` with its packages installed (``entry`` is one of the
    files ``npm ci`` brings there, beside its Node)."""
    folder = SITES / name
    packages = folder / "node_modules"
    if not ((packages / entry).is_file() and (packages / ".bin/node").is_file()):
        missing(name, f"npm ci --prefix tests/sites/{name}")
    return folder


def site_folder(packages: Path) -> Path:
    """A new folder inside ``packages`` for a site: its imports resolve from that folder's
    node_modules, as a site's own would. The caller removes it."""
    return Path(tempfile.mkdtemp(prefix=".build-", dir=packages))


def run_node(packages: Path, *arguments: str | Path) -> None:
    """Run a script with the Node of ``packages`` (first on PATH too, for any process the
    generator starts), beside its package.json, where the generators look."""
    node_bin = packages / "node_modules/.bin"
    env = {
        **os.environ,
        "PATH": f"{node_bin}{os.pathsep}{os.environ['PATH']}",
        "ASTRO_TELEMETRY_DISABLED": "1",
    }
    run(node_bin / "node", *arguments, cwd=packages, env=env)
