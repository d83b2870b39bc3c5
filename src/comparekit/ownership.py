"""One rule for every path comparekit writes or removes: only what it can prove it made.

The output folder, the cache, each file a command exports and the leftovers of a killed run
all go through here. A folder is comparekit's when it holds comparekit's marker (or is
new or empty, and then gets one); nothing is ever written inside the sources, catalogs or
templates or over ``pyproject.toml`` by these paths, nor through a link comparekit did not
make, nor into a special file (a FIFO would hang the run). A refusal is one problem naming
the path, raised before anything is written.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Protocol

from comparekit.errors import Problem, ProblemsFound
from comparekit.files import read_only_problem, resolved, write_new_file


class Settings(Protocol):
    """What the rule needs of the project's settings (``sources.settings.Settings``, which
    this base module may not import)."""

    @property
    def root(self) -> Path: ...
    @property
    def articles(self) -> Path: ...
    @property
    def catalogs(self) -> Path: ...
    @property
    def templates(self) -> Path: ...
    def path(self, relative: Path) -> Path: ...
    def cache_folder(self) -> Path | None: ...
    def display(self, path: Path) -> str: ...


# In every output folder comparekit makes (and every stage and retired tree of one).
OUTPUT_MARKER = ".comparekit-output"
# In the temporary page store a build or check without a cache makes beside the output.
PAGES_MARKER = ".comparekit-pages"
# The cache's marker, as the Cache Directory Tagging Specification has it (backup tools
# skip the folder), with a line of comparekit's own: another tool's tag proves nothing.
CACHE_MARKER = "CACHEDIR.TAG"
CACHE_TAG = (
    b"Signature: 8a477f597d28d172789f06886806bc55\n"
    b"# comparekit's cache: made and used by comparekit only; it may be deleted at any time.\n"
)
# What the cache of a comparekit from before the marker holds at its top: such a folder
# is adopted (marked) when it holds nothing else and one of its own files proves it.
LEGACY_CACHE = frozenset(
    {
        *("catalogs", "checks", "documents", "last-build", "lock", "pages", "sources"),
        *("tables", "verdicts"),
    }
)
SETTINGS_FILE = "the settings"
DEFAULT_CACHE = ".comparekit-cache"  # the ``cache`` setting's default


def protected_paths(settings: Settings, with_cache: bool = True) -> dict[str, Path]:
    """What comparekit's outputs, cache and exports may never be, hold, or (but for the
    project) lie inside: everything the user wrote, and the cache."""
    paths = {
        "the project": settings.root,
        "the sources": settings.path(settings.articles),
        "the catalogs": settings.path(settings.catalogs),
        "the templates": settings.path(settings.templates),
        SETTINGS_FILE: settings.root / "pyproject.toml",
    }
    git = git_folder(settings.root)
    if git is not None:
        paths[GIT_FOLDER] = git
    cache = settings.cache_folder()
    if with_cache and cache is not None:
        paths["the cache"] = cache
    return paths


GIT_FOLDER = "the git repository's own folder"


def git_folder(root: Path) -> Path | None:
    """The ``.git`` of the repository holding the project (at its root or above), if any:
    no output, cache or export goes in it (a build into ``.git/objects`` would add files
    to the repository's own store)."""
    for folder in (root, *root.parents):
        if os.path.lexists(folder / ".git"):
            return folder / ".git"
    return None


def project_files(settings: Settings) -> list[Path]:
    """The files and folders of the project a link must never lead a write onto: the
    sources, catalogs, templates, schemas and settings (a write to one of them is made at
    its own path)."""
    return [
        *(
            path
            for name, path in protected_paths(settings, with_cache=False).items()
            if name != "the project"
        ),
        settings.root / "schema",
    ]


def collision(target: Path, protected: Mapping[str, Path]) -> tuple[str, Path] | None:
    """The protected path ``target`` (resolved) is, holds or lies inside, if any; lying
    inside the project is allowed (the default output and cache are there)."""
    for name, path in protected.items():
        path = resolved(path)
        inside = path in target.parents and name != "the project"
        if target == path or target in path.parents or inside:
            return name, path
    return None


def refusal(display: str, code: str, message: str, hint: str) -> ProblemsFound:
    return ProblemsFound([Problem(display, None, None, code, message, hint=hint)])


def claim_cache(settings: Settings) -> Path | None:
    """The project's cache folder, checked to be comparekit's and marked as such (made if
    missing); None when the settings turn the cache off.

    Refused: the file-system root, a file, anything the user wrote (``cache = "."``,
    ``"articles"``), a folder holding a git repository, and a folder with content that
    comparekit did not make (``cache = "../home"``): a run removes what its cache no longer
    needs, and that must never be someone's files.
    """
    folder = settings.cache_folder()
    if folder is None:
        return None
    protected = protected_paths(settings, with_cache=False)
    memo = (folder, *protected.values())
    marker = folder / CACHE_MARKER
    known = _CLAIMED.get(memo)
    if known is not None and known == _identity(marker):  # claimed here, marker unchanged
        _remove_planted_links(folder)
        return folder
    display = settings.display(folder)
    # Never "such as .comparekit-cache" when that is the folder refused (N6).
    elsewhere = "set `cache` in [tool.comparekit] to a new folder of its own"
    if settings.display(folder) != DEFAULT_CACHE:
        elsewhere += f', such as "{DEFAULT_CACHE}"'

    def refuse(message: str, hint: str = elsewhere) -> ProblemsFound:
        return refusal(display, "cache-folder", message, hint)

    target = resolved(folder)
    if target == Path(target.anchor):
        raise refuse("the cache folder is the file-system root")
    if target.exists() and not target.is_dir():
        raise refuse("the cache path is a file, not a folder")
    found = collision(target, protected)
    if found is not None:
        raise refuse(f"the cache folder would be inside or hold {found[0]} ({found[1]})")
    if (target / ".git").exists():
        raise refuse("the cache folder holds a git repository")
    if ".git" in target.parts:  # another repository's, as for a file named (``namedfiles``)
        raise refuse("the cache folder would be inside a git repository's own folder")
    if not target.is_dir():
        target.mkdir(parents=True, exist_ok=True)
    if read_regular(target / CACHE_MARKER, len(CACHE_TAG) + 1) != CACHE_TAG:
        if os.path.lexists(target / CACHE_MARKER) or not _legacy_cache(target):
            foreign = foreign_cache_file(target) or target / CACHE_MARKER
            if not os.path.lexists(foreign):  # cache-like names, but nothing proves it
                foreign = target
            raise refuse(
                f"the cache folder has files comparekit did not write ({settings.display(foreign)}"
                "), and a run removes files there",
                f"move the files that are not comparekit's out of {display} (if it is "
                f"comparekit's cache and nothing in it is yours, delete it: it is made anew), "
                f"or {elsewhere}",
            )
        write_new_file(str(target / CACHE_MARKER), CACHE_TAG)
    _remove_planted_links(target)
    _CLAIMED[memo] = _identity(marker)
    return folder


def _remove_planted_links(cache: Path) -> None:
    """Remove the links among the cache's folders (a cache restored from elsewhere may
    bring ``documents`` as a link to someone's files): a run writes into those folders and
    prunes them, and never through a link. A link to a file is harmless (never followed)."""
    for folder in (cache, cache / "pages"):
        try:
            entries = list(os.scandir(folder)) if not folder.is_symlink() else []
        except OSError:
            continue
        for entry in entries:
            if entry.is_symlink():
                os.unlink(entry.path)


# Cache folders this process claimed, by their settings, with their marker's identity: a
# build claims the cache the command line claimed already, and that costs one stat.
_CLAIMED: dict[tuple[Path, ...], tuple[int, int, int] | None] = {}


def _identity(path: Path) -> tuple[int, int, int] | None:
    try:
        found = path.lstat()
    except OSError:
        return None
    return (found.st_dev, found.st_ino, found.st_mtime_ns) if stat.S_ISREG(found.st_mode) else None


def _legacy_cache(folder: Path) -> bool:
    """Whether an unmarked folder is empty, or the cache of an older comparekit: every file
    in it one that comparekit writes there (``foreign_cache_file``), with a file of the
    cache's own format among them."""
    names = set(os.listdir(folder))
    if not names:
        return True
    if foreign_cache_file(folder) is not None:
        return False
    if _is_lock(folder / "lock"):
        return True
    return any(
        (read_regular(folder / name, 32) or b"").startswith(CACHE_FORMAT)
        for name in ("sources", "last-build")
    )


def _is_lock(path: Path) -> bool:
    """Whether ``path`` is the cache's lock: empty but while a run holds it, then its pid
    (and, on a line of its own, what the run writes: ``files.exclusive``)."""
    lock = read_regular(path, 4097)
    return lock is not None and _LOCK_TEXT.fullmatch(lock) is not None


_LOCK_TEXT = re.compile(rb"(?:[0-9]+(?:\n[^\x00]{0,4000})?)?")


# The cache's own files: the format's tag first (``cache.FORMAT`` of any version).
CACHE_FORMAT = b"comparekit-cache/"
# The name of a file in one of the cache's folders: a locale's key, a digest, a suffix, a killed
# write's leftover (``files.write_cache_file``); the page store's index.
_CACHE_ENTRY = re.compile(
    r"(?:(?:[A-Za-z0-9_@]+-)*[0-9a-f]{16,}(?:\.[a-z]+)*|index)(?:\.[0-9]+-[0-9]+\.tmp)?"
)
_SITE_FOLDER = re.compile(r"[a-z0-9][a-z0-9_-]*")


def foreign_cache_file(folder: Path) -> Path | None:
    """The first file or folder in an unmarked would-be cache that comparekit would not
    have written there, if any: by its name and place, and by its content where that is
    cheap to tell (the lock, and the top files in the cache's format). Links and special
    files are foreign; a user's thesis in ``documents/`` is too."""
    for name in sorted(os.listdir(folder)):
        path = folder / name
        if name not in LEGACY_CACHE:
            return path
        if name == "lock":
            if not _is_lock(path):
                return path
        elif name in ("sources", "last-build"):
            if not (read_regular(path, len(CACHE_FORMAT)) or b"").startswith(CACHE_FORMAT):
                return path
        else:
            found = _foreign_entry(path, sites=name == "pages")
            if found is not None:
                return found
    return None


def _foreign_entry(folder: Path, sites: bool) -> Path | None:
    try:
        if not stat.S_ISDIR(folder.lstat().st_mode):
            return folder
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError:
        return folder
    for entry in entries:
        path = Path(entry.path)
        if sites and entry.is_dir(follow_symlinks=False) and _SITE_FOLDER.fullmatch(entry.name):
            found = _foreign_entry(path, sites=False)
            if found is not None:
                return found
        elif not (entry.is_file(follow_symlinks=False) and _own_entry(path, entry.name)):
            return path
    return None


# A catalog's record of its content hash, named after the catalog's path
# (``catalogs.table``): a name anyone could choose, so its content must prove it too.
_PATH_KEYED_ENTRY = re.compile(r"[A-Za-z0-9_-]+\.stat")


def _own_entry(path: Path, name: str) -> bool:
    if _CACHE_ENTRY.fullmatch(name):
        return True
    head = read_regular(path, len(CACHE_FORMAT)) if _PATH_KEYED_ENTRY.fullmatch(name) else None
    return head == CACHE_FORMAT


def link_on_the_way(path: Path, bases: Iterable[Path]) -> Path | None:
    """The first symbolic link among the folders ``path`` passes through below the
    deepest of ``bases`` it starts in (the current folder, the project), or ``path`` itself
    if that is a link; None if there is none.

    A link there is one the user made (``ln -s /var/www dist``), and comparekit writes
    through no link it did not make. The folders above the bases are the machine's layout
    (a ``/home`` or macOS's ``/tmp`` that is a link), and are passed through. ``..`` is
    walked as written, not folded away first, for the kernel resolves a link before it.
    """
    walked = Path(os.getcwd(), path)
    starts = [Path(os.path.abspath(base)) for base in bases]
    holding = [base for base in starts if walked.parts[: len(base.parts)] == base.parts]
    start = max(holding, key=lambda base: len(base.parts)) if holding else walked.parent
    step = start
    for part in walked.parts[len(start.parts) :]:
        step = step / part
        try:
            if stat.S_ISLNK(step.lstat().st_mode):
                return step
        except OSError:  # nothing there from here on (or a file: the caller says so)
            return None
    return None


def refuse_output_link(out: Path, display: str, project: Path) -> None:
    """Refuse (``output-folder``) an output folder reached through a link the user made
    (``dist`` a link to a web root): a build replaces the folder whole, and only one it can
    prove it made; the folder itself, named, is claimed as any other."""
    link = link_on_the_way(out, [Path.cwd(), project])
    if link is not None:
        raise refusal(
            display,
            "output-folder",
            f"the output folder is reached through a symbolic link ({link}), which "
            "comparekit does not build through",
            f"name the folder the link leads to ({resolved(out)}) with --out or the `output` "
            "setting, or remove the link",
        )


def made_by_comparekit(folder: Path, marker: str) -> bool:
    """Whether ``folder`` is a real folder (not a link) holding ``marker`` as comparekit
    writes it, a regular empty file (a link to one proves nothing): the proof that
    comparekit made it and may remove it."""
    try:
        if not stat.S_ISDIR(folder.lstat().st_mode):
            return False
    except OSError:
        return False
    return read_regular(folder / marker, 1) == b""


def not_a_file(path: str | Path) -> str:
    """What stands at ``path`` where a file was expected, in words: said instead of "not
    found" when something is there.

    >>> not_a_file("/nonexistent/x"), not_a_file("/")
    ('not found', 'a folder, not a file')
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return "not found"
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    return "not a regular file (a FIFO, a device or a socket)"


def read_regular(path: str | Path, limit: int = -1) -> bytes | None:
    """The bytes of ``path`` (up to ``limit``), or None unless it is a regular file: a
    link is not followed and a FIFO or device is never opened for reading."""
    descriptor = open_regular(path)
    if descriptor is None:
        return None
    with os.fdopen(descriptor, "rb") as stream:
        return stream.read(limit)


def open_regular(path: str | Path) -> int | None:
    """A descriptor for reading ``path``, or None unless it is a regular file.

    Looked at before it is opened (opening a device can act on it), then opened without
    following a link and without waiting for a writer (a FIFO put there meanwhile), and
    looked at again.
    """
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None
        descriptor = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    except OSError:
        return None
    try:
        if stat.S_ISREG(os.fstat(descriptor).st_mode):
            return descriptor
    except OSError:
        pass
    os.close(descriptor)
    return None


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def refuse_linked_writes(paths: Iterable[Path], settings: Settings, setting: str) -> None:
    """Refuse (``output-file``, every one named) to rewrite a file of the user's (a source,
    a catalog, the template) that is a symbolic link or is reached through one below the
    project: the file a link leads to lies elsewhere, perhaps shared with other projects,
    and comparekit writes through no link it did not make. So is one the user made
    read-only (``read-only-file``). Called with every file a
    command will write, before it writes any; reading through links stays allowed."""
    problems = []
    for path in paths:
        link = link_on_the_way(path, [settings.root])
        if link is None:
            read_only = read_only_problem(path, settings.display(path))
            problems += [read_only] if read_only is not None else []
            continue
        target = resolved(link)
        if link == path:
            message = f"is a symbolic link to {target}"
            if any(target == p or target.is_relative_to(p) for p in _own_files(settings)):
                message += ", another of the project's own files"
            hint = "replace the link with the file it leads to"
        else:
            message = f"is reached through a symbolic link ({settings.display(link)} to {target})"
            hint = f"replace the link with the folder it leads to, or point the `{setting}` "
            hint += f"setting at the real folder ({target})"
        problems.append(
            Problem(
                settings.display(path),
                None,
                None,
                "output-file",
                f"{message}, which comparekit does not write through: it wrote nothing",
                hint=hint,
            )
        )
    if problems:
        raise ProblemsFound(problems)


def _own_files(settings: Settings) -> list[Path]:
    return [resolved(path) for path in project_files(settings)]
