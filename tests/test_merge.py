"""update never loses a translation, whatever another tool did to the catalog, and reuses
what the set already has."""

from __future__ import annotations

import gc
import os
import random
import re
import shutil
import subprocess
import tempfile
import time
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog, Message

from comparekit.catalogs import gnuform, updates
from comparekit.catalogs.merge import MergeOptions, merge_catalog
from comparekit.catalogs.po import write as powrite
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.po.write import keep_other_fields, keep_other_flags, keep_previous_context
from comparekit.catalogs.pofile import catalog_from_po, dumps_po, po_pieces, read_catalog
from comparekit.catalogs.unchanged import catalog_digest
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from comparekit.workers import texts_in_two
from conftest import ProjectFiles, snapshot

REPO = Path(__file__).resolve().parent.parent
JA = "locales/ja/LC_MESSAGES/messages.po"
Cli = Callable[..., tuple[int, str, str]]


def translations(path: Path) -> list[str]:
    """Every non-empty msgstr of a catalog: current, fuzzy and obsolete."""
    po = read_po(path.read_bytes(), path.name)
    return [s for e in po.entries if not e.is_header for s in e.strings if s]


def states(path: Path) -> dict[str | None, tuple[str, bool]]:
    po = read_po(path.read_bytes(), path.name)
    return {
        e.context: (e.strings[0], e.fuzzy) for e in po.entries if not e.is_header and not e.obsolete
    }


def strip_contexts(text: str) -> str:
    """The catalog as a tool that drops msgctxt leaves it: one entry per English text."""
    blocks, seen = [], set()
    for block in text.split("\n\n"):
        block = re.sub(r'^msgctxt ".*"\n(?:".*"\n)*', "", block, flags=re.MULTILINE)
        msgid = re.search(r'^msgid (".*"(?:\n".*")*)', block, re.MULTILINE)
        key = msgid.group(1) if msgid else block
        if key in seen:
            continue
        seen.add(key)
        blocks.append(block)
    return "\n\n".join(blocks)


def rewrap(text: str) -> str:
    """Every string on one line, as editors that do not wrap write them."""
    return re.sub(r'"\n"', "", text)


DAMAGE = {
    "contexts stripped": strip_contexts,
    "rewrapped": rewrap,
    "CRLF and a BOM": lambda text: "\ufeff" + text.replace("\n", "\r\n"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_catalog_another_tool_rewrote_keeps_every_translation(
    damage: str, shipped: Path, run_cli: Cli
) -> None:
    path = shipped / JA
    before = states(path)
    path.write_text(DAMAGE[damage](path.read_text(encoding="utf-8")), encoding="utf-8")
    kept = translations(path)
    code, _, err = run_cli("-C", str(shipped), "update", "--locale", "ja")
    assert code == 0, err
    after = states(path)
    assert set(kept) <= set(translations(path)), "nothing disappears"
    english_count: dict[str, int] = {}
    template = read_po((shipped / "locales/messages.pot").read_bytes(), "pot")
    for entry in template.entries:
        english_count[entry.msgid] = english_count.get(entry.msgid, 0) + 1
    # Where key and English match uniquely, the translation is current again.
    unique = [
        e.context for e in template.entries if not e.is_header and english_count[e.msgid] == 1
    ]
    assert all(after[key] == (before[key][0], False) for key in unique)
    assert all(after[key][0] for key in before), "every string has a translation, maybe fuzzy"


def test_an_xliff_round_trip_through_translate_toolkit_leaves_nothing_fuzzy(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """po2xliff and xliff2po drop every msgctxt (and key the English texts that repeat by
    their ``#:`` reference instead): `update` finds each entry again by the reference, so
    every translation comes back current (it left 85 fuzzy per locale, each with a ``#|``
    equal to its msgid) and the catalog is what it was, but for translate-toolkit's
    X-Generator field, which is kept."""
    catalogs = {tag: shipped / f"locales/{tag}/LC_MESSAGES/messages.po" for tag in LOCALES}
    before = {
        tag: (states(path), path.read_text(encoding="utf-8")) for tag, path in catalogs.items()
    }
    for tag, path in catalogs.items():
        xliff = tmp_path / f"{tag}.xlf"
        subprocess.run(["po2xliff", str(path), str(xliff)], check=True, capture_output=True)
        subprocess.run(["xliff2po", str(xliff), str(path)], check=True, capture_output=True)
        assert 'msgctxt "comparisons/' not in path.read_text(encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "update")
    assert code == 0, err
    assert out.count("0 changed → fuzzy") == len(LOCALES)
    for tag, path in catalogs.items():
        after = states(path)
        assert after == before[tag][0]
        assert sum(fuzzy for _, fuzzy in after.values()) == 0
        generator = '"X-Generator: Translate Toolkit '
        text = path.read_text(encoding="utf-8")
        assert (
            "\n".join(line for line in text.split("\n") if not line.startswith(generator))
            == before[tag][1]
        )
        checked = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)])
        assert checked.returncode == 0


