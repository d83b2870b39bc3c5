"""The output tree: built aside, swapped in whole, so a failed build leaves the old one.

An output path is a promise to write there, not permission to remove what is there: a
build replaces only a folder that is missing, empty, or marked as one comparekit made.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from stat import S_IWUSR

from comparekit.errors import ProblemsFound
from comparekit.files import read_only_problem, resolved, umask
from comparekit.ownership import (
    OUTPUT_MARKER,
    PAGES_MARKER,
    collision,
    made_by_comparekit,
    read_regular,
    refusal,
)

# In every output folder comparekit makes: the one sign that it may replace the folder.
MARKER = OUTPUT_MARKER


def claim_output(out: Path, display: str, protected: dict[str, Path]) -> Path:
    """The folder a build may replace for ``out``, resolved (``build`` has refused an
    ``out`` reached through a link the user made: ``refuse_output_link``).

    Refused, before anything is written: the file-system root, a file, a folder that is or
    holds anything in ``protected`` (the project, its sources, catalogs, templates, cache,
    a ``.git``), and a folder with content that comparekit did not make.
    """
    target = resolved(out)

    def refuse(message: str, hint: str) -> ProblemsFound:
        return refusal(display, "output-folder", message, hint)

    if target == Path(target.anchor):
        raise refuse("the output folder is the file-system root", "choose a folder of its own")
    if target.exists() and not target.is_dir():
        raise refuse("the output path is a file, not a folder", "choose a folder of its own")
    # Neither one of them, nor a folder holding one; nor, but for the project (whose
    # ``dist`` is the default), a folder inside one.
    found = collision(target, protected)
    if found is not None:
        raise refuse(
            f"the output folder would replace {found[0]} ({found[1]})",
            "build into a folder of its own, such as the default `dist`",
        )
    if target.is_dir() and not target.stat().st_mode & 0o222:
        raise refuse(
            "the output folder is read-only, so it is not replaced",
            "make it writable (chmod u+w) if comparekit may replace it, or build elsewhere",
        )
    if (target / ".git").exists():
        raise refuse("the output folder holds a git repository", "choose a folder of its own")
    if target.is_dir() and read_regular(target / MARKER, 1) != b"" and any(target.iterdir()):
        raise refuse(
            "the output folder has files comparekit did not write, and building replaces it",
            f"build into a new or empty folder; if this is an older comparekit output, "
            f"delete it or create an empty file {MARKER} in it",
        )
    return target


def remove_leftovers(target: Path) -> list[Path]:
    """Remove what a killed build left beside ``target`` (its stage, the tree it was
    retiring, its temporary page store): only folders that hold the marker comparekit
    put in each, never one merely named like them. Only a run holding the output's lock
    may call it: then no other build is using them."""
    removed = []
    for kind, marker in (("build", MARKER), ("old", MARKER), ("pages", PAGES_MARKER)):
        for leftover in target.parent.glob(f".{target.name}.{kind}-*"):
            if made_by_comparekit(leftover, marker) or _empty_folder(leftover):
                shutil.rmtree(leftover, ignore_errors=True)
                removed.append(leftover)
    return removed


def _empty_folder(path: Path) -> bool:
    """An empty folder (not a link): what a run killed before it marked a folder it made,
    or after it emptied one, leaves; removing it loses nothing of anyone's."""
    try:
        return path.is_dir() and not path.is_symlink() and not any(path.iterdir())
    except OSError:
        return False


def remove_marked_last(folder: Path, marker: str) -> None:
    """Remove a folder comparekit made, its marker last: a run killed on the way leaves
    the marker (so the next run knows the folder for its own) or an empty folder."""
    with suppress(OSError):
        for entry in os.scandir(folder):
            if entry.name == marker:
                continue
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
            else:
                with suppress(OSError):
                    os.unlink(entry.path)
    with suppress(OSError):
        os.unlink(folder / marker)
    shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def staged_tree(target: Path) -> Iterator[Path]:
    """A fresh folder beside ``target``; it replaces ``target`` only if the block succeeds.

    Built aside in the same parent so the final move is a rename, never a copy. On any
    failure, including an interrupt, the stage is removed and ``target`` is untouched.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{target.name}.build-", dir=target.parent))
    try:
        # mkdtemp makes a private folder; the output is for readers: the umask decides.
        os.chmod(stage, 0o777 & ~umask())
        (stage / MARKER).write_bytes(b"")
        yield stage
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    swap_in(stage, target)


def swap_in(stage: Path, target: Path, rename: Callable[[Path, Path], object] = os.replace) -> None:
    """Replace ``target`` by ``stage``: the old tree is moved aside first, removed last."""
    if not target.exists():
        rename(stage, target)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
    retired.rmdir()
    rename(target, retired)
    try:
        rename(stage, target)
    except BaseException:
        rename(retired, target)
        shutil.rmtree(stage, ignore_errors=True)
        raise
    remove_marked_last(retired, MARKER)


def read_only_files_replaced(out: Path, display: Callable[[Path], str], kept: list[str]) -> None:
    """Refuse (``read-only-file``, each named) to swap out an output holding files the
    user made read-only (``chmod 444``) that the new tree does not keep as they are (the
    same file, ``kept``: the stored texts it links): the swap removes the old tree whole,
    which no file's mode stops, and the user's read-only file would be gone."""
    read_only = list(_read_only_files_below(str(out)))
    if not read_only:
        return
    same: set[tuple[int, int]] = set()
    for text in kept:
        with suppress(OSError):
            found = os.stat(text)
            same.add((found.st_dev, found.st_ino))
    problems = []
    for path in read_only:
        found = os.lstat(path)
        if (found.st_dev, found.st_ino) not in same:
            problem = read_only_problem(Path(path), display(Path(path)))
            problems += [problem] if problem is not None else []
    if problems:
        raise ProblemsFound(problems)


def _read_only_files_below(folder: str) -> Iterator[str]:
    """The regular files below ``folder`` that their owner may not write, told by each
    entry's own mode: the output holds thousands of pages, and a Path and a second stat
    for each cost a build after one article changed a twentieth of its time. A file found here is
    looked at again (``read_only_problem``) before it is reported."""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # not there (yet), or not a folder: nothing below it
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            yield from _read_only_files_below(entry.path)
        elif entry.is_file(follow_symlinks=False):
            try:
                mode = entry.stat(follow_symlinks=False).st_mode
            except OSError:  # gone since: nothing to keep
                continue
            if not mode & S_IWUSR:
                yield entry.path
