"""The benchmark's scaled projects are real ones: every article translated, every page built."""

from __future__ import annotations

import importlib.util
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from comparekit.publishing.build import build
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench_run", REPO / "benchmarks/run.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules["bench_run"] = bench  # dataclasses look their module up
    spec.loader.exec_module(bench)
    return bench


def test_a_scaled_project_builds_every_page_translated(tmp_path: Path) -> None:
    bench = _bench()
    bench.make_project(tmp_path / "n12", 12)  # the ten shipped articles, and two copies

    settings = load_settings(tmp_path / "n12")
    report = build(settings)
    assert [(s.locale, s.pages, s.coverage) for s in report.locales] == [
        (tag, 13, 1.0) for tag in ("en", "ja", "zh-Hant", "ko")
    ]
    assert report.fallbacks == []
    dist = tmp_path / "n12/dist"

    def title(page: Path) -> str:
        return next(
            line
            for line in page.read_text(encoding="utf-8").splitlines()
            if line.startswith("title:")
        )

    # A copy is translated by its own, re-keyed catalog entries: the original's Japanese.
    assert title(dist / "ja/deepinfer-vs-dynamo-1.md") == title(dist / "ja/deepinfer-vs-dynamo.md")
    assert title(dist / "ja/deepinfer-vs-dynamo-1.md") != title(
        dist / "en/deepinfer-vs-dynamo-1.md"
    )


def test_the_added_languages_build_every_page_translated(tmp_path: Path) -> None:
    bench = _bench()
    root = tmp_path / "n3"
    bench.make_project(root, 3)
    bench.add_languages(root, 6)
    report = build(load_settings(root))
    assert [(s.locale, s.pages, s.coverage) for s in report.locales] == [
        (tag, 4, 1.0) for tag in ("en", "ja", "zh-Hant", "ko", "zh-Hans", "th")
    ]
    assert report.fallbacks == []
    header = (root / "locales/th/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert '"Language: th\\n"' in header


def _preview() -> Any:
    spec = importlib.util.spec_from_file_location("bench_preview", REPO / "benchmarks/preview.py")
    assert spec is not None and spec.loader is not None
    preview = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(preview)
    return preview


# A server that says its address, then more than a pipe holds (a check's warnings, each
# naming every copy of a string at 1,000 articles), then answers every page with "ok".
TALKATIVE_SERVER = """
import http.server
class Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(("127.0.0.1", 0), Page)
print(f"serving 4 pages at http://127.0.0.1:{server.server_port}/", flush=True)
for number in range(20_000):
    print(f"locales/ja/LC_MESSAGES/messages.po:{number}: warning: [inconsistent] " + "x" * 60)
print("done", flush=True)
server.serve_forever()
"""


def test_the_preview_benchmark_reads_all_the_server_says(tmp_path: Path) -> None:
    """The server says a line for each refresh and each problem found: the benchmark reads
    them all, or the server stops at a full pipe and the page never answers (the preview
    rows once hung for minutes)."""
    served = _preview().Served(tmp_path, [sys.executable, "-c", TALKATIVE_SERVER], timeout=30)
    try:
        assert served.get("/ja/page/") == (200, "ok")
    finally:
        served.stop()
    assert served.said == 20_001
    assert served.process.returncode is not None


def test_a_timed_process_may_say_more_than_a_pipe_holds(tmp_path: Path) -> None:
    """A timed command's stderr is kept whole and read only if it fails: one that says a
    megabyte is timed, not stopped at a full pipe; one that fails is reported with it."""
    bench = _bench()
    loud = "import sys; sys.stderr.write('warning: x\\n' * 100_000)"
    timed: list[tuple[float, float, float]] = []
    worker = threading.Thread(
        target=lambda: timed.append(bench.run_process([sys.executable, "-c", loud], tmp_path)),
        daemon=True,
    )
    worker.start()
    worker.join(timeout=60)
    assert len(timed) == 1 and timed[0][0] < 60
    failing = "import sys; sys.stderr.write('x' * 100_000 + 'the reason'); sys.exit(3)"
    with pytest.raises(SystemExit, match="the reason"):
        bench.run_process([sys.executable, "-c", failing], tmp_path)