LOCALES = ("ja", "zh_Hant", "ko")


def test_a_renamed_id_keeps_its_translation(shipped: Path, run_cli: Cli) -> None:
    source = shipped / "articles/comparisons/deepinfer-vs-vllm.yaml"
    text = source.read_text(encoding="utf-8")
    faq = re.search(r"^faq:\n  ([a-z0-9-]+):", text, re.MULTILINE)
    assert faq is not None
    old = faq.group(1)
    source.write_text(text.replace(f"\n  {old}:\n", "\n  renamed-question:\n", 1), encoding="utf-8")
    key = "comparisons/deepinfer-vs-vllm:faq.{}.question"
    before = states(shipped / JA)[key.format(old)]
    assert run_cli("-C", str(shipped), "extract")[0] == 0
    code, out, _ = run_cli("-C", str(shipped), "update", "--locale", "ja")
    assert code == 0 and "renamed or unkeyed kept" in out
    assert states(shipped / JA)[key.format("renamed-question")] == (before[0], False)


def catalog(entries: list[tuple[str | None, object, object, bool]], locale: str = "ja") -> Catalog:
    result = Catalog(locale=locale)
    for context, msgid, msgstr, fuzzy in entries:
        result.add(msgid, msgstr, context=context, flags=["fuzzy"] if fuzzy else [])
    return result


def template_of(entries: list[tuple[str, object]]) -> Catalog:
    from datetime import UTC, datetime

    result = Catalog(creation_date=datetime(2026, 1, 1, tzinfo=UTC))
    for context, msgid in entries:
        result.add(msgid, context=context)
    return result


def test_singular_to_plural_and_back_keeps_the_translation_as_fuzzy() -> None:
    old = catalog([("ui:faq", "FAQ", "常見問題", False), ("ui:n", ("one", "many"), ("個",), False)])
    new = template_of([("ui:faq", ("FAQ", "FAQs")), ("ui:n", "one")])
    merged, report = merge_catalog(new, old, "ja")
    faq = merged.get(("FAQ", "FAQs"), context="ui:faq")
    count = merged.get("one", context="ui:n")
    assert faq.string == ("常見問題",) and faq.fuzzy and faq.previous_id == ["FAQ"]
    assert count.string == "個" and count.fuzzy
    assert report.changed == 2


def test_a_similar_new_string_gets_an_explained_suggestion() -> None:
    old = catalog(
        [
            (
                "a:x",
                "The engine serves one model at a time.",
                "エンジンは一度に一つのモデルを提供する。",
                False,
            )
        ]
    )
    new = template_of(
        [
            ("a:x", "The engine serves one model at a time."),
            ("b:y", "The engine serves two models at a time."),
        ]
    )
    merged, report = merge_catalog(new, old, "ja", MergeOptions(threshold=0.8))
    suggested = merged.get("The engine serves two models at a time.", context="b:y")
    assert suggested.fuzzy and suggested.string == "エンジンは一度に一つのモデルを提供する。"
    assert suggested.previous_id == ["The engine serves one model at a time."]
    [note] = suggested.user_comments
    assert note.startswith("suggestion: ") and "a:x" in note and "%" in note
    assert report.suggested == 1
    text = dumps_po(merged)
    assert '#| msgid "The engine serves one model at a time."' in text


