"""The preview's speed: time to the first page, and from a saved edit to the page showing it.

Used by ``run.py`` for each size (when the serve extra is installed). Each figure is one
whole ``comparekit serve`` process driven over HTTP as a browser would drive it: the
first page is the time from starting the command to an article's page answering 200; an
edit is one ja translation changed on disk, timed until the server has announced the new
version on its event stream and the page, fetched again, shows the new text. Beside them,
in the same run, the anchor: ``comparekit build`` after the same one-string edit, which is
what showing an edit took before the preview.
"""

from __future__ import annotations

import http.client
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SERVE = [sys.executable, "-m", "comparekit", "serve", "--port", "0"]


class Served:
    """A preview server started in ``root``, its port read from its first line.

    Everything it says after that line is read too, by a thread, for as long as it runs:
    the server says a line for each refresh and each problem its checks find, and a pipe
    nobody reads fills (64 KB) and stops it in the middle of a refresh, the page then never
    answering (the hung ~100 s runs at 1,000 articles)."""

    def __init__(self, root: Path, command: list[str] = SERVE, timeout: float = 600) -> None:
        self.started = time.perf_counter()
        self.timeout = timeout
        self.process = subprocess.Popen(
            command, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        assert self.process.stdout is not None
        found = re.search(r":(\d+)/", self.process.stdout.readline())
        self.said = 0  # lines said after the first: read, and let go
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        if found is None:
            self.stop()
            raise SystemExit("comparekit serve did not start")
        self.port = int(found.group(1))

    def _read(self) -> None:
        assert self.process.stdout is not None
        with self.process.stdout:  # closed when the process has ended it
            for _ in self.process.stdout:
                self.said += 1

    def get(self, path: str) -> tuple[int, str]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read().decode("utf-8")
        connection.close()
        return response.status, body

    def events(self) -> Any:
        # The first version comes after the preview's first check, which at 1,000 articles
        # on a loaded machine took 100 s; an edit that never shows fails the case in ten
        # minutes rather than hanging the run.
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        connection.request("GET", "/events")
        return connection.getresponse()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.reader.join(timeout=30)  # the pipe ends with the process


def _next_version(stream: Any) -> str:
    while True:
        line = stream.readline().decode("utf-8")
        if not line:
            raise SystemExit("the event stream closed")
        if line.startswith("data: "):
            return line[6:].strip()


def first_page(root: Path, slug: str) -> float:
    served = Served(root)
    try:
        status, _ = served.get(f"/ja/{slug}/")
        assert status == 200, status
        return time.perf_counter() - served.started
    finally:
        served.stop()


def edit_latencies(root: Path, slug: str, repeat: int, settle: float) -> list[float]:
    """Seconds from saving a changed ja translation to the page showing it."""
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    served = Served(root)
    times = []
    try:
        stream = served.events()
        _next_version(stream)
        for attempt in range(repeat):
            time.sleep(settle)  # saves come seconds apart: the last one's checks are done
            text, marker = _edited(catalog, slug, attempt)
            started = time.perf_counter()
            catalog.write_text(text, encoding="utf-8")
            while True:  # each new version reloads the page, as the browser would
                _next_version(stream)
                status, page = served.get(f"/ja/{slug}/")
                if status == 200 and marker in page:
                    break
            times.append(time.perf_counter() - started)
    finally:
        served.stop()
    return times


def build_after_edit(root: Path, slug: str, repeat: int) -> list[float]:
    """The anchor: a build (cache kept) after the same one-string edit."""
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    build = [sys.executable, "-m", "comparekit", "build"]
    subprocess.run(build, cwd=root, check=True, capture_output=True)
    times = []
    for attempt in range(repeat):
        catalog.write_text(_edited(catalog, slug, attempt + repeat)[0], encoding="utf-8")
        started = time.perf_counter()
        subprocess.run(build, cwd=root, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return times


IROHA = "イロハニホヘトチリヌルヲワカヨタレソツネナラムウヰノオクヤマケフコエテ"


def _edited(catalog: Path, slug: str, attempt: int) -> tuple[str, str]:
    """The catalog with the article's lead translation ending in a new number."""
    lines = catalog.read_text(encoding="utf-8").split("\n")
    at = lines.index(f'msgctxt "comparisons/{slug}:lead"')
    at = next(i for i in range(at, len(lines)) if lines[i].startswith("msgstr "))
    while at + 1 < len(lines) and lines[at + 1].startswith('"'):
        at += 1  # the last line of the msgstr
    # A word, not a number: a translation that adds a number is refused, and never shows.
    marker = f"（版 {IROHA[attempt]}）"
    lines[at] = re.sub(r'(?:（版 .）)?"$', f'{marker}"', lines[at])
    return "\n".join(lines), marker


def bench_preview(root: Path, size: int, repeat: int, timing: Callable[..., Any]) -> list[Any]:
    """The preview's figures for the project at ``root`` (a copy is changed)."""
    work = root.with_name(root.name + "-preview")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(root, work, symlinks=True)
    slug = sorted(p.stem for p in (work / "articles/comparisons").glob("*.yaml"))[0]
    pages = (size + 1) * 4
    cold = []
    for _ in range(repeat):
        shutil.rmtree(work / ".comparekit-cache", ignore_errors=True)
        cold.append(first_page(work, slug))
    warm = [first_page(work, slug) for _ in range(repeat)]
    edits = edit_latencies(work, slug, repeat, settle=3 + size / 100)
    builds = build_after_edit(work, slug, repeat)
    shutil.rmtree(work, ignore_errors=True)

    def row(case: str, times: list[float]) -> Any:
        return timing(size, case, pages, min(times), statistics.median(times), 0.0)

    return [
        row("serve: first page, no cache", cold),
        row("serve: first page, cache", warm),
        row("serve: edit to refresh", edits),
        row("build after that edit", builds),
    ]
