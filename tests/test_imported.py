"""Imported translations: placed in the catalog, or kept by key until the English exists."""

from __future__ import annotations

from datetime import UTC, datetime

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.extract import new_catalog
from comparekit.catalogs.imported import NO_ENGLISH, ImportedText, Origin, place_translations
from comparekit.catalogs.merge import MergeOptions, merge_catalog
from comparekit.catalogs.rules import Terms

STAMP = datetime(2026, 11, 29, tzinfo=UTC)
KEY = "comparisons/a-vs-b:faq.engine.answer"


def template(*messages: tuple[str, str]) -> Catalog:
    catalog = new_catalog(None, STAMP)
    for key, english in messages:
        catalog[english] = Message(english, context=key)
    return catalog


def test_strings_with_english_go_to_the_catalog_and_the_rest_wait_by_key() -> None:
    own = [
        ImportedText("comparisons/a-vs-b:title", "A vs B", {"ja": Origin("A と B", "ja.md:1")}),
        ImportedText(KEY, "", {"ja": Origin("違う。", "ja.md:42")}),
    ]
    shared = [ImportedText("ui:heading.faq", "FAQ", {"ja": Origin("よくある質問", "ja.md:40")})]
    existing = new_catalog("ja", STAMP)
    existing["FAQ"] = Message("FAQ", "FAQ（既存）", context="ui:heading.faq")
    placed = place_translations("ja", existing, None, own, shared, [], STAMP, "ja.po", Terms())
    title = placed.catalog.get("A vs B", context="comparisons/a-vs-b:title")
    assert (title.string, title.user_comments) == ("A と B", ["imported from ja.md:1"])
    assert placed.catalog.get("FAQ", context="ui:heading.faq").string == "FAQ（既存）"
    [conflict] = placed.problems
    assert (conflict.path, conflict.line, conflict.code) == ("ja.md", 40, "import-conflict")
    waiting = placed.compendium.get(f"{NO_ENGLISH}{KEY}", context=KEY)
    assert waiting.string == "違う。"
    assert (placed.written, placed.waiting) == (1, 1)


def test_update_offers_a_waiting_translation_once_the_english_is_written() -> None:
    compendium = new_catalog("ja", STAMP)
    compendium[f"{NO_ENGLISH}{KEY}"] = Message(
        f"{NO_ENGLISH}{KEY}", "違う。", context=KEY, user_comments=["imported from ja.md:42"]
    )
    options = MergeOptions(imported=("imported.po", compendium))
    merged, report = merge_catalog(template((KEY, "No.")), None, "ja", options)
    message = merged.get("No.", context=KEY)
    assert message.fuzzy and message.string == "違う。" and message.previous_id == []
    assert message.user_comments == [
        "suggestion: the translation imported from ja.md:42, kept in imported.po; check it "
        "against the English"
    ]
    assert report.suggested == 1
    # Without it, the string is simply new.
    merged, _ = merge_catalog(template((KEY, "No.")), None, "ja", MergeOptions())
    assert merged.get("No.", context=KEY).string == ""
