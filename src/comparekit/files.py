"""Every file comparekit writes goes through here: whole, atomic, UTF-8, ``\\n`` endings.

A reader (a site generator watching ``dist/``, a translator's editor) never sees a half
written file, and a build that fails leaves the previous output exactly as it was.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from stat import S_IMODE, S_ISREG, S_IWUSR

from comparekit.errors import ComparekitError, Problem, ProblemsFound

try:
    import fcntl
except ImportError:  # not a POSIX system: runs are not serialized
    fcntl = None  # type: ignore[assignment]


def resolved(path: Path) -> Path:
    """``path.resolve()``, with a symlink loop reported as the OSError it is (pathlib raises
    RuntimeError), so that it reaches the user as a sentence naming the path."""
    try:
        return path.resolve()
    except RuntimeError:
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path)) from None


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) through a temporary file and a rename."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename
    (``write_chunks_atomic``)."""
    write_chunks_atomic(path, [data])


def write_chunks_atomic(path: Path, chunks: Iterable[bytes]) -> None:
    """Write ``chunks``, one after the other, to ``path`` through a temporary file in the
    same folder and a rename: a large file need not be held whole.

    The file keeps its permissions; a new file gets those the umask allows. Never onto
    anything but a file, nor through a symbolic link: a link the user made leads elsewhere
    (a catalog shared by other projects, a file outside the project), and comparekit writes
    through no link it did not make; see ``writable_file`` (refused as ``output-file``).
    A command that rewrites the user's files checks them all first
    (``ownership.refuse_linked_writes``, which also refuses a link among their folders).
    """
    path = writable_file(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~umask()
    try:
        # Named with this run's pid: a leftover of a killed run is told from a user's file.
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent
        )
    except OSError as error:  # it names the temporary file it tried
        raise OSError(error.errno, error.strerror, str(path)) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            for chunk in chunks:
                stream.write(chunk)
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise _naming(error, path, temporary) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _naming(error: OSError, path: str | Path, temporary: str | None = None) -> OSError:
    """The error of a write, naming the file written: a full disk's error from a write or a
    close names no file, and one of the temporary file a name the user never saw."""
    if error.filename is not None and error.filename != temporary:
        return error
    return OSError(error.errno, error.strerror, str(path))


# The project's own files and folders (sources, catalogs, templates, settings), set by the
# command line once it knows the project: a refused link leading onto one of these is said
# to (a template linked to a catalog would have wiped its translations).
_PROJECT_FILES: list[Path] = []


def guard_links_into(paths: Iterable[Path]) -> None:
    """From now on, a refused link onto any of ``paths`` or into them is named as such."""
    _PROJECT_FILES[:] = [resolved(path) for path in paths]


def writable_file(path: Path) -> Path:
    """``path``, checked to be a file a write may replace: refused (``output-file``) where
    it is a symbolic link (to a file, a device, a folder or nothing: comparekit writes
    through no link it did not make), a FIFO, a device or a folder."""
    if path.is_symlink():
        target = resolved(path)
        what = f"a symbolic link to {target}"
        if any(target == p or target.is_relative_to(p) for p in _PROJECT_FILES):
            what += ", another of the project's own files"
        elif not target.is_file():
            what += ", which is not a file"
        raise _not_a_file(path, f"{what}, which comparekit does not write through")
    if path.exists() and not path.is_file():
        raise _not_a_file(path, "not a regular file (a folder, a FIFO or a device)")
    refused = read_only_problem(path, str(path))
    if refused is not None:
        raise ProblemsFound([refused])
    return path


def read_only_problem(path: Path, display: str) -> Problem | None:
    """``[read-only-file]`` if ``path`` is a file its owner may not write (``chmod 444``).

    A write replaces a file by renaming a new one onto it, which only the folder's mode
    governs: without this, a file the user made read-only to keep it as it is would be
    replaced all the same (and by root, whom no mode stops, always)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None  # not there: a new file
    if not S_ISREG(mode) or mode & S_IWUSR:
        return None
    return Problem(
        display,
        None,
        None,
        "read-only-file",
        f"the file is read-only (mode {S_IMODE(mode):03o}): comparekit does not replace it",
        hint="make it writable (chmod u+w) if comparekit should update it, then run again",
    )


def _not_a_file(path: Path, what: str) -> ProblemsFound:
    return ProblemsFound(
        [
            Problem(
                str(path),
                None,
                None,
                "output-file",
                f"{what}: comparekit wrote nothing here",
                hint="replace it with the file itself (or remove it, for comparekit to write it)",
            )
        ]
    )


def write_cache_file(path: str | Path, *parts: bytes | bytearray) -> os.stat_result:
    """Write a file of the cache, whole or not at all: ``parts`` one after the other (a
    large file need not be joined first), and give its stat.

    Lighter than ``write_bytes_atomic``, since a cache file is comparekit's alone: it is
    never a symlink to write through and has no permissions to keep, and a build writes
    thousands. The temporary file is made new, never opened through a link someone placed
    at its name (a cache may come from elsewhere).
    """
    temporary = f"{path}.{os.getpid()}-{threading.get_ident()}.tmp"
    try:
        stat = write_new_file(temporary, *parts)
    except OSError as error:
        raise _naming(error, path, temporary) from None
    try:
        try:
            os.replace(temporary, path)
        except IsADirectoryError:  # a folder at the entry's name (OSError on some systems)
            _clear_folder_entry(path)
            os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _naming(error, path, temporary) from None
        raise
    return stat


def _clear_folder_entry(path: str | Path) -> None:
    """Remove the empty folder standing where the cache keeps a file (a damaged entry, as
    a miss is); a folder with something in it is not comparekit's to remove: refused with
    the way out, deleting the cache."""
    try:
        os.rmdir(path)
    except OSError as error:
        if error.errno not in (errno.ENOTEMPTY, errno.EEXIST):
            raise
        raise ProblemsFound(
            [
                Problem(
                    str(path),
                    None,
                    None,
                    "cache-folder",
                    "a folder with files in it stands where the cache keeps a file",
                    hint="delete the cache folder if nothing in it is yours: comparekit makes "
                    "it anew",
                )
            ]
        ) from None


def write_new_file(path: str, *parts: bytes | bytearray) -> os.stat_result:
    """Write a file of the page store at its own name, and give its stat: no temporary
    file and rename, which would double what a cold build asks of the file system.

    Safe because the store trusts a file only when its version (``cache.file_version``)
    or its text is that its index recorded after the file was whole: a file cut short by
    a kill never is. What was at the name (a leftover of a killed run, a page published by a hard
    link, a link someone placed there) is unlinked first, never written into.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        handle = os.open(path, flags, 0o666)
    except FileExistsError:
        try:
            os.unlink(path)
        except IsADirectoryError:  # EISDIR from Linux; EPERM elsewhere, then said as it is
            _clear_folder_entry(path)
        handle = os.open(path, flags, 0o666)
    except FileNotFoundError:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        handle = os.open(path, flags, 0o666)
    try:
        with os.fdopen(handle, "wb") as stream:
            for part in parts:
                stream.write(part)
            stream.flush()
            return os.fstat(handle)
    except BaseException as error:
        Path(path).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _naming(error, path) from None
        raise