def test_short_strings_never_match_by_similarity() -> None:
    old = catalog([("a:yes", "Yes", "はい", False)])
    merged, _ = merge_catalog(template_of([("a:yes", "Yes"), ("a:no", "No")]), old, "ja")
    assert merged.get("No", context="a:no").string == ""


def test_the_same_english_elsewhere_is_fuzzy_or_current_as_set() -> None:
    old = catalog([("a:x", "Not included in the release", "公開版では非対応", False)])
    new = template_of(
        [("a:x", "Not included in the release"), ("b:y", "Not included in the release")]
    )
    fuzzy, _ = merge_catalog(new, old, "ja")
    current, _ = merge_catalog(new, old, "ja", MergeOptions(exact_is_current=True))
    assert fuzzy.get("Not included in the release", context="b:y").fuzzy
    taken = current.get("Not included in the release", context="b:y")
    assert not taken.fuzzy and taken.string == "公開版では非対応"


def unkeyed(entries: list[tuple[str, str, int, bool]]) -> Catalog:
    """A catalog as xliff2po writes it: no keys, each entry with its ``#:`` reference."""
    result = Catalog(locale="ja")
    for number, (english, translation, line, fuzzy) in enumerate(entries):
        result.add(
            english,
            translation,
            locations=[("articles/a.yaml", line)],
            flags=["fuzzy"] if fuzzy else [],
            context=f"articles/a.yaml:{line}" if number else None,
        )
    return result


def placed(entries: list[tuple[str, str, int]]) -> Catalog:
    result = Catalog(creation_date=datetime(2026, 1, 1, tzinfo=UTC))
    for context, english, line in entries:
        result.add(english, context=context, locations=[("articles/a.yaml", line)])
    return result


NOT_INCLUDED = "Not included in the release"
TEMPLATE = placed([("a:x", NOT_INCLUDED, 3), ("a:y", NOT_INCLUDED, 7)])


def test_entries_the_references_name_and_that_agree_come_back_current() -> None:
    old = unkeyed(
        [(NOT_INCLUDED, "公開版では非対応", 7, False), (NOT_INCLUDED, "公開版では非対応", 3, False)]
    )
    merged, report = merge_catalog(TEMPLATE, old, "ja")
    for key in ("a:x", "a:y"):
        entry = merged.get(NOT_INCLUDED, context=key)
        assert entry.string == "公開版では非対応" and not entry.fuzzy and not entry.previous_id
    assert report.reused == 2 and not merged.obsolete


def test_competing_entries_that_disagree_are_a_guess_without_an_empty_diff() -> None:
    """The reference picks the string's own entry; as the two differ, the first is still a
    guess to review, fuzzy, with no ``#|`` repeating the msgid (the last is the one left)."""
    old = unkeyed(
        [(NOT_INCLUDED, "非対応", 7, False), (NOT_INCLUDED, "公開版では非対応", 3, False)]
    )
    merged, _ = merge_catalog(TEMPLATE, old, "ja")
    first, second = (merged.get(NOT_INCLUDED, context=key) for key in ("a:x", "a:y"))
    assert (first.string, second.string) == ("公開版では非対応", "非対応")
    assert first.fuzzy and not first.previous_id and not second.fuzzy
    assert "#|" not in dumps_po(merged)


def test_agreeing_entries_whose_references_name_no_string_stay_a_guess() -> None:
    """The sources moved since: the references name other lines, so nothing says the
    entries are these strings' own."""
    old = unkeyed(
        [(NOT_INCLUDED, "公開版では非対応", 4, False), (NOT_INCLUDED, "公開版では非対応", 8, False)]
    )
    merged, _ = merge_catalog(TEMPLATE, old, "ja")
    first, second = (merged.get(NOT_INCLUDED, context=key) for key in ("a:x", "a:y"))
    assert first.fuzzy and not first.previous_id and not second.fuzzy  # the last one left


