"""Run one piece of work per locale on every core the machine has.

Locales are independent: each reads its own catalog, checks its own strings and renders
its own pages. When there is enough of that work, the locales run side by side in forked
processes, which inherit everything the build has loaded instead of loading it again;
only their results travel back, pickled.
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

# The work of the current map: a forked process finds it here, so the work itself (which
# holds the whole project) is never pickled.
_work: Callable[[Any], Any] | None = None
_items: Sequence[Any] = ()
_forking = True


def never_fork() -> None:
    """Run all work in this process from now on: for a process with threads (the preview's
    server), whose forked child could inherit a lock another thread holds, and wait on it
    for ever."""
    global _forking
    _forking = False


def map_locales(
    work: Callable[[Item], Result], items: Sequence[Item], worthwhile: bool
) -> list[Result]:
    """``[work(item) for item in items]``, in parallel when ``worthwhile`` and possible
    (several cores, and processes that can fork); results keep the order of ``items``."""
    forks = _forking and "fork" in multiprocessing.get_all_start_methods()
    if not worthwhile or len(items) < 2 or (os.cpu_count() or 1) < 2 or not forks:
        return [work(item) for item in items]
    global _work, _items
    _work, _items = work, items
    try:
        # One process per item, even with fewer cores: the items are of unequal size (three
        # catalogs and the source locale on two cores), and the system shares the cores out
        # better than a queue of whole items would.
        _load_prctl()
        try:
            pool = multiprocessing.get_context("fork").Pool(
                len(items), initializer=die_with_parent, initargs=(os.getpid(),)
            )
        except OSError:  # no memory or no process left for the workers: all of it here
            return [work(item) for item in items]
        with pool:
            return pool.map(_run, range(len(items)), chunksize=1)
    finally:
        _work, _items = None, ()


def _run(index: int) -> Any:
    assert _work is not None
    if os.getppid() != _parent:  # the run is gone (where no signal tells a worker so)
        os._exit(1)
    return _work(_items[index])


# The process that forked this worker: a worker lives no longer than the run it works for.
_parent = os.getpid()
PR_SET_PDEATHSIG = 1  # Linux's prctl option: a signal to this process when its parent dies


def die_with_parent(parent: int) -> None:
    """Have this forked worker killed with the run that forked it (``parent``).

    A worker that outlived a ``kill -9`` of its run would go on writing to the cache while
    the next run starts. On Linux the kernel sends the signal (prctl's PR_SET_PDEATHSIG);
    elsewhere a worker looks before each task (``_run``). A run that died before the signal
    was asked for is seen here at once.
    """
    global _parent
    _parent = parent
    prctl = _load_prctl()
    if prctl is not None:
        with suppress(OSError):
            prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:
        os._exit(1)


@functools.cache
def _load_prctl() -> Callable[..., int] | None:
    """Linux's ``prctl``, loaded by the run before it forks (each of a cold build's seven
    forked processes loading ctypes for itself cost more than the one load); ``None``
    elsewhere, and for a run that forks nothing, nothing is loaded."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        prctl: Callable[..., int] = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    return prctl


def texts_in_two(first: Callable[[], str], second: Callable[[], str]) -> tuple[str, str]:
    """``(first(), second())``, the second worked out at the same time by a forked child,
    whose text comes back through a pipe: for a long text made of two independent halves.

    The child can fail the run no more than ``alongside``'s can: if it fails or is killed,
    its half is worked out here. An interrupt stops it.
    """
    forks = _forking and hasattr(os, "fork") and (os.cpu_count() or 1) >= 2
    if not forks:
        return first(), second()
    _load_prctl()
    reading, writing = os.pipe()
    parent = os.getpid()
    try:
        pid = os.fork()
    except OSError:  # no memory or no process left for a child: both halves here
        os.close(reading)
        os.close(writing)
        return first(), second()
    if pid == 0:  # the child: its half, its length first, then gone without cleaning up
        code = 1
        try:
            die_with_parent(parent)
            os.close(reading)
            data = second().encode("utf-8", "surrogatepass")
            with os.fdopen(writing, "wb") as stream:
                stream.write(len(data).to_bytes(8, "little") + data)
            code = 0
        finally:
            os._exit(code)  # no traceback, no exit handlers: the parent's to report
    os.close(writing)
    try:
        with os.fdopen(reading, "rb") as stream:
            here = first()
            data = stream.read()
    except BaseException:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        raise
    _, status = os.waitpid(pid, 0)
    if status == 0 and len(data) >= 8 and int.from_bytes(data[:8], "little") == len(data) - 8:
        return here, data[8:].decode("utf-8", "surrogatepass")
    return here, second()


@contextmanager
def alongside(work: Callable[[Item], object], items: Sequence[Item]) -> Iterator[None]:
    """Run ``work(item)`` for each item in another process while the ``with`` block runs
    in this one: for work that only fills the cache, which this process then reads.

    Nothing of it can fail the run: a child that fails or is killed leaves the cache
    without its entry, and the caller does that work itself, reporting any problem where
    it always has. On leaving, the block waits for the children (a child is let finish
    writing, not killed halfway); an interrupt stops them at once.
    """
    forks = _forking and "fork" in multiprocessing.get_all_start_methods()
    if not items or (os.cpu_count() or 1) < 2 or not forks:
        yield
        return
    context = multiprocessing.get_context("fork")
    parent = os.getpid()
    _load_prctl()
    children = [context.Process(target=_quietly, args=(work, item, parent)) for item in items]
    started = []
    for child in children:
        with suppress(OSError):  # no process left for it: the caller does its work
            child.start()
            started.append(child)
    children = started
    try:
        yield
    except BaseException as error:
        if not isinstance(error, Exception):  # an interrupt: stop at once
            for child in children:
                child.terminate()
        raise
    finally:
        for child in children:
            child.join()


def _quietly(work: Callable[[Item], object], item: Item, parent: int) -> None:
    die_with_parent(parent)
    # A failure is the parent's to find and report, when it does this work itself.
    with suppress(Exception):
        work(item)