def link_or_copy(source: str | Path, target: str | Path) -> None:
    """``target`` made the same file as ``source``: a hard link where the file system
    allows one (no data written), else a copy."""
    try:
        os.link(source, target)
    except OSError:
        try:
            shutil.copyfile(source, target)
        except OSError as error:
            # Named after the file being written, not the cache file read (shutil names the
            # source): where the disk is full or read-only is where the output goes.
            if error.errno not in _WRITE_FAULTS:
                raise
            raise OSError(error.errno, error.strerror, str(target)) from None


# The faults of the side written, in a copy.
_WRITE_FAULTS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EACCES, errno.EPERM)


def umask() -> int:
    """The process's umask (reading it means setting it, so it is set back at once)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


class Busy(ComparekitError):
    """Another comparekit run holds the lock on what this run would write."""


@contextmanager
def exclusive(lock: Path, what: str) -> Iterator[None]:
    """Hold ``lock`` for the block, or refuse at once if another run holds it: two runs
    never write the same output or cache together. The lock is the kernel's, so a run
    that was killed holds nothing; nor do the processes it forked (``_release_in_child``),
    which could outlive it. ``lock`` is a file (it then names the holder's pid and what it
    writes) or an existing folder (locked as it is, leaving nothing behind)."""
    if fcntl is None:
        yield
        return
    folder = lock.is_dir()
    if folder:
        descriptor = os.open(lock, os.O_RDONLY)
    else:
        lock.parent.mkdir(parents=True, exist_ok=True)
        descriptor = _open_lock_file(lock)
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pid, writing = ("", "") if folder else _holder(descriptor)
            raise Busy(
                f"another comparekit run{f' (pid {pid})' if pid else ''} "
                f"is writing {writing or what}; wait for it to finish, then run again"
            ) from None
        if not folder:
            os.ftruncate(descriptor, 0)
            os.pwrite(descriptor, f"{os.getpid()}\n{what}".encode("utf-8", "replace"), 0)
        _HELD.add(descriptor)
        try:
            yield
        finally:
            _HELD.discard(descriptor)
            if not folder:
                # Empty while nobody holds it, so a pid read there is always the holder's.
                os.ftruncate(descriptor, 0)
    finally:
        os.close(descriptor)  # closing releases the lock


# The descriptors of the locks this process holds: a forked child (a worker) closes its
# copies at once, so that the lock is the run's alone and ends with it (``flock`` belongs
# to the open file, which a child would otherwise keep open after a kill -9 of the run).
_HELD: set[int] = set()


def _release_in_child() -> None:
    for descriptor in _HELD:
        with suppress(OSError):
            os.close(descriptor)  # the parent's lock stays: it holds its own descriptor
    _HELD.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_release_in_child)


def _open_lock_file(lock: Path) -> int:
    """The lock file, opened for the pid to be written into it, never through a link: a
    link planted at its name (a restored cache may bring one) is replaced by a file, so
    that the pid and the truncation land in the lock and nowhere else."""
    mode = 0o666 & ~umask()
    # Nor into a FIFO or a device planted there: looked at first, opened without waiting.
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        if S_ISREG(os.lstat(lock).st_mode):
            descriptor = os.open(lock, flags, mode)
            if S_ISREG(os.fstat(descriptor).st_mode):
                return descriptor
            os.close(descriptor)
    except FileNotFoundError:
        return os.open(lock, flags, mode)
    except OSError as error:
        if error.errno != errno.ELOOP:
            raise
    lock.unlink(missing_ok=True)  # a link or a special file: replaced by a file of its own
    return os.open(lock, flags, mode)


def _holder(descriptor: int) -> tuple[str, str]:
    """The pid the lock's holder wrote, and what it said it writes (its output folder,
    which may not be this run's). A run that has just taken the lock may not have written
    them yet, so an empty file is read again for a moment before giving up."""
    for _ in range(40):
        written = os.pread(descriptor, 4096, 0).decode("utf-8", "replace")
        pid, _, what = written.partition("\n")
        if pid.strip():
            return pid.strip(), what.strip()
        time.sleep(0.025)
    return "", ""