def test_a_previous_msgid_equal_to_the_msgid_is_no_change() -> None:
    """The fuzzy mark of an earlier merge (``#|`` repeating the msgid) is healed; a fuzzy
    flag without ``#|`` (a translator's, or Weblate's "needs editing") and a real ``#|``
    are kept."""
    old = catalog(
        [
            ("a:x", NOT_INCLUDED, "公開版では非対応", True),
            ("a:y", NOT_INCLUDED, "非対応", True),
            ("a:z", "Apache-2.0", "Apache-2.0", True),
        ]
    )
    old.get(NOT_INCLUDED, context="a:x").previous_id = [NOT_INCLUDED]
    old.get("Apache-2.0", context="a:z").previous_id = ["MIT"]
    template = template_of([("a:x", NOT_INCLUDED), ("a:y", NOT_INCLUDED), ("a:z", "Apache-2.0")])
    merged, report = merge_catalog(template, old, "ja")
    healed = merged.get(NOT_INCLUDED, context="a:x")
    assert not healed.fuzzy and not healed.previous_id and healed.string == "公開版では非対応"
    assert merged.get(NOT_INCLUDED, context="a:y").fuzzy
    assert merged.get("Apache-2.0", context="a:z").previous_id == ["MIT"]
    assert report.changed == 0


def test_english_edited_back_to_what_was_translated_is_current() -> None:
    old = catalog([("a:x", "Not in the release", "公開版では非対応", True)])
    old.get("Not in the release", context="a:x").previous_id = [NOT_INCLUDED]
    merged, report = merge_catalog(template_of([("a:x", NOT_INCLUDED)]), old, "ja")
    entry = merged.get(NOT_INCLUDED, context="a:x")
    assert not entry.fuzzy and not entry.previous_id and report.changed == 0


def test_a_compendium_fills_a_new_article(shipped: Path, run_cli: Cli, tmp_path: Path) -> None:
    """One shipped article's translations deleted: update suggests from the rest of the set
    and a compendium, and the build refuses to publish the suggestions until reviewed."""
    path = shipped / JA
    prefix = "comparisons/deepinfer-vs-llama-cpp:"
    old = read_catalog(path, "ja", "ja")
    emptied = 0
    for message in old:
        if message.id and str(message.context).startswith(prefix):
            message.string = ("",) if isinstance(message.id, tuple) else ""
            emptied += 1
    path.write_text(dumps_po(old), encoding="utf-8")
    code, out, _ = run_cli("-C", str(shipped), "update", "--locale", "ja")
    assert code == 0, out
    after = read_po(path.read_bytes(), "ja")
    article = [e for e in after.entries if (e.context or "").startswith(prefix)]
    suggested = [e for e in article if e.strings[0] and e.fuzzy]
    assert len(article) == emptied and len(suggested) >= 0.1 * emptied
    code, _, err = run_cli("-C", str(shipped), "build", "--locale", "ja", "--strict")
    assert code == 1 and "[fuzzy]" in err


def test_nothing_old_is_ever_lost_over_random_edits(tmp_path: Path) -> None:
    """Random renames, edits, deletions and near-copies, merged again and again: every
    translation ever written is in the catalog, current, fuzzy or obsolete; and comparekit
    keeps at least as many translated strings as GNU msgmerge on the same edits."""
    generator = random.Random(11)
    words = ["engine", "router", "cache", "model", "serve", "batch", "decode"]
    words += ["prefill", "kernel", "cluster", "node"]

    def sentence() -> str:
        return " ".join(generator.choice(words) for _ in range(8)).capitalize() + "."

    strings = {f"a:{i}": sentence() for i in range(40)}
    old = catalog([(k, v, f"訳{i} {v}", False) for i, (k, v) in enumerate(strings.items())])
    written = {m.string for m in old if m.id}
    for round_number in range(12):
        for _ in range(4):
            key = generator.choice(sorted(strings))
            action = generator.choice(["rename", "edit", "delete", "near-copy"])
            if action == "rename":
                strings[f"r{round_number}:{key}"] = strings.pop(key)
            elif action == "edit":
                strings[key] = strings[key].replace(".", " again.")
            elif action == "delete" and len(strings) > 10:
                del strings[key]
            else:
                strings[f"c{round_number}:{key}"] = strings[key].replace(".", " too.")
        template = template_of(sorted(strings.items()))
        ours, _ = merge_catalog(template, old, "ja")
        everything = {m.string for m in ours if m.id} | {m.string for m in ours.obsolete.values()}
        assert written <= everything
        if shutil.which("msgmerge"):
            theirs = msgmerge(tmp_path, old, template)
            assert translated(ours) >= theirs
        old = ours
        for message in old:
            if message.id and message.fuzzy:  # a translator reviews everything
                message.flags.discard("fuzzy")
                message.previous_id = []
                written.add(message.string)


