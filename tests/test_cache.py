"""The cache holds data only: nothing read from it runs code, and no file in it can make a
run fail or give a different output."""

from __future__ import annotations

import io
import os
import pickle
import random
import shutil
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest

from comparekit import cache
from comparekit.catalogs.table import (
    CatalogEntry,
    entries_cached,
    load_entries,
    load_source_digests,
    read_table,
    singular_approval,
    source_digests_known,
)
from comparekit.ownership import CACHE_MARKER

CACHE = ".comparekit-cache"
TAG = CACHE_MARKER


@dataclass(frozen=True)
class Entry:
    name: str
    counts: tuple[int, ...]


class RunsACommand:
    """What a hostile pickle carries: loading it would run ``touch <marker>``."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


def test_an_entry_reads_back_as_its_type() -> None:
    data = cache.encode({"a": Entry("x", (1, 2))})
    assert cache.decode(data, dict[str, Entry]) == {"a": Entry("x", (1, 2))}


@pytest.mark.parametrize(
    "damage",
    ["pickle", "random", "truncated", "older format", "other type", "empty"],
)
def test_a_bad_entry_is_a_miss(damage: str, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    good = cache.encode({"a": Entry("x", (1, 2))})
    data = {
        "pickle": pickle.dumps(RunsACommand(marker)),
        "random": random.Random(7).randbytes(300),
        "truncated": good[: len(good) - 3],
        "older format": good.replace(cache.FORMAT, b"comparekit-cache/4\n"),
        "other type": cache.encode({"a": ["not", "an", "entry"]}),
        "empty": b"",
    }[damage]
    assert cache.decode(data, dict[str, Entry]) is None
    assert not marker.exists()


def test_an_entry_with_a_byte_changed_that_still_decodes_is_a_miss() -> None:
    good = cache.encode({"a": Entry("github.com/vllm-project", (1, 2))})
    flipped = good.replace(b"vllm", b"Xllm")
    assert flipped != good and len(flipped) == len(good)
    assert cache.decode(flipped, dict[str, Entry]) is None
    buffer = bytearray()
    cache.encode_into({"a": Entry("x", (3,))}, buffer)
    assert bytes(buffer) == cache.encode({"a": Entry("x", (3,))})


def test_a_link_planted_at_a_temporary_name_is_not_written_through(tmp_path: Path) -> None:
    # A cache restored from elsewhere may hold a symlink where comparekit will put its
    # temporary file: the file the link points to must stay as it is.
    victim = tmp_path / "victim.txt"
    victim.write_text("mine\n")
    target = tmp_path / "cache" / "entry"
    target.parent.mkdir()
    temporary = Path(f"{target}.{os.getpid()}-{threading.get_ident()}.tmp")
    temporary.symlink_to(victim)
    target.symlink_to(victim)  # and one at the entry's own name
    cache.write(target, Entry("x", (1,)))
    assert victim.read_text() == "mine\n"
    assert not target.is_symlink() and cache.read(target, Entry) == Entry("x", (1,))
    assert not temporary.exists() and not temporary.is_symlink()


def test_keys_depend_on_the_format(monkeypatch: pytest.MonkeyPatch) -> None:
    before = cache.entry_key("a", "b")
    assert cache.entry_key("a", "b") == before != cache.entry_key("ab")
    monkeypatch.setattr(cache, "FORMAT", b"comparekit-cache/999\n")
    assert cache.entry_key("a", "b") != before


def sparse(path: Path, size: int, start: bytes) -> Path:
    """A file of ``size`` bytes that takes no room on the disk, beginning with ``start``."""
    with path.open("wb") as stream:
        stream.write(start)
        stream.truncate(size)
    return path


def test_an_entry_larger_than_any_comparekit_writes_is_a_miss_left_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attack's K8: a 3 GB sparse file in the cache took a build to 3.1 GB of memory."""
    good = cache.encode({"a": Entry("x", (1, 2))})
    big = sparse(tmp_path / "big", cache.LARGEST + 1, good)
    reads: list[int] = []
    real_fdopen = os.fdopen

    class Counted(io.BufferedReader):
        def read(self, size: int | None = -1) -> bytes:
            reads.append(-1 if size is None else size)
            return super().read(size)

    def counted(descriptor: int, *args: object, **kwargs: object) -> object:
        return Counted(real_fdopen(descriptor, "rb", buffering=0))  # type: ignore[arg-type]

    monkeypatch.setattr(cache.os, "fdopen", counted)
    assert cache.read(big, dict[str, Entry]) is None
    assert reads == []  # told by its size alone
    shelf = cache.Shelf(tmp_path / "shelf")
    (tmp_path / "shelf").mkdir()
    key = bytes(16)
    sparse(tmp_path / "shelf" / shelf._name(key), cache.LARGEST_ON_SHELF + 1, good)
    assert shelf.get(key, dict) is None
    assert cache.read(sparse(tmp_path / "fits", len(good), good), dict[str, Entry]) == {
        "a": Entry("x", (1, 2))
    }


