"""Build: every locale rendered, nothing stale published, output swapped in atomically."""

from __future__ import annotations

import errno
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import comparekit
import comparekit.rendering.remembered
from comparekit import workers
from comparekit.errors import ProblemsFound
from comparekit.publishing import record
from comparekit.publishing.build import build
from comparekit.rendering.pages import LocalePages
from comparekit.rendering.render import Renderer
from comparekit.rendering.store import PageStore
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles

Cli = Callable[..., tuple[int, str, str]]
LOCALES = ("en", "ja", "zh-Hant", "ko")


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_build_writes_every_page_of_every_locale(ready: Path, run_cli: Cli) -> None:
    code, out, err = run_cli("-C", str(ready), "build")
    assert (code, err) == (0, "")
    assert sorted(snapshot(ready / "dist")) == sorted(
        [".comparekit-output"]
        + [f"{tag}/{name}" for tag in LOCALES for name in ("alpha-vs-beta.md", "index.md")]
    )
    assert "ja             2     100.0%" in out
    assert "built 8 pages into dist in " in out
    page = (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")
    assert "# [ja] Alpha vs Beta: engine vs router" in page
    assert "## [ja] Where Beta wins" in page
    assert "[ja] Accessed 2026年10月20日." in page


def test_two_builds_are_byte_identical(ready: Path, tmp_path: Path) -> None:
    settings = load_settings(ready)
    build(settings, out=tmp_path / "one")
    build(settings, out=tmp_path / "two")
    assert snapshot(tmp_path / "one") == snapshot(tmp_path / "two")


def test_untranslated_strings_block_a_strict_build(tmp_project: Path, run_cli: Cli) -> None:
    run_cli("-C", str(tmp_project), "update")
    code, _, err = run_cli("-C", str(tmp_project), "build", "--locale", "ko", "--strict")
    assert code == 1
    assert "locales/ko/LC_MESSAGES/messages.po:" in err
    assert "ko: 'comparisons/alpha-vs-beta:title': no current translation (untranslated)" in err
    assert not (tmp_project / "dist").exists()


def test_missing_catalog_says_how_to_create_it(tmp_project: Path, run_cli: Cli) -> None:
    code, _, err = run_cli("-C", str(tmp_project), "build", "--locale", "ja")
    assert code == 1
    assert (
        err.splitlines()[0]
        == "locales/ja/LC_MESSAGES/messages.po: [missing-catalog] no catalog for locale 'ja'"
    )


def test_fallback_publishes_english_and_says_so(tmp_project: Path, run_cli: Cli) -> None:
    run_cli("-C", str(tmp_project), "update")
    code, out, err = run_cli("-C", str(tmp_project), "build", "--locale", "ko", "--allow-fallback")
    assert code == 0
    assert "warning: [untranslated] ko: 'comparisons/alpha-vs-beta:title'" in err
    assert "fell back to English" in err
    assert "ko             2       0.0%" in out
    assert (
        "# Alpha vs Beta: engine vs router"
        in (tmp_project / "dist/ko/alpha-vs-beta.md").read_text()
    )


def test_broken_placeholder_is_never_published(ready: Path, run_cli: Cli) -> None:
    path = load_settings(ready).catalog_path("ja")
    text = path.read_text(encoding="utf-8").replace(
        '"[ja] Accessed {accessed}."', '"[ja] Accessed {date}."'
    )
    path.write_text(text, encoding="utf-8")
    code, out, _ = run_cli("-C", str(ready), "build")
    assert code == 0 and "ja: 1 published, 1 held: alpha-vs-beta (1 broken);" in out
    assert not (ready / "dist/ja/alpha-vs-beta.md").exists()
    code, _, err = run_cli("-C", str(ready), "build", "--strict")
    assert code == 1
    assert "[placeholder] ja: 'comparisons/alpha-vs-beta:head_to_head.note'" in err


def test_failed_build_leaves_previous_output_intact(
    ready: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = load_settings(ready)
    build(settings)
    before = snapshot(ready / "dist")
    (ready / "articles/comparisons/alpha-vs-beta.yaml").write_text(
        (ready / "articles/comparisons/alpha-vs-beta.yaml").read_text().replace("Layers", "Strata")
    )
    calls = 0
    real_publish = PageStore.publish

    def failing_publish(store: PageStore, digest: bytes, target: str) -> None:
        nonlocal calls
        calls += 1
        if calls == 3:  # two pages already placed in the stage
            raise OSError("disk full")
        real_publish(store, digest, target)

    monkeypatch.setattr(PageStore, "publish", failing_publish)
    with pytest.raises(OSError, match="disk full"):
        build(settings, allow_fallback=True)
    assert snapshot(ready / "dist") == before
    assert [p.name for p in ready.iterdir() if p.name.startswith(".dist")] == []


def test_partial_build_keeps_other_locales(ready: Path) -> None:
    settings = load_settings(ready)
    build(settings)
    before = snapshot(ready / "dist")
    build(settings, locales=["ja"])
    assert snapshot(ready / "dist") == before


def test_pages_of_removed_articles_do_not_linger(ready: Path, project_files: ProjectFiles) -> None:
    settings = load_settings(ready)
    build(settings)
    (ready / "dist/en/old-article.md").write_text("stale")
    build(settings)
    assert not (ready / "dist/en/old-article.md").exists()


def test_unknown_locale_is_a_usage_problem(ready: Path, run_cli: Cli) -> None:
    code, _, err = run_cli("-C", str(ready), "build", "--locale", "fr")
    assert code == 2
    assert "[unknown-locale] locale 'fr' is not configured" in err


def test_link_in_prose_to_a_missing_page_fails(ready: Path) -> None:
    path = ready / "articles/comparisons/alpha-vs-beta.yaml"
    path.write_text(
        path.read_text().replace("It routes", "It routes, see [gamma](alpha-vs-gamma.md)")
    )
    with pytest.raises(ProblemsFound) as caught:
        build(load_settings(ready), locales=["en"])
    assert [str(p).splitlines()[0] for p in caught.value.problems] == [
        "en/alpha-vs-beta.md: [broken-link] link to 'alpha-vs-gamma.md' lands on no page"
    ]


def test_frontmatter_links_every_translation(ready: Path) -> None:
    build(load_settings(ready))
    head = (ready / "dist/zh-Hant/index.md").read_text(encoding="utf-8").split("---")[1]
    assert "lang: zh-Hant\n" in head
    assert "translation_key: index\n" in head
    assert "  ko: ../ko/index.md\n" in head


def test_translation_that_changes_the_shape_is_refused(ready: Path, run_cli: Cli) -> None:
    path = load_settings(ready).catalog_path("ko")
    text = path.read_text(encoding="utf-8").replace(
        'msgstr "[ko] They do different jobs."', 'msgstr "- [ko] They do different jobs."'
    )
    path.write_text(text, encoding="utf-8")
    assert run_cli("-C", str(ready), "build")[0] == 0  # held back: ko/alpha-vs-beta
    assert not (ready / "dist/ko/alpha-vs-beta.md").exists()
    shutil.rmtree(ready / "dist")
    code, _, err = run_cli("-C", str(ready), "build", "--strict")
    assert code == 1
    # Refused at its catalog entry, before any page is rendered.
    line = text.split("\n").index('msgid "They do different jobs."') + 1
    assert err.startswith(
        f"locales/ko/LC_MESSAGES/messages.po:{line}: [markup] ko: "
        "'comparisons/alpha-vs-beta:lead': at the start of a line, it would make a list"
    )
    assert not (ready / "dist").exists()


def _set_policy(root: Path, policy: str, threshold: float = 1.0) -> None:
    path = root / "pyproject.toml"
    path.write_text(
        path.read_text() + f'incomplete = "{policy}"\nmin_coverage = {threshold}\n',
        encoding="utf-8",
    )


def test_fallback_policy_publishes_with_a_notice_on_affected_pages_only(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    project_files.comparison()["lead"] = "Edited."  # fuzzy in every locale
    project_files.write()
    _set_policy(ready, "fallback")
    run_cli("-C", str(ready), "update")
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 0 and "a notice and `translation_status: incomplete`" in err
    article = (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")
    assert "translation_status: incomplete" in article.split("---")[1]
    notice = "> このページの翻訳はまだ完了していません。一部の文章は英語のまま表示しています。"
    assert f"\n\n{notice}\n\n" in article.split("---", 2)[2]
    assert "\nEdited.\n" in article  # the English, not a stale translation
    assert "translation_status" not in (ready / "dist/ja/index.md").read_text(encoding="utf-8")
    assert "translation_status" not in (ready / "dist/en/alpha-vs-beta.md").read_text()


def test_skip_policy_leaves_out_locales_below_the_threshold(ready: Path, run_cli: Cli) -> None:
    _set_policy(ready, "skip", 0.9)
    path = load_settings(ready).catalog_path("ko")
    path.write_text(re.sub(r'msgstr "\[ko\][^"]*"', 'msgstr ""', path.read_text(encoding="utf-8")))
    code, out, err = run_cli("-C", str(ready), "build")
    assert code == 0 and 'warning: ko skipped: below min_coverage (incomplete = "skip")' in err
    assert "ko             0 " in out
    assert not (ready / "dist/ko").exists() and (ready / "dist/ja/alpha-vs-beta.md").is_file()


def test_cache_is_keyed_by_content_and_a_damaged_cache_is_ignored(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0

    def tables() -> list[Path]:
        found = (ready / ".comparekit-cache/tables").glob("ja-*.table")
        return sorted(p for p in found if ".sources" not in p.name)

    assert len(tables()) == 1 and (ready / ".comparekit-cache/pages").is_dir()
    tables()[0].write_bytes(b"not a pickle")
    assert run_cli("-C", str(ready), "build")[0] == 0
    path = load_settings(ready).catalog_path("ja")
    path.write_text(path.read_text(encoding="utf-8").replace("[ja] Fast.", "[ja] Quick."))
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert "[ja] Quick." in (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")
    assert len(tables()) == 1


def test_an_output_file_edited_in_place_is_rendered_again(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    page = ready / "dist/ja/alpha-vs-beta.md"
    rendered = page.read_bytes()
    with page.open("ab") as stream:  # in place: the stored copy is the same file
        stream.write(b"edited by hand\n")
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert page.read_bytes() == rendered


def test_a_page_edited_in_place_with_its_time_set_back_is_not_published_elsewhere(
    ready: Path, run_cli: Cli
) -> None:
    """B09: the output's page is the store's text; an edit in place that keeps the size
    and the modification time (``dd conv=notrunc``, ``cp -p`` onto it) is still seen."""
    assert run_cli("-C", str(ready), "build")[0] == 0
    page = ready / "dist/ja/alpha-vs-beta.md"
    rendered = page.read_bytes()
    before = page.stat()
    with page.open("r+b") as stream:
        stream.seek(4)
        stream.write(b"XXXX")
    os.utime(page, ns=(before.st_atime_ns, before.st_mtime_ns))
    edited = page.read_bytes()
    code, out, err = run_cli("-C", str(ready), "build", "--out", str(ready / "other"))
    assert code == 0 and "Traceback" not in err
    assert "(1 rendered, 7 unchanged)" in out
    assert (ready / "other/ja/alpha-vs-beta.md").read_bytes() == rendered
    assert page.read_bytes() == edited  # the user's edit is theirs: left as it is


def test_a_page_whose_stored_text_went_missing_is_rendered_again(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    for text in (ready / ".comparekit-cache/pages/plain").glob("*.md"):
        text.unlink()
    (ready / "dist").rename(ready / "old-dist")
    code, out, _ = run_cli("-C", str(ready), "build")
    assert code == 0 and "(8 rendered, 0 unchanged)" in out


@pytest.mark.parametrize("damage", ["missing", "truncated"])
def test_pages_whose_stored_keys_went_bad_are_rendered_again_when_coverage_needs_them(
    ready: Path, project_files: ProjectFiles, run_cli: Cli, damage: str
) -> None:
    project_files.comparison()["lead"] = "Edited."  # fuzzy in every locale
    project_files.write()
    run_cli("-C", str(ready), "update")
    first = run_cli("-C", str(ready), "build", "--allow-fallback")
    keys_files = list((ready / ".comparekit-cache/pages/plain").glob("*.keys"))
    assert 1 <= len(keys_files) <= 4  # one per locale rendered, not one per page
    for keys in keys_files:
        if damage == "missing":
            keys.unlink()
        else:
            keys.write_bytes(keys.read_bytes()[:20])
    (ready / "dist").rename(ready / "old-dist")
    second = run_cli("-C", str(ready), "build", "--allow-fallback")
    assert first[0] == second[0] == 0
    assert first[1].splitlines()[:5] == second[1].splitlines()[:5]  # the same coverage
    # Coverage needs the keys of every page of a locale with fallbacks: ja, zh-Hant and ko
    # are rendered again to learn them; en, with none, keeps its pages.
    assert "(6 rendered, 2 unchanged)" in second[1]


def test_a_build_without_cache_leaves_no_store_behind(ready: Path, run_cli: Cli) -> None:
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + 'cache = ""\n')
    shutil.rmtree(ready / ".comparekit-cache", ignore_errors=True)  # from making the fixture
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert (ready / "dist/ko/index.md").is_file()
    assert not (ready / ".comparekit-cache").exists()
    assert [p.name for p in ready.iterdir() if p.name.startswith(".dist")] == []


def settle(project: Path) -> None:
    """Date every file of the project a minute back, as if edited well before a build."""
    minute_ago = time.time() - 60
    for path in project.rglob("*"):
        os.utime(path, (minute_ago, minute_ago))


def test_a_no_op_rebuild_writes_nothing(ready: Path, run_cli: Cli) -> None:
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    stamps = {p: p.stat().st_mtime_ns for p in (ready / "dist").rglob("*") if p.is_file()}
    code, out, _ = run_cli("-C", str(ready), "build")
    assert code == 0 and "nothing changed: 8 pages in dist are current" in out
    assert {p: p.stat().st_mtime_ns for p in (ready / "dist").rglob("*") if p.is_file()} == stamps

    (ready / "dist/ko/index.md").unlink()  # the output changed: build again, restore it
    assert "built 8 pages into dist in" in (out := run_cli("-C", str(ready), "build")[1])
    assert "(0 rendered, 8 unchanged)" in out  # the page came back from the store
    assert (ready / "dist/ko/index.md").is_file()
    path = load_settings(ready).catalog_path("ja")  # an input changed
    path.write_text(path.read_text(encoding="utf-8").replace("[ja] Fast.", "[ja] Quick."))
    # that article's page only: the hub shows its title and verdict, which did not change
    assert "(1 rendered, 7 unchanged)" in run_cli("-C", str(ready), "build")[1]
    assert "[ja] Quick." in (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")


def test_the_no_op_check_sees_all_of_comparekit_but_its_bytecode(
    ready: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An edited install (say, a renderer fixed in place) must render anew; the bytecode
    # Python writes when a stage is first loaded, after the check, must not.
    assert Path(comparekit.__file__).parent == record.COMPAREKIT
    package = tmp_path / "installed"
    module = package / "rendering/render.py"
    module.parent.mkdir(parents=True)
    module.write_text("x = 1\n")
    monkeypatch.setattr(record, "COMPAREKIT", package)
    settings = load_settings(ready)

    def fingerprint() -> str:
        return record.input_fingerprint(settings, ready / "dist", ["en"], "hold", "plain")[0]

    first = fingerprint()
    (module.parent / "__pycache__").mkdir()
    (module.parent / "__pycache__/render.cpython-311.pyc").write_bytes(b"\x00")
    assert fingerprint() == first
    module.write_text("x = 22\n")
    assert fingerprint() != first


def test_an_edit_in_the_same_clock_tick_as_the_last_build_is_not_missed(
    ready: Path, run_cli: Cli
) -> None:
    # A file saved just before a build, then saved again with the same size and (on a
    # coarse file system clock) the same modification time, must be read again.
    path = ready / "articles/comparisons/alpha-vs-beta.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Layers", "Strata"))
    before = path.stat()
    assert run_cli("-C", str(ready), "build", "--locale", "en")[0] == 0
    path.write_text(path.read_text(encoding="utf-8").replace("Strata", "Levels"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size and path.stat().st_ino == before.st_ino
    assert run_cli("-C", str(ready), "build", "--locale", "en")[0] == 0
    assert "Levels" in (ready / "dist/en/alpha-vs-beta.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("planted", ["link to a user file", "edited page"])
def test_a_build_of_one_locale_carries_over_only_the_pages_comparekit_wrote(
    planted: str, ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """B08: another locale's page that is a link, or was edited, is not carried into the
    new output as comparekit's; it is left out, and the warning names it."""
    assert run_cli("-C", str(ready), "build")[0] == 0
    page = ready / "dist/ja/alpha-vs-beta.md"
    kept = ready / "dist/ko/alpha-vs-beta.md"
    kept_text = kept.read_bytes()
    user_file = tmp_path / "secret.txt"
    user_file.write_bytes(b"secret\n")
    if planted == "edited page":
        page.unlink()
        page.write_bytes(b"---\ntitle: planted\n---\nnot comparekit's\n")
    else:
        page.unlink()
        page.symlink_to(user_file)
    code, _, err = run_cli("-C", str(ready), "build", "--locale", "en")
    assert code == 0 and "Traceback" not in err
    assert "warning: dist/ja/alpha-vs-beta.md: not carried over" in err
    assert not os.path.lexists(page)
    assert kept.read_bytes() == kept_text  # comparekit's own page of another locale stays
    assert user_file.read_bytes() == b"secret\n"


def test_pages_taken_from_the_cache_equal_a_clean_build(
    ready: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = load_settings(ready)
    build(settings)  # fills the page cache
    path = settings.catalog_path("ja")  # one translation changes
    path.write_text(path.read_text(encoding="utf-8").replace("[ja] Routes.", "[ja] Routing."))
    rendered: list[tuple[str, str]] = []
    real_article = LocalePages.article

    def spy(self: LocalePages, slug: str) -> object:
        rendered.append((self.translator.locale, slug))
        return real_article(self, slug)

    monkeypatch.setattr(LocalePages, "article", spy)
    build(settings)
    assert rendered == [("ja", "alpha-vs-beta")]  # every other page came from the cache
    uncached = settings.model_copy(update={"cache": None})
    build(uncached, out=tmp_path / "clean")
    assert snapshot(ready / "dist") == snapshot(tmp_path / "clean")
    assert "[ja] Routing." in (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")


def test_fallbacks_of_cached_pages_are_still_reported(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    project_files.comparison()["lead"] = "Edited."  # fuzzy in every locale
    project_files.write()
    run_cli("-C", str(ready), "update")
    first = run_cli("-C", str(ready), "build", "--allow-fallback")
    (ready / "dist").rename(ready / "old-dist")  # the output changed: a new build runs
    second = run_cli("-C", str(ready), "build", "--allow-fallback")
    assert first[0] == second[0] == 0
    assert "3 string(s) fell back to English" in first[2]
    assert first[2] == second[2]
    assert "ja             2      " in second[1]


def test_locales_rendered_side_by_side_equal_a_build_one_by_one(
    ready: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = load_settings(ready).model_copy(update={"cache": None})
    build(settings, out=tmp_path / "serial")
    monkeypatch.setattr(
        comparekit.rendering.remembered, "PARALLEL_PAGES", 1
    )  # any locale: a worker
    real_stored_page = comparekit.rendering.remembered.stored_page

    def mark_process(*args: Any) -> Any:
        (tmp_path / f"rendered-by-{os.getpid()}").touch()
        return real_stored_page(*args)

    monkeypatch.setattr(comparekit.rendering.remembered, "stored_page", mark_process)
    build(settings, out=tmp_path / "parallel")
    assert snapshot(tmp_path / "serial") == snapshot(tmp_path / "parallel")
    renderers = {p.name for p in tmp_path.glob("rendered-by-*")}
    if (os.cpu_count() or 1) > 1:  # else one process does it all, as it should
        assert renderers and f"rendered-by-{os.getpid()}" not in renderers


def test_a_problem_found_in_a_worker_reaches_the_user(ready: Path) -> None:
    settings = load_settings(ready).model_copy(update={"cache": None})
    path = settings.catalog_path("ko")  # every catalog is read anew: side by side
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"[ko] Fast."', '"[ko] Fast.'), encoding="utf-8")
    with pytest.raises(ProblemsFound) as caught:
        build(settings)
    assert [(p.code, p.path) for p in caught.value.problems] == [
        ("po-syntax", "locales/ko/LC_MESSAGES/messages.po")
    ]


def test_published_pages_are_the_stored_files_or_copies_of_them(
    ready: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = load_settings(ready)
    build(settings)
    page = ready / "dist/ja/alpha-vs-beta.md"
    stored = [p for p in (ready / ".comparekit-cache/pages/plain").glob("*.md")]
    assert page.stat().st_ino in {p.stat().st_ino for p in stored}  # linked, not written

    def no_links(source: object, target: object) -> None:
        raise OSError("links not supported here")

    monkeypatch.setattr(os, "link", no_links)  # e.g. the output on another file system
    build(settings, out=tmp_path / "copied")
    assert snapshot(tmp_path / "copied") == snapshot(ready / "dist")
    copied = tmp_path / "copied/ja/alpha-vs-beta.md"
    assert copied.stat().st_ino not in {p.stat().st_ino for p in stored}


def test_work_alongside_fills_what_it_can_and_never_fails_the_run(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    def work(name: str) -> None:
        if name == "broken":
            raise ProblemsFound([])  # the caller reads it again and reports it itself
        (tmp_path / name).write_text("done")

    with workers.alongside(work, ["a", "broken", "b"]):
        pass
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a", "b"]
    assert capfd.readouterr().err == ""  # no child's traceback reaches the user


def test_a_machine_with_no_process_left_does_the_work_in_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """fork refused (no memory, a process limit): each kind of side-by-side work is done in
    the one process instead (``alongside``'s by its caller, later), never a traceback."""

    def refused() -> int:
        raise OSError(errno.EAGAIN, "Resource temporarily unavailable")

    monkeypatch.setattr(os, "fork", refused)
    assert workers.texts_in_two(lambda: "a", lambda: "b") == ("a", "b")
    assert workers.map_locales(str.upper, ["a", "b"], True) == ["A", "B"]
    with workers.alongside((tmp_path / "x").write_text, ["never"]):
        pass
    assert not (tmp_path / "x").exists()


def test_a_no_op_build_loads_no_rendering(ready: Path, run_cli: Cli) -> None:
    # A build with nothing to do stops at its record: the stages that render are not
    # even imported (they are most of its start-up time).
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert loaded_by(ready, "build", "comparekit.rendering.render") == (0, False)


def test_a_build_with_every_page_stored_loads_no_renderer(ready: Path, run_cli: Cli) -> None:
    # The output removed, the cache kept: every page is linked from the store, and Jinja2
    # and the renderer (a tenth of such a build) are not even imported.
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    shutil.rmtree(ready / "dist")
    assert loaded_by(ready, "build", "jinja2") == (0, False)
    assert (ready / "dist/ja/alpha-vs-beta.md").is_file()
    # and a build with a page to render loads it
    shutil.rmtree(ready / "dist")
    shutil.rmtree(ready / ".comparekit-cache")
    assert loaded_by(ready, "build", "jinja2") == (0, True)


def test_a_check_with_nothing_to_check_loads_no_markdown_parser(ready: Path, run_cli: Cli) -> None:
    # markdown-it-py reads imported pages and checks the markup of translations: a check
    # whose verdicts are all remembered does neither, and the import would be a twentieth
    # of its time.
    settle(ready)
    assert run_cli("-C", str(ready), "check")[0] == 0
    assert loaded_by(ready, "check", "markdown_it") == (0, False)


def test_commands_that_check_nothing_load_no_number_rules(ready: Path, run_cli: Cli) -> None:
    # The number modules compile hundreds of patterns at import, a tenth of the time of a
    # command that finds every page and verdict remembered: only a check loads them.
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert run_cli("-C", str(ready), "check")[0] == 0
    shutil.rmtree(ready / "dist")  # every page is taken from the store
    assert loaded_by(ready, "build", "comparekit.catalogs.numbers") == (0, False)
    assert loaded_by(ready, "check", "comparekit.catalogs.numbers") == (0, False)
    # and a command that does check a string loads them: here, in this process (with
    # forked workers, the catalogs' strings are checked in those, and the pages' checks
    # are then remembered verdicts)
    shutil.rmtree(ready / ".comparekit-cache")
    assert loaded_by(ready, "check", "comparekit.catalogs.numbers", fork=False) == (0, True)


def loaded_by(project: Path, command: str, module: str, fork: bool = True) -> tuple[int, bool]:
    """The exit code of ``command`` run in a new process, and whether it imported ``module``
    (with ``fork`` false, all of its work done in that process)."""
    script = (
        "import sys; from comparekit.cli import main; "
        + ("" if fork else "from comparekit import workers; workers.never_fork(); ")
        + f"code = main(['-C', {str(project)!r}, {command!r}]); "
        f"print(code, {module!r} in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    code, found = done.stdout.split()[-2:]
    assert found in ("True", "False"), done.stderr
    return int(code), found == "True"


def test_a_locale_keeps_what_many_pages_show_and_no_article(
    ready: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Products, dimensions and the hub are translated once per locale; an article, shown
    by its own page alone, each time its page renders, its strings recorded each time."""
    from comparekit.rendering import pages as pages_module
    from comparekit.rendering.remembered import make_translator
    from comparekit.rendering.render import Renderer
    from comparekit.rendering.sites import SiteProfile
    from comparekit.sources.load import load_project

    settings = load_settings(ready)
    project = load_project(settings)
    translated: list[str] = []
    real = pages_module.translate_document

    def counted(document: Any, translator: Any) -> Any:
        translated.append(document.key)
        return real(document, translator)

    monkeypatch.setattr(pages_module, "translate_document", counted)
    renderer = Renderer(ready / "templates", "templates")
    locale = LocalePages(
        project, renderer, make_translator(settings, "ja"), SiteProfile(settings.all_locales)
    )
    [slug] = list(project.comparisons)[:1]
    article = project.comparisons[slug]
    first, second = locale.article(slug)[1], locale.article(slug)[1]
    assert translated.count(article.key) == 2
    shared = [key for key in translated if key != article.key]
    assert shared and len(shared) == len(set(shared))
    assert first.keys == second.keys
    assert any(key.startswith(f"{article.key}:") for key in first.keys)


def test_a_broken_template_is_reported_at_its_line_when_locales_render_side_by_side(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The templates are compiled before the locales' processes fork; an error found then
    is still reported by the build, at the template's line, and nothing is written."""
    monkeypatch.setattr(comparekit.rendering.remembered, "PARALLEL_PAGES", 1)
    compiled = []
    compile_templates = Renderer.compile_templates
    monkeypatch.setattr(
        Renderer, "compile_templates", lambda self: compiled.append(compile_templates(self))
    )
    template = ready / "templates" / "comparison.md.j2"
    lines = template.read_text(encoding="utf-8").count("\n")
    with template.open("a", encoding="utf-8") as stream:
        stream.write("{% if %}\n")
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1
    assert err.startswith(f"templates/comparison.md.j2:{lines + 1}: [template-syntax] ")
    assert not (ready / "dist").exists()
    assert compiled  # the locales were rendered side by side