def translated(merged: Catalog) -> int:
    return sum(1 for m in merged if m.id and m.string)


def msgmerge(folder: Path, old: Catalog, template: Catalog) -> int:
    (folder / "old.po").write_text(dumps_po(old), encoding="utf-8")
    (folder / "new.pot").write_text(dumps_po(template), encoding="utf-8")
    subprocess.run(
        [
            "msgmerge",
            "-q",
            "-o",
            str(folder / "out.po"),
            str(folder / "old.po"),
            str(folder / "new.pot"),
        ],
        check=True,
    )
    merged = read_catalog(folder / "out.po", "ja", "out.po")
    return translated(merged)


def test_a_broken_template_is_still_an_error(shipped: Path, run_cli: Cli) -> None:
    """update reads the template only when its bytes differ from what it would write; a
    damaged one differs, so it is read and refused at its line, and nothing is written."""
    pot = shipped / "locales/messages.pot"
    pot.write_text(pot.read_text(encoding="utf-8") + 'msgid "dangling\n', encoding="utf-8")
    catalog_before = (shipped / JA).read_bytes()
    code, _, err = run_cli("-C", str(shipped), "update")
    assert code == 1 and "locales/messages.pot:" in err
    assert (shipped / JA).read_bytes() == catalog_before


def aged(path: Path) -> None:
    """The file as if written long ago: a reading of it can be remembered."""
    os.utime(path, ns=(time.time_ns() - 10**10, time.time_ns() - 10**10))