def comparekit(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "comparekit", "-C", str(root), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


COMMANDS = (["build"], ["build", "--site", "hugo"], ["check"], ["status"], ["update"])


def fill_every_cache(root: Path) -> None:
    """Run every command that keeps something in the cache, so each kind of file is there."""
    for args in COMMANDS:
        done = comparekit(root, *args)
        assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the shipped project with a full cache, and the output of a clean build."""
    repo = Path(__file__).resolve().parent.parent
    root = tmp_path_factory.mktemp("shipped") / "project"
    root.mkdir()
    for name in ("articles", "locales", "templates"):
        shutil.copytree(repo / name, root / name)
    shutil.copy(repo / "pyproject.toml", root / "pyproject.toml")
    fill_every_cache(root)
    shutil.copytree(root / "dist", root.parent / "clean-dist")
    shutil.copytree(root / "dist-hugo", root.parent / "clean-dist-hugo")
    return root


PAYLOADS = [
    "hostile pickle",
    "random bytes",
    "truncated",
    "older format",
    "link to a user file",
    "a byte changed that still decodes",
]


@pytest.mark.parametrize("payload", PAYLOADS)
def test_a_poisoned_cache_runs_nothing_and_changes_nothing(
    payload: str, shipped: Path, tmp_path: Path
) -> None:
    root = tmp_path / "project"
    shutil.copytree(shipped, root)
    fill_every_cache(root)  # the copy's own cache, keyed by where it now is
    marker = tmp_path / "the-payload-ran"
    # Every entry; the marker is the cache's claim, not an entry (see test_paths.py).
    files = sorted(p for p in (root / CACHE).rglob("*") if p.is_file() and p.name != TAG)
    assert len(files) > 20, "every kind of cache file is there to be poisoned"
    generator = random.Random(payload)
    victim = tmp_path / "notes.txt"  # a file of the user's, outside the project
    victim.write_text("mine\n", encoding="utf-8")
    for file in files:
        if payload == "link to a user file":  # nothing is written through a planted link
            file.unlink()
            file.symlink_to(victim)
            continue
        original = file.read_bytes()
        poisoned = {
            "hostile pickle": pickle.dumps(RunsACommand(marker)),
            "random bytes": generator.randbytes(max(len(original), 16)),
            "truncated": original[: len(original) // 2],
            "older format": original.replace(cache.FORMAT, b"comparekit-cache/4\n", 1),
            # attack 12b #195: a link's host and a word of the English, same lengths
            "a byte changed that still decodes": original.replace(
                b"vllm-project", b"Xllm-project"
            ).replace(b"generalist", b"geneXalist"),
        }[payload]
        file.unlink()  # a new file, as a restored CI cache brings: the output keeps its own
        file.write_bytes(poisoned)
    for output in ("dist", "dist-hugo"):
        shutil.rmtree(root / output)  # so the build cannot stop at "nothing changed"

    for args in COMMANDS:
        done = comparekit(root, *args)
        assert done.returncode == 0, (args, done.stderr)
        assert "Traceback" not in done.stderr
    assert not marker.exists()
    assert victim.read_text(encoding="utf-8") == "mine\n"
    assert snapshot(root / "locales") == snapshot(shipped / "locales")
    assert snapshot(root / "dist") == snapshot(shipped.parent / "clean-dist")
    assert snapshot(root / "dist-hugo") == snapshot(shipped.parent / "clean-dist-hugo")


def test_a_poisoned_cache_with_the_output_in_place_is_not_trusted(
    shipped: Path, tmp_path: Path
) -> None:
    """The no-op record and the page index poisoned while the output stays: the build must
    not take the output as current on the word of a file it cannot read."""
    root = tmp_path / "project"
    shutil.copytree(shipped, root)
    fill_every_cache(root)
    (root / "dist/ja/index.md").write_text("edited by hand\n", encoding="utf-8")
    for file in (p for p in (root / CACHE).rglob("*") if p.is_file() and p.name != TAG):
        file.unlink()
        file.write_bytes(b"\x80\x05garbage")
    done = comparekit(root, "build")
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert snapshot(root / "dist") == snapshot(shipped.parent / "clean-dist")


CATALOG = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'


def test_a_new_version_of_one_catalog_drops_only_its_own_cached_entries(tmp_path: Path) -> None:
    """zh's files begin as zh-Hant's do ("zh-"); a new zh catalog replaces zh's entries
    (and what a killed run left of them) and leaves zh-Hant's. What is read back is what
    the file holds, cached or not."""
    root = tmp_path / "cache"
    paths = {tag: tmp_path / f"{tag}.po" for tag in ("zh", "zh-Hant")}
    for tag, path in paths.items():
        path.write_text(CATALOG + f'msgctxt "a:b"\nmsgid "One"\nmsgstr "{tag}"\n', "utf-8")
        assert load_entries(path, tag, path.name, root).entries[1].strings == [tag]
    left = next((root / "tables").glob("zh-[0-9a-f]*.entries"))
    killed = left.with_name(f"{left.name}.4242-1.tmp")  # a run killed while writing it
    killed.write_bytes(b"half")
    paths["zh"].write_text(CATALOG + 'msgctxt "a:b"\nmsgid "One"\nmsgstr "new"\n', "utf-8")
    assert load_entries(paths["zh"], "zh", "zh.po", root).entries[1].strings == ["new"]
    kept = sorted(p.name.rsplit("-", 1)[0] for p in (root / "tables").glob("*.entries"))
    assert kept == ["zh", "zh-Hant"]
    assert not killed.exists()  # an earlier version's, left by a kill: gone with it
    for tag, path in paths.items():
        assert entries_cached(path, tag, root)
        assert load_entries(path, tag, path.name, root).entries[1].strings == (
            ["new"] if tag == "zh" else [tag]
        )


def test_cached_digests_are_known_only_for_the_catalog_as_it_was_hashed(tmp_path: Path) -> None:
    """Without reading the catalog, its digests count as cached only while its content hash
    is on record for its size, modification time and inode; the table written with them
    reads back entry for entry."""
    root = tmp_path / "cache"
    path = tmp_path / "ja.po"
    path.write_text(
        CATALOG + 'msgctxt "a:b"\nmsgid "One"\nmsgstr "一"\n\n'
        'msgctxt "c:d"\nmsgid "Two"\nmsgstr "二"\n',
        "utf-8",
    )
    old = path.stat().st_mtime_ns - 10 * cache.RACY_NS  # settled: its hash is recorded
    os.utime(path, ns=(old, old))
    assert not source_digests_known(path, "ja", root)
    digests = load_source_digests(path, "ja", "ja.po", root)
    assert source_digests_known(path, "ja", root)
    assert load_source_digests(path, "ja", "ja.po", root) == digests
    table = read_table(next((root / "tables").glob("ja-*.table")))
    assert table is not None
    assert {source: table.slice(source) for source in table.sources()} == {
        "a": {"a:b": CatalogEntry("One", ("一",), False, 6, singular_approval("a:b", "One", "一"))},
        "c": {
            "c:d": CatalogEntry("Two", ("二",), False, 10, singular_approval("c:d", "Two", "二"))
        },
    }
    os.utime(path, ns=(old + 1, old + 1))  # touched: the record no longer stands for it
    assert not source_digests_known(path, "ja", root)


def test_comparekit_digest_tells_any_change_of_its_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A byte changed, a byte moved from one file to the next, a file renamed: each is
    another comparekit, and so another digest; its bytecode is not part of it."""
    package = tmp_path / "comparekit"
    monkeypatch.setattr(cache, "PACKAGE", package)

    def digest_of(files: dict[str, str]) -> str:
        shutil.rmtree(package, ignore_errors=True)
        for name, text in files.items():
            (package / name).parent.mkdir(parents=True, exist_ok=True)
            (package / name).write_text(text, encoding="utf-8")
        return str(cache.comparekit_digest.__wrapped__())

    first = digest_of({"a.py": "ab", "b.py": "c"})
    assert digest_of({"a.py": "ab", "b.py": "c", "__pycache__/a.pyc": "x"}) == first
    others = [
        digest_of({"a.py": "ab", "b.py": "d"}),
        digest_of({"a.py": "a", "b.py": "bc"}),
        digest_of({"a.py": "ab", "c.py": "c"}),
    ]
    assert len({first, *others}) == 4
