"""kill -9 at random moments: the output is whole-old or whole-new, catalogs always parse,
leftovers are cleaned, and the next run gives exactly what a clean run gives."""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from comparekit.catalogs.po.read import read_po
from comparekit.files import Busy, exclusive
from conftest import F_COMPARISON

CATALOGS = ("ja", "zh_Hant", "ko")


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def comparekit(root: Path, *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "comparekit", "-C", str(root), *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def kill_at(process: subprocess.Popen[bytes], seconds: float) -> None:
    time.sleep(seconds)
    if process.poll() is None:
        os.kill(process.pid, signal.SIGKILL)
    process.wait()


def test_builds_killed_at_random_moments_leave_a_whole_output(ready: Path, tmp_path: Path) -> None:
    generator = random.Random(5)
    source = ready / F_COMPARISON
    assert comparekit(ready, "build").wait() == 0
    trees = [snapshot(ready / "dist")]
    for run in range(12):
        # Each run changes the article, so a run that finishes writes a new tree.
        text = source.read_text(encoding="utf-8")
        text = re.sub(
            r"They do different jobs(?: \(\d+\))?\.", f"They do different jobs ({run}).", text
        )
        source.write_text(text, encoding="utf-8")
        kill_at(comparekit(ready, "build", "--allow-fallback"), generator.uniform(0.05, 0.9))
        current = snapshot(ready / "dist")
        if current not in trees:  # then it must be exactly what this run's inputs give
            assert current == clean_build(ready, tmp_path / f"clean-{run}")
            trees.append(current)
    assert comparekit(ready, "build", "--allow-fallback").wait() == 0
    assert not [p for p in ready.iterdir() if p.name.startswith(".dist.")]
    assert snapshot(ready / "dist") == clean_build(ready, tmp_path / "clean")


def clean_build(project: Path, where: Path) -> dict[str, bytes]:
    """What a build of the project's present inputs gives, from nothing."""
    shutil.copytree(project, where, ignore=shutil.ignore_patterns(".comparekit-cache", "dist"))
    assert comparekit(where, "build", "--allow-fallback").wait() == 0
    return snapshot(where / "dist")


def test_updates_killed_at_random_moments_leave_catalogs_that_parse(ready: Path) -> None:
    generator = random.Random(9)
    source = ready / F_COMPARISON
    for run in range(12):
        text = source.read_text(encoding="utf-8")
        source.write_text(
            text.replace("Different layers", f"Different layers {run}"), encoding="utf-8"
        )
        before = {
            tag: (ready / f"locales/{tag}/LC_MESSAGES/messages.po").read_bytes() for tag in CATALOGS
        }
        kill_at(comparekit(ready, "update"), generator.uniform(0.05, 0.8))
        for tag in CATALOGS:
            path = ready / f"locales/{tag}/LC_MESSAGES/messages.po"
            read_po(path.read_bytes(), path.name)  # whole: old or new, never cut
            assert path.read_bytes() == before[tag] or b"Different layers" in path.read_bytes()
    assert comparekit(ready, "update").wait() == 0
    leftovers = list((ready / "locales").rglob("*.tmp"))
    assert leftovers == []


LATE_HOLDER = """
import fcntl, os, sys, time
descriptor = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(descriptor, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(0.1)  # well within the second a refused run waits for a pid
os.pwrite(descriptor, b"4242", 0)
time.sleep(5)
"""


def test_a_run_that_has_just_taken_the_lock_is_named_by_its_pid(tmp_path: Path) -> None:
    """The holder writes its pid a moment after it takes the lock; a run refused in that
    moment still names it, and the lock file is empty once its holder lets go."""
    lock = tmp_path / "lock"
    with subprocess.Popen(
        [sys.executable, "-c", LATE_HOLDER, str(lock)], stdout=subprocess.PIPE, text=True
    ) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline() == "held\n"
            refused = r"another comparekit run \(pid 4242\) is writing it"
            with pytest.raises(Busy, match=refused), exclusive(lock, "it"):
                pass
        finally:
            holder.kill()
    with exclusive(lock, "it"):
        assert lock.read_text() == f"{os.getpid()}\nit"  # its pid, and what it writes
    assert lock.read_text() == ""