def test_a_template_edited_after_update_remembered_it_is_written_again(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``update`` remembers a template file that holds its text, and takes the file's
    word for it only while its size, time and inode are the same: any edit is undone.
    A file taken as current is not even read, beside the extraction or after it."""
    monkeypatch.setattr(updates, "PARALLEL_BYTES", 0)  # every catalog read alongside
    pot = ready / "locales/messages.pot"
    aged(pot)
    assert run_cli("-C", str(ready), "update")[0] == 0  # found current: remembered
    assert list((ready / ".comparekit-cache/catalogs").glob("*.current"))
    template_entries = ready / ".comparekit-cache/tables"
    for entries in template_entries.glob("-*.entries"):
        entries.unlink()
    clean = pot.read_bytes()
    assert run_cli("-C", str(ready), "update")[0] == 0  # taken as current, on the record
    assert pot.read_bytes() == clean
    assert not list(template_entries.glob("-*.entries"))
    pot.write_bytes(clean.replace(b"msgid", b"msgid ", 1))
    assert run_cli("-C", str(ready), "update")[0] == 0
    assert pot.read_bytes() == clean
    assert list(template_entries.glob("-*.entries"))  # the edited file was read


def test_a_catalog_found_current_is_not_written_out_again_until_it_changes(
    shipped: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``update`` remembers a locale's catalog file that holds the text its merge makes,
    and takes the file's word for it while its size, times and inode are the same: the
    text is not written out again to be compared. An edit is still undone, even one with
    the file's modification time set back (``touch -r``), and so is a new string."""
    catalog = shipped / JA
    assert run_cli("-C", str(shipped), "update", "--locale", "ja")[0] == 0
    aged(catalog)
    assert run_cli("-C", str(shipped), "update", "--locale", "ja")[0] == 0  # remembered
    formatted: list[Catalog] = []
    pieces = updates.po_pieces
    monkeypatch.setattr(
        updates,
        "po_pieces",
        lambda catalog, *rest: formatted.append(catalog) or pieces(catalog, *rest),
    )
    clean = catalog.read_bytes()
    code, out, _ = run_cli("-C", str(shipped), "update", "--locale", "ja")
    assert code == 0 and f"unchanged {JA}" in out
    assert formatted == [] and catalog.read_bytes() == clean
    before = catalog.stat()
    catalog.write_text(rewrap(clean.decode("utf-8")), encoding="utf-8")
    os.utime(catalog, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert run_cli("-C", str(shipped), "update", "--locale", "ja")[0] == 0
    assert catalog.read_bytes() == clean and len(formatted) == 1
    aged(catalog)
    assert run_cli("-C", str(shipped), "update", "--locale", "ja")[0] == 0  # remembered
    article = shipped / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(text.replace("\nlink_title: ", "\nlink_title: Newly ", 1), encoding="utf-8")
    code, out, _ = run_cli("-C", str(shipped), "update", "--locale", "ja")
    assert code == 0 and f"wrote {JA}" in out
    assert catalog.read_bytes() != clean


def test_catalogs_whose_texts_differ_have_different_digests() -> None:
    """What ``update`` remembers of a current catalog is the digest of the catalog its text
    is written from: each part of a merged catalog kept from the file it was read from
    (other tools' flags and their order, a ``#| msgctxt``, other tools' header fields)
    changes the text, and the digest with it."""

    def made(change: Callable[[Catalog, Message], None]) -> Catalog:
        catalog = Catalog(locale="ja")
        message = Message("Old", "古い", context="a:one", flags=["fuzzy"], previous_id=["Older"])
        catalog[message.id] = message
        change(catalog, catalog.get("Old", context="a:one"))
        return catalog

    variants = {
        "as made": lambda catalog, message: None,
        "other flags": lambda catalog, message: keep_other_flags(message, ["read-only", "x"]),
        "in another order": lambda catalog, message: keep_other_flags(message, ["x", "read-only"]),
        "a #| msgctxt": lambda catalog, message: keep_previous_context(message, "a:before"),
        "a field of Poedit": lambda catalog, message: keep_other_fields(
            catalog, [("X-Generator", "Poedit 3.4")]
        ),
        "the header fuzzy": lambda catalog, message: setattr(catalog, "fuzzy", False),
    }
    texts = {name: dumps_po(made(change)) for name, change in variants.items()}
    digests = {name: catalog_digest(made(change)) for name, change in variants.items()}
    assert len(set(texts.values())) == len(variants)
    assert len(set(digests.values())) == len(variants)
    assert catalog_digest(made(variants["a #| msgctxt"])) == digests["a #| msgctxt"]


def test_a_catalog_written_in_halves_is_the_catalog_written_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    catalog = Catalog(locale="ja")
    for number in range(9):
        catalog.add(f"Line {number} — “{'word ' * number}”", f"行 {number}", context=f"a:{number}")
    catalog.obsolete["gone"] = Message("Gone", "消えた", context="a:gone")
    whole = dumps_po(catalog)
    monkeypatch.setattr(powrite, "HALVES_FROM", 2)
    assert dumps_po(catalog, side_by_side=True) == whole
    assert whole.index("a:0") < whole.index("a:8") < whole.index("#~ msgctxt")


def test_a_half_whose_process_fails_is_written_here(capfd: pytest.CaptureFixture[str]) -> None:
    parent = os.getpid()

    def second() -> str:
        if os.getpid() != parent:
            raise RuntimeError("the child's half fails")
        return "second"

    assert texts_in_two(lambda: "first", second) == ("first", "second")
    assert capfd.readouterr().err == ""


def test_update_keeps_the_cache_of_a_catalog_beside_the_import_compendium(
    ready: Path, run_cli: Cli
) -> None:
    """The import's compendium sits beside a catalog and is read by ``update``; what the
    cache keeps of the catalog itself (the build's table, update's entries) stays."""
    assert run_cli("-C", str(ready), "build")[0] == 0
    catalog = ready / "locales/ja/LC_MESSAGES/messages.po"
    compendium = catalog.with_name("imported.po")
    extra = '\nmsgctxt "elsewhere:one"\nmsgid "Elsewhere"\nmsgstr "ほかで"\n'
    compendium.write_text(catalog.read_text("utf-8") + extra, "utf-8")
    tables = ready / ".comparekit-cache/tables"
    before = {p.name for p in tables.glob("ja-*")}
    assert before
    assert run_cli("-C", str(ready), "update", "--locale", "ja")[0] == 0
    assert before <= {p.name for p in tables.glob("ja-*")}


# --- a previous msgid left after a cleared fuzzy flag ------------------------------------

LEAD = "comparisons/alpha-vs-beta:lead"


def test_a_cleared_fuzzy_flag_with_its_previous_left_is_named_at_its_line(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    """The translator reviewed the entry and cleared "fuzzy" by hand, leaving the ``#|``:
    `check` and `update --check` both point at that line; `update` removes it."""
    project_files.comparison()["lead"] = "They do very different jobs."
    project_files.write()
    assert run_cli("-C", str(ready), "update")[0] == 0
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    lines = text.split("\n")
    previous = lines.index('#| msgid "They do different jobs."') + 1
    assert lines[previous - 2] == "#, fuzzy"
    del lines[previous - 2]  # the flag cleared, its #| left
    previous -= 1
    catalog.write_text("\n".join(lines), encoding="utf-8")
    before = snapshot(ready)

    code, out, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err
    assert (
        f"{JA}:{previous}: [stale-previous] a previous msgid (#|) is left on an entry that is "
        "no longer fuzzy" in out + err
    )
    assert "stale-catalog" not in out + err  # the entries are current: no line-less problem

    code, _, err = run_cli("-C", str(ready), "update", "--check")
    assert code == 1 and "Traceback" not in err
    assert f"out of date: {JA}:{previous}: update would remove a previous msgid (#|)" in err
    assert snapshot(ready) == before

    assert run_cli("-C", str(ready), "update")[0] == 0
    assert "#|" not in catalog.read_text(encoding="utf-8")
    assert run_cli("-C", str(ready), "update", "--check")[0] == 0


# --- what other tools wrote is kept --------------------------------------------------------

MSGMERGED = b"""\
msgid ""
msgstr ""
"Language: ja\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"X-Generator: Poedit 3.4\\n"
"X-Crowdin-Language: ja\\n"

#, fuzzy
#| msgctxt "old.key"
#| msgid "They do different jobs."
msgctxt "new.key"
msgid "They do different jobs."
msgstr "[ja] x"
"""


def test_a_merge_keeps_other_tools_header_fields_and_previous_context() -> None:
    """Without any tool installed: the fields and the ``#| msgctxt`` survive a merge and
    are written in both forms."""
    existing = catalog_from_po(read_po(MSGMERGED, "messages.po"), "ja")
    template = Catalog(creation_date=datetime(2026, 11, 29, tzinfo=UTC))
    template.add("They do different jobs.", context="new.key")

    merged, _ = merge_catalog(template, existing, "ja")

    for form in ("babel", "newlines"):
        text = dumps_po(merged, wrap=form)
        assert '"X-Generator: Poedit 3.4\\n"\n"X-Crowdin-Language: ja\\n"\n' in text
        assert '#, fuzzy\n#| msgctxt "old.key"\n#| msgid "They do different jobs."\n' in text


# --- update streams what it writes (issue 32: its memory at a thousand articles) ----------


def _catalog_of_every_kind() -> Catalog:
    """Plural, fuzzy with a previous msgid, a Babel stamp in a translation, text to escape,
    other tools' flags and an obsolete entry: each part of the text a writer writes."""
    catalog = Catalog(locale="ja")
    for number in range(7):
        english = f"Line {number} — “{'word ' * number * 4}”"
        catalog.add(english, f"行 {number}\n", context=f"a:{number}")
    catalog.add(("One item", "{n} items"), ("{n} 件",), context="a:plural")
    catalog.add("Edited", "編集", context="a:fuzzy", flags=["fuzzy"], previous_id=["Old"])
    catalog.add("Stamp", '"Generated-By: Babel 2.9\\n"', context="a:stamp")
    keep_other_flags(catalog.get("Stamp", context="a:stamp"), ["read-only"])
    catalog.obsolete["gone"] = Message("Gone", "消えた", context="a:gone")
    return catalog


@pytest.mark.parametrize("wrap", ["babel", "newlines"])
def test_a_catalog_streamed_in_pieces_is_the_catalog_written_whole(
    wrap: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``update`` writes a catalog a piece of entries at a time: the pieces join into the
    very text ``dumps_po`` gives, whatever the wrapping, the piece size or the entries."""
    whole = dumps_po(_catalog_of_every_kind(), wrap=wrap)
    for size in (1, 2, 3, 1_000):
        monkeypatch.setattr(powrite, "PIECE_MESSAGES", size)
        monkeypatch.setattr(gnuform, "PIECE_ENTRIES", size)
        pieces = list(po_pieces(_catalog_of_every_kind(), wrap))
        assert "".join(pieces) == whole
        assert len(pieces) > 2 or size == 1_000
    assert '"Generated-By: comparekit\\n"' in whole and "消えた" in whole


def test_update_writes_the_bytes_the_whole_text_had(
    shipped: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """After an English edit, ``update`` streaming each catalog in small pieces writes the
    bytes of the text worked out whole (``CatalogChange.text``, what ``update --check``
    compares with), and leaves no spool file behind."""
    article = shipped / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(text.replace("\nlink_title: ", "\nlink_title: Newly ", 1), encoding="utf-8")
    changes = updates.planned_catalogs(load_project(load_settings(shipped)))
    expected = {change.path: change.text.encode("utf-8") for change in changes}
    assert len(expected) == 4
    monkeypatch.setattr(powrite, "PIECE_MESSAGES", 3)
    spools = tmp_path / "spools"
    spools.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spools))
    code, out, _ = run_cli("-C", str(shipped), "update")
    assert code == 0 and out.count("wrote") == 4
    for path, data in expected.items():
        assert path.read_bytes() == data, path
    assert list(spools.iterdir()) == []


def test_update_refusing_a_write_leaves_no_spool(
    shipped: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A catalog that is a link is refused before anything is written: the catalogs
    already spooled are removed, not left in the temporary folder."""
    ja = shipped / JA
    elsewhere = tmp_path / "shared.po"
    shutil.copy(ja, elsewhere)
    ja.unlink()
    ja.symlink_to(elsewhere)
    article = shipped / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(text.replace("\nlink_title: ", "\nlink_title: Newly ", 1), encoding="utf-8")
    before = elsewhere.read_bytes()
    spools = tmp_path / "spools"
    spools.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spools))
    code, _, err = run_cli("-C", str(shipped), "update")
    assert code == 1 and "symbolic link" in err
    assert elsewhere.read_bytes() == before
    assert list(spools.iterdir()) == []


def test_update_lets_the_catalog_it_read_go_before_writing_it(
    shipped: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The catalog read to be merged is held by nothing once merged: writing the merged
    one out does not need it, and at a thousand articles it is 160 MB."""
    read: list[weakref.ref[Catalog]] = []
    held_while_written: list[bool] = []
    merge = updates.merge_catalog

    def merging(template: Catalog, existing: Catalog | None, *rest: Any) -> Any:
        assert existing is not None
        read.append(weakref.ref(existing))
        return merge(template, existing, *rest)

    def pieces(catalog: Catalog, *rest: Any) -> Any:
        gc.collect()
        held_while_written.extend(ref() is not None for ref in read)
        return po_pieces(catalog, *rest)

    monkeypatch.setattr(updates, "merge_catalog", merging)
    monkeypatch.setattr(updates, "po_pieces", pieces)
    article = shipped / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(text.replace("\nlink_title: ", "\nlink_title: Newly ", 1), encoding="utf-8")
    code, out, _ = run_cli("-C", str(shipped), "update", "--locale", "ja")
    assert code == 0 and f"wrote {JA}" in out
    assert len(read) == 1 and held_while_written and not any(held_while_written)


def test_update_stopped_by_a_broken_catalog_leaves_no_spool(
    shipped: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The template is spooled before the ja catalog is found broken: the run writes
    nothing, reports the catalog's line, and removes the template's spool too."""
    article = shipped / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(text.replace("\nlink_title: ", "\nlink_title: Newly ", 1), encoding="utf-8")
    ja = shipped / JA
    ja.write_bytes(ja.read_bytes() + b'\nmsgid "unclosed\n')
    files = snapshot(shipped / "locales")
    spools = tmp_path / "spools"
    spools.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spools))
    code, _, err = run_cli("-C", str(shipped), "update")
    assert code == 1 and f"{JA}:" in err
    assert snapshot(shipped / "locales") == files
    assert list(spools.iterdir()) == []
