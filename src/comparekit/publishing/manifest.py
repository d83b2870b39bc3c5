"""The manifest of a site comparekit publishes into: which of the site's files it wrote, each
with the digest of what it wrote, so that it updates and removes those and nothing else.

Plain JSON in the site (``.comparekit-manifest.json``), meant to be committed with it. Read
as data and checked before anything is trusted: a damaged manifest, or one naming a path
outside the site (``..``, absolute, through a link), is refused, never followed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from comparekit.errors import Problem, ProblemsFound
from comparekit.files import write_bytes_atomic
from comparekit.ownership import read_regular

MANIFEST = ".comparekit-manifest.json"
FORMAT = "comparekit-site-manifest/1"
_DIGEST = re.compile(r"[0-9a-f]{64}")


def content_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class Manifest:
    """The files comparekit owns in a site, by their path relative to the site.

    ``files`` holds the digest each file was written with. ``unfinished`` is only in the
    manifest of a run that was killed while writing: for each path it was changing, every
    digest the file may have (the old one, the new one), each of them comparekit's.
    ``project`` names the project that published them (empty in a manifest written before
    comparekit recorded it): another project's run must not take them as its own.
    """

    profile: str
    files: dict[str, str] = field(default_factory=dict)
    unfinished: dict[str, tuple[str, ...]] = field(default_factory=dict)
    project: str = ""

    def owned(self) -> set[str]:
        return set(self.files) | set(self.unfinished)

    def digests(self, path: str) -> set[str]:
        """Every digest of ``path`` that is a file comparekit wrote."""
        found = set(self.unfinished.get(path, ()))
        if path in self.files:
            found.add(self.files[path])
        return found


def read_manifest(site: Path, display: str) -> Manifest | None:
    """The site's manifest, checked; None when the site has none (nothing is owned yet)."""
    path = site / MANIFEST
    where = f"{display}/{MANIFEST}"
    if not os.path.lexists(path):
        return None
    data = read_regular(path)
    if data is None:
        raise _damaged(where, "it is not a regular file (a link, a folder or a device)")
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        line = getattr(error, "lineno", None)
        raise _damaged(where, f"it is not JSON ({error})", line) from None
    except RecursionError:
        raise _damaged(where, "it is nested too deeply to be a manifest") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise _damaged(where, f"it is not a comparekit site manifest ({FORMAT})")
    profile, files = raw.get("profile"), raw.get("files")
    unfinished = raw.get("unfinished", {})
    project = raw.get("project", "")
    if not isinstance(profile, str) or not isinstance(files, dict):
        raise _damaged(where, "its `profile` or `files` is missing or of the wrong type")
    if not isinstance(project, str):
        raise _damaged(where, "its `project` is not a name")
    if not isinstance(unfinished, dict):
        raise _damaged(where, "its `unfinished` is not a mapping")
    problems = []
    # A file's digest is one string; a file being changed has a list of them.
    entries = [(name, value, [value]) for name, value in files.items()] + [
        (name, value, value if isinstance(value, list) else None)
        for name, value in unfinished.items()
    ]
    for name, _, digests in entries:
        unsafe = unsafe_path(name)
        if unsafe:
            problems.append(_problem(where, f"it names {name!r}, {unsafe}"))
        elif digests is None or not all(
            isinstance(d, str) and _DIGEST.fullmatch(d) for d in digests
        ):
            problems.append(_problem(where, f"the digest of {name!r} is not a SHA-256 digest"))
    if problems:
        raise ProblemsFound(problems)
    return Manifest(
        profile,
        dict(files),
        {name: tuple(value) for name, value in unfinished.items() if isinstance(value, list)},
        project,
    )


def write_manifest(site: Path, manifest: Manifest) -> None:
    """Write the manifest whole (sorted, so that rebuilding without changes is
    byte-identical)."""
    data: dict[str, object] = {"format": FORMAT, "profile": manifest.profile}
    if manifest.project:
        data["project"] = manifest.project
    data["files"] = dict(sorted(manifest.files.items()))
    if manifest.unfinished:
        data["unfinished"] = {
            name: sorted(digests) for name, digests in sorted(manifest.unfinished.items())
        }
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    write_bytes_atomic(site / MANIFEST, text.encode("utf-8"))


def unsafe_path(name: object) -> str:
    r"""Why ``name`` may not be a path of the manifest, or "" when it may: a relative POSIX
    path below the site, without ``..``, empty or ``.`` parts, and not the manifest.

    >>> unsafe_path("content/en/x.md"), unsafe_path("../x.md"), unsafe_path("/etc/passwd")
    ('', 'a path outside the site', 'an absolute path')
    """
    if not isinstance(name, str) or not name or "\x00" in name or "\\" in name:
        return "not a path"
    if name.startswith("/") or re.match(r"[A-Za-z]:", name):
        return "an absolute path"
    parts = name.split("/")
    if ".." in parts:
        return "a path outside the site"
    if any(part in ("", ".") for part in parts) or name == MANIFEST or ".git" in parts:
        return "not a path comparekit writes"
    return ""


def linked_folder(site: Path, name: str) -> str | None:
    """The first part of ``name``'s path in the site that is a link (never followed), or
    None; a path whose file is missing is fine."""
    current = site
    for part in PurePosixPath(name).parts:
        current = current / part
        try:
            mode = current.lstat().st_mode
        except FileNotFoundError:
            return None
        if stat.S_ISLNK(mode):
            return str(current.relative_to(site))
    return None


def _problem(where: str, message: str, line: int | None = None) -> Problem:
    return Problem(
        where,
        line,
        None,
        "site-manifest",
        f"the manifest is refused: {message}",
        hint="restore it from version control; deleted, comparekit owns nothing in the site "
        "and refuses every file of its own it finds there",
    )


def _damaged(where: str, message: str, line: int | None = None) -> ProblemsFound:
    return ProblemsFound([_problem(where, message, line)])


class CaseIndex:
    """The site's paths that are a given path but for letter case, listing each folder once.

    A case-insensitive file system (macOS, Windows) takes ``Deepinfer-vs-vllm.md`` and
    ``deepinfer-vs-vllm.md`` for one file, so writing one replaces the other; generators
    that lower-case URLs (Hugo, Astro) serve both at one URL everywhere.
    """

    def __init__(self, site: Path) -> None:
        self.site = site
        self._folders: dict[str, dict[str, list[str]]] = {}

    def variants(self, name: str) -> list[str]:
        """Every existing path that is ``name`` but for letter case, ``name`` itself among
        them when it exists (never through a link: a linked folder's names are not read)."""
        found = [""]
        for part in PurePosixPath(name).parts:
            folded = part.casefold()
            found = [
                f"{prefix}{entry}"
                for prefix in found
                for entry in self._entries(prefix).get(folded, [])
            ]
            found = [path + "/" for path in found]
        return [path.rstrip("/") for path in found]

    def _entries(self, prefix: str) -> dict[str, list[str]]:
        if prefix not in self._folders:
            folder = self.site / prefix if prefix else self.site
            entries: dict[str, list[str]] = {}
            try:
                if prefix and stat.S_ISLNK(folder.lstat().st_mode):
                    raise NotADirectoryError
                names = sorted(os.listdir(folder))
            except OSError:
                names = []
            for entry in names:
                entries.setdefault(entry.casefold(), []).append(entry)
            self._folders[prefix] = entries
        return self._folders[prefix]
