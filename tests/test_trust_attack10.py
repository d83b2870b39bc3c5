"""The findings the independent ninth attack left open (issue 26).

Each is a small named fixture with the exit code, the problem code and the file (and line)
it must name, no traceback, and every byte of the user's files as it was: rule 1, never
write through a link comparekit did not make, holds for the user's own sources and catalogs
too, not only for what comparekit outputs.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.cli import main
from conftest import everything, import_args, line_of
from hostile import retranslate

Cli = Callable[..., tuple[int, str, str]]
CACHE = ".comparekit-cache"
JA_CATALOG = "locales/ja/LC_MESSAGES/messages.po"
PRODUCT = "articles/products/alpha.yaml"


def refused(result: tuple[int, str, str], code: int, problem: str, named: str) -> str:
    exit_code, out, err = result
    assert exit_code == code and "Traceback" not in out + err, (exit_code, out, err)
    assert f"{named}: [{problem}]" in err, err
    return err


def moved_out(project: Path, relative: str, elsewhere: Path) -> Path:
    """``relative`` moved to ``elsewhere`` and replaced by a link to it: a file the user
    shares with other projects."""
    elsewhere.parent.mkdir(parents=True, exist_ok=True)
    (project / relative).rename(elsewhere)
    (project / relative).symlink_to(elsewhere)
    return elsewhere


def new_string(project: Path) -> None:
    """A label changed in the sources: the template and every catalog would be written."""
    sources = project / "articles/dimensions.yaml"
    text = sources.read_text(encoding="utf-8")
    sources.write_text(text.replace("label: API", "label: Interface", 1), encoding="utf-8")


# --- S03, S03b, U01 (critical): the user's files are rewritten through no link ---------------


def test_s03_schema_refuses_a_source_that_is_a_link_to_a_file_elsewhere(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    shared = moved_out(ready, PRODUCT, tmp_path / "shared/alpha.yaml")
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), "schema"), 1, "output-file", PRODUCT)
    assert f"is a symbolic link to {shared}" in err and "does not write through" in err, err
    assert "replace the link with the file it leads to" in err, err
    assert everything(tmp_path, CACHE) == before  # no schema written either: every target first


def test_s03b_schema_refuses_a_source_reached_through_a_linked_folder(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    shared = tmp_path / "shared-products"
    (ready / "articles/products").rename(shared)
    (ready / "articles/products").symlink_to(shared, target_is_directory=True)
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), "schema"), 1, "output-file", PRODUCT)
    assert f"reached through a symbolic link (articles/products to {shared})" in err, err
    assert "point the `articles` setting at the real folder" in err, err
    assert everything(tmp_path, CACHE) == before


def test_u01_update_refuses_a_catalog_that_is_a_link_and_writes_no_catalog(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    shared = moved_out(ready, JA_CATALOG, tmp_path / "shared/ja.po")
    sources = ready / "articles/dimensions.yaml"  # a new string: every catalog would change
    sources.write_text(
        sources.read_text(encoding="utf-8").replace("label: API", "label: Interface", 1)
    )
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), "update"), 1, "output-file", JA_CATALOG)
    assert f"is a symbolic link to {shared}" in err, err
    assert everything(tmp_path, CACHE) == before  # nor the template, nor the ko catalog


def test_u01_update_refuses_a_catalog_folder_reached_through_a_link(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    shared = tmp_path / "shared-ja"
    (ready / "locales/ja").rename(shared)
    (ready / "locales/ja").symlink_to(shared, target_is_directory=True)
    sources = ready / "articles/dimensions.yaml"
    sources.write_text(
        sources.read_text(encoding="utf-8").replace("label: API", "label: Interface", 1)
    )
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), "update"), 1, "output-file", JA_CATALOG)
    assert f"(locales/ja to {shared})" in err and "`catalogs` setting" in err, err
    assert everything(tmp_path, CACHE) == before


@pytest.mark.parametrize("command", [("extract",), ("new-product", "gamma")])
def test_u01_extract_and_new_product_write_through_no_linked_folder(
    command: tuple[str, ...], ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    folder = "locales" if command[0] == "extract" else "articles/products"
    shared = tmp_path / "shared"
    (ready / folder).rename(shared)
    (ready / folder).symlink_to(shared, target_is_directory=True)
    sources = ready / "articles/dimensions.yaml"
    sources.write_text(
        sources.read_text(encoding="utf-8").replace("label: API", "label: Interface", 1)
    )
    named = "locales/messages.pot" if command[0] == "extract" else "articles/products/gamma.yaml"
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), *command), 1, "output-file", named)
    assert f"({folder} to {shared})" in err, err
    assert everything(tmp_path, CACHE) == before


def test_u01_reading_through_links_stays_allowed(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    moved_out(ready, JA_CATALOG, tmp_path / "shared/ja.po")
    moved_out(ready, PRODUCT, tmp_path / "shared/alpha.yaml")
    for command in ("check", "build", "validate"):
        code, out, err = run_cli("-C", str(ready), command)
        assert code == 0 and "Traceback" not in out + err, (command, out, err)


# --- T029, T030 (major): MkDocs' mark, caret and tilde pairs the English lacks ---------------

KEY = "comparisons/alpha-vs-beta:"
PLAIN_KEY = KEY + "analysis.layers.paragraphs.one"  # "One computes, one routes."


@pytest.mark.parametrize(
    ("added", "named"),
    [
        ("==強調==", "'==...==': highlighted text"),
        ("^上付き^", "'^...^': superscript"),
        ("H~下~O", "Markdown syntax the English does not have: ~"),  # already a sign
        ("~~取り消し~~", "Markdown syntax the English does not have: ~"),
    ],
)
def test_t029_t030_a_formatting_pair_the_english_lacks_is_refused(
    added: str, named: str, ready: Path, run_cli: Cli
) -> None:
    line = retranslate(ready, PLAIN_KEY, lambda text: f"{text} {added}")
    before = everything(ready, CACHE)
    code, out, err = run_cli("-C", str(ready), "check", "--locale", "ja")
    assert code == 1 and "Traceback" not in out + err, err
    assert f"{JA_CATALOG}:{line}: [markup]" in err and named in err, err
    assert everything(ready, CACHE) == before


@pytest.mark.parametrize(
    "added", ["約~3x", "~3x から ~5x", "x^2", "2^10 と 2^20", "`a == b`", "a == b", "1 = 1"]
)
def test_t029_t030_a_lone_sign_stays_clean(added: str, ready: Path, run_cli: Cli) -> None:
    """A single '=', '^' or '~' is text, in a translation as in its English."""
    english = f"One computes, one routes. {added}"
    retranslate_english(ready, PLAIN_KEY, english)
    retranslate(ready, PLAIN_KEY, lambda text: f"[ja] {english}")
    code, _, err = run_cli("-C", str(ready), "check", "--locale", "ja")
    assert code == 0 and "[markup]" not in err, err


def test_t029_a_pair_the_english_has_is_kept(ready: Path, run_cli: Cli) -> None:
    english = "One computes, ==one routes==."
    retranslate_english(ready, PLAIN_KEY, english)
    retranslate(ready, PLAIN_KEY, lambda text: "[ja] 一つは計算し、==一つは振り分ける==。")
    code, _, err = run_cli("-C", str(ready), "check", "--locale", "ja")
    assert code == 0 and "[markup]" not in err, err


def retranslate_english(root: Path, key: str, english: str) -> None:
    """The English of ``key`` (the paragraph ``one`` of the small project) rewritten in its
    source, and the catalogs updated to it."""
    source = root / "articles/comparisons/alpha-vs-beta.yaml"
    text = source.read_text(encoding="utf-8")
    assert "One computes, one routes." in text and key == PLAIN_KEY
    source.write_text(text.replace("One computes, one routes.", english, 1), encoding="utf-8")
    assert main(["-C", str(root), "update"]) == 0
    catalog = root / JA_CATALOG  # the entry's translation is made current by the test
    text = catalog.read_text(encoding="utf-8").replace("#, fuzzy\n", "")
    catalog.write_text(re.sub(r"(?m)^#\| .*\n", "", text), encoding="utf-8")


# --- T046 (minor): a placeholder of the English repeated is named as repeated ----------------


def test_t046_a_repeated_placeholder_is_a_warning_naming_it_never_unknown(
    ready: Path, run_cli: Cli
) -> None:
    line = retranslate(ready, "ui:heading.wins", lambda _: "{product} が {product} に優位な点")
    before = everything(ready, CACHE)
    code, out, err = run_cli("-C", str(ready), "check", "--locale", "ja")
    assert code == 0 and "Traceback" not in out + err, err
    assert f"{JA_CATALOG}:{line}: warning: [placeholder]" in err, err
    assert "{product} repeated: used 2 times, 1 in the English" in err and "unknown" not in err
    assert everything(ready, CACHE) == before
    code, _, err = run_cli("-C", str(ready), "check", "--locale", "ja", "--strict")
    assert code == 1 and "{product} repeated" in err, err


# --- F33 (minor): a cache that lost its tag but holds only comparekit's layout is adopted ----


def test_f33_a_cache_that_lost_its_tag_is_tagged_again(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    cache = ready / CACHE
    # A large catalog's record of its hash, named after its path (as in the attack's
    # hundred-article project; the small project's catalogs are too small to get one).
    record = re.sub(r"[^A-Za-z0-9_-]", "_", str((ready / JA_CATALOG).resolve())) + ".stat"
    (cache / "tables").mkdir(exist_ok=True)
    (cache / "tables" / record).write_bytes(b"comparekit-cache/7\n\x85\xa4size")
    (cache / "CACHEDIR.TAG").unlink()
    before = everything(ready, CACHE)
    code, out, err = run_cli("-C", str(ready), "build")
    assert code == 0 and "Traceback" not in out + err, err
    assert (cache / "CACHEDIR.TAG").read_bytes().startswith(b"Signature: 8a477f597d28d172")
    assert everything(ready, CACHE) == before


def test_f33_a_users_file_named_like_a_record_still_proves_the_folder_foreign(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    cache = ready / CACHE
    (cache / "CACHEDIR.TAG").unlink()
    notes = cache / "tables/my_notes.stat"
    notes.write_bytes(b"my own notes\n")
    err = refused(run_cli("-C", str(ready), "build"), 1, "cache-folder", CACHE)
    assert f"did not write ({CACHE}/tables/my_notes.stat)" in err, err
    assert notes.read_bytes() == b"my own notes\n"
    assert not (cache / "CACHEDIR.TAG").exists()


# --- X13 (minor): an XLIFF naming a catalog not of this project says so, at its line --------


def test_x13_an_xliff_naming_another_projects_file_is_refused_as_such(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(ready), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    original = f'original="{JA_CATALOG}"'
    assert original in text
    xliff.write_text(text.replace(original, 'original="../../../etc/passwd"'), "utf-8")
    line = 1 + xliff.read_text(encoding="utf-8")[: text.index("<file ")].count("\n")
    before = everything(ready, CACHE)
    err = refused(
        run_cli("-C", str(ready), "xliff", "import", str(xliff)),
        1,
        "xliff-locale",
        f"{xliff}:{line}",
    )
    assert "names a catalog that is not one of this project's (../../../etc/passwd)" in err, err
    assert "disagrees" not in err
    assert everything(ready, CACHE) == before


# --- E05 (minor): a report to a full stdout names standard output ----------------------------


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs Linux's /dev/full")
def test_e05_a_full_standard_output_is_named(ready: Path) -> None:
    before = everything(ready, CACHE)
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run(
            [sys.executable, "-m", "comparekit", "-C", str(ready), "status"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "[disk-full] No space left on device: standard output" in done.stderr, done.stderr
    assert "(no path)" not in done.stderr and "Exception ignored" not in done.stderr
    assert everything(ready, CACHE) == before


# --- M16 (minor): a link target with balanced parentheses is quoted whole -------------------


def test_m16_a_link_target_with_parentheses_is_named_whole(
    fresh: Path, shipped_export: Path, tmp_path: Path, run_cli: Cli
) -> None:
    english = tmp_path / "en.md"
    text = (shipped_export / "en/deepinfer-vs-vllm.md").read_text(encoding="utf-8")
    english.write_text(text + "\n[click](javascript:alert(1))\n", encoding="utf-8")
    line = line_of(english, "[click]")
    code, out, err = run_cli(
        "-C", str(fresh), "import", *import_args(shipped_export, "deepinfer-vs-vllm", english)
    )
    assert code == 0 and "Traceback" not in out + err, err
    assert (
        f"{english}:{line}: warning: [next-missing] next link to 'javascript:alert(1)': "
        "no such comparison yet"
    ) in out, out


def test_c16_a_line_added_above_a_kept_verdict_moves_its_problems_lines(
    ready: Path, run_cli: Cli
) -> None:
    """A remembered verdict names the lines its problems were at: a translator's comment
    added above the entries of a source (which changes no string a page shows) moves them,
    and a check with the cache must name the lines a check without it names."""
    catalog = ready / JA_CATALOG
    text = catalog.read_text(encoding="utf-8")
    entries = re.findall(r'(?m)^msgctxt "([^"]+)"$', text)
    last = entries[-1]
    catalog.write_text(
        text.replace(f'msgctxt "{last}"', f'#, fuzzy\nmsgctxt "{last}"'), encoding="utf-8"
    )
    fuzzy = f'msgctxt "{last}"'
    first_run = run_cli("-C", str(ready), "check")
    assert f"{JA_CATALOG}:{line_of(catalog, fuzzy) + 1}:" in first_run[2], first_run
    text = catalog.read_text(encoding="utf-8")
    first = entries[0]
    catalog.write_text(
        text.replace(f'msgctxt "{first}"', f'# a note\nmsgctxt "{first}"', 1), encoding="utf-8"
    )
    cached = run_cli("-C", str(ready), "check")
    shutil.rmtree(ready / CACHE)
    clean = run_cli("-C", str(ready), "check")
    assert cached == clean
    assert f"{JA_CATALOG}:{line_of(catalog, fuzzy) + 1}:" in cached[2], cached
