"""The review state travels through XLIFF (issue 26).

With review on, ``xliff export`` marks a unit approved="yes" (state signed-off) only when
the review record approves its translation as it stands; a translation waiting for review
is approved="no" (state translated) and comes back current, not fuzzy. ``xliff import``
records the approvals a file marks only with ``--approve``, by the rules of
``comparekit review --approve``; without it they wait for review, and the summary says so.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.po.read import read_po

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
RECORD = "locales/ja/approved.txt"
WAITING = "dimensions:dimensions.kind.label"  # 種類, its approval taken back
FUZZY = "dimensions:dimensions.license.label"  # ライセンス, marked fuzzy in the catalog
APPROVED = "dimensions:dimensions.scope.label"  # approved, as shipped
PLURAL = "ui:hub.count"  # approved, as shipped: a plural entry (one form in Japanese)
HOSTILE = "products/vllm:facts.pd-disaggregation"  # attack 17a s1#10: experimental → GA


def _set_review(root: Path, value: str) -> None:
    settings = root / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    assert text.count('review = "required"') == 1
    settings.write_text(text.replace('review = "required"', f'review = "{value}"'), "utf-8")


def _prepare(root: Path, run_cli: Cli) -> None:
    """One translation waiting for review, one fuzzy; the rest approved, as shipped."""
    code, _, err = run_cli("-C", str(root), "review", "ja", "--revoke", WAITING)
    assert code == 0 and "1 approval taken back" in err, err
    catalog = root / JA
    text = catalog.read_text(encoding="utf-8")
    entry = f'#, max-length:40, md-text\nmsgctxt "{FUZZY}"'
    assert text.count(entry) == 1
    fuzzy = f'#, fuzzy, max-length:40, md-text\nmsgctxt "{FUZZY}"'
    catalog.write_text(text.replace(entry, fuzzy), encoding="utf-8")


def _export(root: Path, run_cli: Cli, xliff: Path) -> str:
    code, _, err = run_cli("-C", str(root), "xliff", "export", "ja", str(xliff))
    assert code == 0, err
    return xliff.read_text(encoding="utf-8")


def _unit(text: str, key: str) -> str:
    """The ``<trans-unit>`` (or plural group) of ``key`` in an export."""
    found = re.search(
        rf'<(trans-unit|group)[^>]* id="{re.escape(key)}"[^>]*>.*?</\1>', text, re.DOTALL
    )
    assert found is not None, key
    return found.group()


def _states(text: str, key: str) -> tuple[str, str]:
    """(approved, target state) of the first unit of ``key``."""
    unit = _unit(text, key)
    if unit.startswith("<group"):
        unit = _unit(unit, f"{key}[0]")
    approved = re.search(r'approved="(\w+)"', unit)
    state = re.search(r'<target state="([\w-]+)"', unit)
    assert approved is not None and state is not None, unit
    return approved.group(1), state.group(1)


def _edit_unit(xliff: Path, key: str, old: str, new: str) -> None:
    """Replace ``old`` with ``new`` in the unit of ``key``, as a hand edit of the file."""
    text = xliff.read_text(encoding="utf-8")
    unit = _unit(text, key)
    assert old in unit, (key, old)
    xliff.write_text(text.replace(unit, unit.replace(old, new, 1), 1), encoding="utf-8")


def _sign_off(xliff: Path, key: str) -> None:
    """Mark a unit approved as a reviewer's CAT tool does: approved="yes", signed-off."""
    _edit_unit(xliff, key, 'approved="no"', 'approved="yes"')
    _edit_unit(xliff, key, '<target state="translated">', '<target state="signed-off">')


def _entries(root: Path) -> dict[str | None, tuple[list[str], bool]]:
    po = read_po((root / JA).read_bytes(), "ja")
    return {e.context: (e.strings, e.fuzzy) for e in po.entries if not e.obsolete}


def _waiting(run_cli: Cli, root: Path) -> list[str]:
    """The keys `comparekit review ja` lists as waiting."""
    code, out, err = run_cli("-C", str(root), "review", "ja")
    assert code == 0, err
    return re.findall(r"^\S+: (\S+)@[0-9a-f]{32} ", out, re.MULTILINE)


def _line_of(path: Path, text: str) -> int:
    content = path.read_text(encoding="utf-8")
    return content[: content.index(text)].count("\n") + 1


@pytest.mark.parametrize("review", ["required", "warn"])
def test_export_with_review_on_marks_approved_only_what_the_record_approves(
    review: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    _set_review(shipped, review)
    _prepare(shipped, run_cli)
    text = _export(shipped, run_cli, tmp_path / "ja.xlf")
    assert _states(text, APPROVED) == ("yes", "signed-off")
    assert _states(text, PLURAL) == ("yes", "signed-off")
    assert 'restype="x-gettext-plurals" id="ui:hub.count" approved="yes"' in text
    assert _states(text, WAITING) == ("no", "translated")
    assert _states(text, FUZZY) == ("no", "needs-review-translation")
    # Every other translation is approved as shipped: only those two are not signed off.
    assert text.count('approved="no"') == 2 and text.count('state="translated"') == 1


def test_export_with_review_off_marks_every_finished_translation_as_before(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Review off: approved="yes" says only "done, not fuzzy", whatever the record says,
    and no unit is signed off: the review-on export of the fully approved shipped catalog
    with translated for signed-off, byte for byte."""
    reviewed = _export(shipped, run_cli, tmp_path / "on.xlf")
    _set_review(shipped, "off")
    plain = _export(shipped, run_cli, tmp_path / "off.xlf")
    # (and no unit says the record approved it: ck:recorded is review's alone)
    without = reviewed.replace('state="signed-off"', 'state="translated"')
    assert plain == re.sub(' ck:recorded="(?:yes|no)"', "", without)
    _prepare(shipped, run_cli)
    text = _export(shipped, run_cli, tmp_path / "off.xlf")
    assert "signed-off" not in text
    assert _states(text, WAITING) == ("yes", "translated")
    assert _states(text, APPROVED) == ("yes", "translated")
    assert _states(text, FUZZY) == ("no", "needs-review-translation")
    (shipped / RECORD).unlink()  # no approval at all: nothing changes with review off
    assert _export(shipped, run_cli, tmp_path / "off.xlf") == text


@pytest.mark.parametrize("tag", ["ja", "ko", "zh-Hant"])
def test_every_shipped_catalog_round_trips_with_review_required(
    tag: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    folder = {"ja": "ja", "ko": "ko", "zh-Hant": "zh_Hant"}[tag]
    catalog = shipped / f"locales/{folder}/LC_MESSAGES/messages.po"
    record = shipped / f"locales/{folder}/approved.txt"
    before = (catalog.read_bytes(), record.read_bytes())
    xliff = tmp_path / f"{tag}.xlf"
    code, _, err = run_cli("-C", str(shipped), "xliff", "export", tag, str(xliff))
    assert code == 0, err
    text = xliff.read_text(encoding="utf-8")
    assert "signed-off" in text and 'approved="no"' not in text  # all approved, as shipped
    for flag in ([], ["--approve"]):
        code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), *flag)
        assert (code, out) == (0, f"unchanged (0 entries changed, {tag})\n"), err
    assert (catalog.read_bytes(), record.read_bytes()) == before


def test_translations_waiting_for_review_come_back_current_not_fuzzy(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """approved="no" with state translated is a current translation waiting for review:
    the round trip changes nothing, and a new export may replace the earlier one."""
    _prepare(shipped, run_cli)
    before = ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes())
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, out) == (0, "unchanged (0 entries changed, ja)\n"), err
    assert ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes()) == before
    assert _entries(shipped)[WAITING] == (["種類"], False)
    # Read as the catalog holds it, so not "work not imported yet": no --force needed.
    code, _, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))
    assert code == 0, err
    # The same file read with final or signed-off instead: still current, still waiting,
    # and not marked approved, as its unit says approved="no" (attack 18c's c084).
    for state in ("final", "signed-off"):
        _edit_unit(xliff, WAITING, 'state="translated"', f'state="{state}"')
        code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
        assert (code, out) == (0, "unchanged (0 entries changed, ja)\n"), err
        assert _entries(shipped)[WAITING] == (["種類"], False)
        _edit_unit(xliff, WAITING, f'state="{state}"', 'state="translated"')


def test_a_unit_without_a_finished_state_and_not_approved_still_comes_back_fuzzy(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    _prepare(shipped, run_cli)
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _edit_unit(xliff, WAITING, '<target state="translated">種類', "<target>型")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, out) == (0, f"wrote {JA} (1 entries changed, ja)\n"), err
    assert _entries(shipped)[WAITING] == (["型"], True)


def test_approvals_in_the_file_are_not_recorded_without_approve(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    _prepare(shipped, run_cli)
    record = (shipped / RECORD).read_bytes()
    catalog = (shipped / JA).read_bytes()
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _sign_off(xliff, WAITING)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, err) == (0, "")
    assert out == (
        "unchanged (0 entries changed, ja; 1 marked approved in the file, not recorded: "
        "they wait for `comparekit review ja`)\n"
    )
    assert ((shipped / RECORD).read_bytes(), (shipped / JA).read_bytes()) == (record, catalog)
    assert _waiting(run_cli, shipped) == [WAITING]


def test_approve_records_what_the_file_marks_approved(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """As `comparekit review --approve` would: the record gains the approval, review lists
    nothing waiting, and `check --strict` passes the translation."""
    _prepare(shipped, run_cli)
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _sign_off(xliff, WAITING)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert (code, err) == (0, "")
    assert out == "unchanged (0 entries changed, ja; 1 approved as the file marks them)\n"
    assert f" {WAITING}\n" in (shipped / RECORD).read_text(encoding="utf-8")
    assert _waiting(run_cli, shipped) == []
    code, out, _ = run_cli("-C", str(shipped), "check", "--strict", "--format", "json")
    assert [p["code"] for p in json.loads(out)["problems"]] == ["fuzzy"]  # FUZZY, as set
    # The same import again records nothing more.
    record = (shipped / RECORD).read_bytes()
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert (code, out) == (0, "unchanged (0 entries changed, ja)\n"), err
    assert (shipped / RECORD).read_bytes() == record


def test_a_changed_translation_marked_approved_is_not_recorded_and_check_refuses_it(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """A translator's file rewords a translation (attack 17a s1#10 made "still experimental"
    "a GA feature", which the status rule now refuses; a rewording every rule passes stands
    in) and marks it approved and signed off: the translation is imported, its approval is
    not, and `check --strict` refuses it at its catalog line."""
    record = (shipped / RECORD).read_bytes()
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    assert _states(xliff.read_text(encoding="utf-8"), HOSTILE) == ("yes", "signed-off")
    _edit_unit(xliff, HOSTILE, "まだ実験的扱い", "まだ試験的扱い")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, err) == (0, "")
    assert out == (
        f"wrote {JA} (1 entries changed, ja; 1 marked approved in the file, not recorded: "
        "they wait for `comparekit review ja`)\n"
    )
    assert "まだ試験的扱い" in _entries(shipped)[HOSTILE][0][0]
    assert (shipped / RECORD).read_bytes() == record
    code, out, err = run_cli("-C", str(shipped), "check", "--strict", "--format", "json")
    [problem] = json.loads(out)["problems"]
    assert code == 1 and "Traceback" not in err
    line = _line_of(shipped / JA, f'msgctxt "{HOSTILE}"') + 1  # its msgid
    assert (problem["code"], problem["path"], problem["line"]) == ("unreviewed", JA, line)


def test_approve_records_nothing_for_a_unit_a_check_refuses(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The catalog's translation lost {date} (a PO edit); the reviewer's file marks it
    approved: refused at its catalog line with the check's reason, nothing recorded for
    it, and the other approval in the file recorded."""
    _prepare(shipped, run_cli)
    catalog = shipped / JA
    text = catalog.read_text(encoding="utf-8")
    broken = text.replace('msgstr "{supports}（{date}参照）"', 'msgstr "{supports}参照"', 1)
    assert broken != text
    catalog.write_text(broken, encoding="utf-8")
    xliff = tmp_path / "ja.xlf"
    exported = _export(shipped, run_cli, xliff)
    assert _states(exported, "ui:source.described") == ("no", "translated")
    _sign_off(xliff, "ui:source.described")
    _sign_off(xliff, WAITING)
    record = (shipped / RECORD).read_text(encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert code == 1 and "Traceback" not in err
    assert out == "unchanged (0 entries changed, ja; 1 approved as the file marks them)\n"
    line = _line_of(catalog, 'msgctxt "ui:source.described"') + 1
    lines = err.splitlines()
    assert lines[0].startswith(f"{JA}:{line}: [placeholder] ja: 'ui:source.described' cannot be")
    assert lines[-1] == (
        "Error: 1 unit marked approved in the file cannot be approved: nothing was recorded "
        "for them."
    )
    after = (shipped / RECORD).read_text(encoding="utf-8")
    assert set(after.splitlines()) - set(record.splitlines()) == {
        line for line in after.splitlines() if line.endswith(f" {WAITING}")
    }
    assert _waiting(run_cli, shipped) == []


def test_an_import_a_check_refuses_records_no_approval(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The file's own translation loses a placeholder and is marked approved: the import
    writes nothing, so nothing is recorded either."""
    _prepare(shipped, run_cli)
    before = ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes())
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _sign_off(xliff, WAITING)
    unit = _unit(xliff.read_text(encoding="utf-8"), "ui:source.described")
    target = re.search(r"<target [^>]*>.*?</target>", unit, re.DOTALL)
    assert target is not None and "{date}" in target.group()
    lost = '<target state="signed-off"><ph id="1" ctype="x-placeholder">{supports}</ph>参照'
    _edit_unit(xliff, "ui:source.described", target.group(), f"{lost}</target>")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert (code, out) == (1, "") and "[placeholder]" in err and "Traceback" not in err
    assert ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes()) == before


def test_approve_with_review_off_is_a_usage_error(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    _set_review(shipped, "off")
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    before = ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes())
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert (code, out) == (2, "") and "Traceback" not in err
    assert err.startswith(
        "(command line): [review-off] --approve records a reviewer's approvals, and review is "
        "off in the settings"
    )
    assert ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes()) == before


def test_a_round_trip_through_translate_toolkit_loses_nothing(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """translate-toolkit reads the export (an approved unit approved, one waiting not, one
    fuzzy fuzzy) and writes it back; the import changes nothing and records nothing. A
    translator's edit in it, confirmed (translate-toolkit marks it approved), comes back
    current and waits for review."""
    from translate.storage import xliff as toolkit

    _prepare(shipped, run_cli)
    before = ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes())
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    store = toolkit.xlifffile.parsestring(xliff.read_bytes())
    units = {unit.getid().split("\x04")[-1]: unit for unit in store.units}
    signed_off, needs_review = toolkit.xliffunit.S_SIGNED_OFF, toolkit.xliffunit.S_NEEDS_REVIEW
    assert units[APPROVED].isapproved() and units[APPROVED].get_state_n() == signed_off
    assert not units[WAITING].isapproved() and units[WAITING].target == "種類"
    assert units[FUZZY].get_state_n() == needs_review and units[FUZZY].isfuzzy()
    xliff.write_bytes(bytes(store))
    for flag in ([], ["--approve"]):
        code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), *flag)
        assert (code, out) == (0, "unchanged (0 entries changed, ja)\n"), err
        assert ((shipped / JA).read_bytes(), (shipped / RECORD).read_bytes()) == before

    store = toolkit.xlifffile.parsestring(xliff.read_bytes())
    for unit in store.units:
        if unit.getid().split("\x04")[-1] == WAITING:
            unit.target = "型"
            unit.markfuzzy(False)
    xliff.write_bytes(bytes(store))
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, err) == (0, "")
    assert out == (
        f"wrote {JA} (1 entries changed, ja; 1 marked approved in the file, not recorded: "
        "they wait for `comparekit review ja`)\n"
    )
    assert _entries(shipped)[WAITING] == (["型"], False)
    assert (shipped / RECORD).read_bytes() == before[1]
    assert _waiting(run_cli, shipped) == [WAITING]


def test_a_unit_a_tool_unapproved_is_not_recorded_whatever_its_target_state_says(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 18c's c084: a CAT tool that edits a target unapproves its unit
    (approved="no") and may leave the target signed-off; --approve records nothing for it,
    and check refuses the changed translation at its catalog line."""
    record = (shipped / RECORD).read_bytes()
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _edit_unit(xliff, HOSTILE, "まだ実験的扱い", "まだ試験的扱い")
    _edit_unit(xliff, HOSTILE, 'approved="yes"', 'approved="no"')
    assert _states(xliff.read_text(encoding="utf-8"), HOSTILE) == ("no", "signed-off")
    _imported_without_approving(shipped, run_cli, xliff, record)


@pytest.mark.parametrize(
    "unapproved",
    [
        ('id="ui:hub.count" approved="yes"', 'id="ui:hub.count" approved="no"'),  # c165, c170
        ('id="ui:hub.count[0]" approved="yes"', 'id="ui:hub.count[0]" approved="No"'),  # c053
        ('id="ui:hub.count[0]" approved="yes"', 'id="ui:hub.count[0]" approved="false"'),
    ],
    ids=["group-no", "unit-No", "unit-false"],
)
def test_a_plural_entry_its_group_or_unit_unapproves_is_not_recorded(
    unapproved: tuple[str, str], shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 18d's c165, c170: translate-toolkit unapproves an edited plural entry on its
    <group> alone, leaving the unit approved and signed-off; and a hand may write "No" or
    "false". None is recorded by --approve, and check refuses the edit at its line."""
    record = (shipped / RECORD).read_bytes()
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _edit_unit(xliff, PLURAL, "比較記事（全", "比較記事（厳選")
    _edit_unit(xliff, PLURAL, *unapproved)
    _imported_without_approving(shipped, run_cli, xliff, record)


def _imported_without_approving(shipped: Path, run_cli: Cli, xliff: Path, record: bytes) -> None:
    """``xliff import --approve`` of a file whose one changed unit is not marked approved:
    the translation comes in, the record is untouched, and check says it waits."""
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert (code, err) == (0, ""), err
    assert out == f"wrote {JA} (1 entries changed, ja)\n"
    assert (shipped / RECORD).read_bytes() == record
    code, out, _ = run_cli("-C", str(shipped), "check", "--strict", "--format", "json")
    assert [p["code"] for p in json.loads(out)["problems"]] == ["unreviewed"]


def test_the_todo_export_holds_a_translation_waiting_for_review(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """c180: a translation no reviewer approved as it stands is work `status --todo` lists;
    `xliff export --todo` holds it too, and the approved ones stay out (`--state
    unreviewed` selects it alone)."""
    catalog = shipped / JA
    text = catalog.read_text(encoding="utf-8")
    kept, changed = 'msgstr "{product} が優位な点"', 'msgstr "{product} が優位となる点"'
    assert text.count(kept) == 1
    catalog.write_text(text.replace(kept, changed), encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "status", "--locale", "ja", "--todo")
    assert code == 0 and "ui:heading.wins: awaiting a reviewer's approval" in out, out + err
    for wanted in (["--todo"], ["--state", "unreviewed"]):
        xliff = tmp_path / f"{wanted[-1]}.xlf"
        code, out, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff), *wanted)
        assert (code, out) == (0, f"wrote {xliff} (1 units, ja)\n"), err
        assert "優位となる点" in xliff.read_text(encoding="utf-8")


def _approved_unseen(shipped: Path, run_cli: Cli, xliff: Path, record: bytes) -> None:
    """Import ``xliff`` with --approve: nothing is recorded, and the unit is named at its
    line as marked approved for another English."""
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert code == 1 and "Traceback" not in err, err
    line = _line_of(xliff, f'id="{HOSTILE}"')
    assert f"{xliff}:{line}: [xliff-stale-approval] '{HOSTILE}'" in err, err
    assert (shipped / RECORD).read_bytes() == record


def test_an_approval_marked_for_the_english_before_it_changed_is_not_recorded(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 54's F2a: an export marks a unit approved; the English changes, the entry
    goes fuzzy, a translator clears the flag; the old export imported with --approve must
    not approve the old translation for English no reviewer read beside it."""
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    # (a change every rule passes: only the approval's binding to its English tells)
    before, after = "docs still call it experimental", "the docs still call it experimental"
    for path in (shipped / JA, shipped / "articles/products/vllm.yaml"):
        text = path.read_text(encoding="utf-8")
        assert text.count(before) == 1, path
        path.write_text(text.replace(before, after), "utf-8")
    record = (shipped / RECORD).read_bytes()
    _approved_unseen(shipped, run_cli, xliff, record)
    assert HOSTILE in _waiting(run_cli, shipped)


def test_an_approval_under_an_edited_source_is_not_recorded(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 54's F2c: a translator changes a translation in the catalog, exports, and
    edits the unit's <source> to match it; a reviewer approves the pair in a CAT tool. The
    import must not record it against the real English."""
    catalog = shipped / JA
    text = catalog.read_text(encoding="utf-8")
    shipped_text = "対応。KV コネクター経由（ドキュメントではまだ実験的扱い）"
    assert text.count(shipped_text) == 1
    catalog.write_text(text.replace(shipped_text, "対応。KV コネクター経由"), "utf-8")
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    _edit_unit(xliff, HOSTILE, "; docs still call it experimental", "")
    _sign_off(xliff, HOSTILE)
    record = (shipped / RECORD).read_bytes()
    _approved_unseen(shipped, run_cli, xliff, record)


def test_an_old_export_does_not_undo_a_revocation(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 54's F2b: an export marks a unit approved as the record has it; a reviewer
    revokes the approval; importing the old export with --approve records nothing: the
    export's own mark is no reviewer's."""
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    code, _, err = run_cli("-C", str(shipped), "review", "ja", "--revoke", HOSTILE)
    assert code == 0, err
    record = (shipped / RECORD).read_bytes()
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert (code, out, err) == (0, "unchanged (0 entries changed, ja)\n", "")
    assert (shipped / RECORD).read_bytes() == record
    assert HOSTILE in _waiting(run_cli, shipped)


def test_an_old_export_that_lost_its_record_state_does_not_undo_a_revocation(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 56's x10: the unit of an old export loses its ck:recorded attribute (a tool
    that drops what it does not know); the export's approved="yes" cannot be told from a
    reviewer's, so nothing is recorded and the unit is named at its line."""
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    code, _, err = run_cli("-C", str(shipped), "review", "ja", "--revoke", HOSTILE)
    assert code == 0, err
    _edit_unit(xliff, HOSTILE, ' ck:recorded="yes"', "")
    record = (shipped / RECORD).read_bytes()
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert code == 1 and "Traceback" not in err, err
    line = _line_of(xliff, f'id="{HOSTILE}"')
    assert f"{xliff}:{line}: [xliff-no-review-state] '{HOSTILE}'" in err, err
    assert (shipped / RECORD).read_bytes() == record
    assert HOSTILE in _waiting(run_cli, shipped)


def test_an_export_made_with_review_off_records_nothing_with_it_on(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Attack 56's x35: with review off an export marks every finished translation
    approved; imported with --approve once review is on, none of those marks is a
    reviewer's. A translation the record approves asks for nothing; one that waits is
    named and not recorded."""
    _prepare(shipped, run_cli)  # (WAITING waits for review)
    _set_review(shipped, "off")
    xliff = tmp_path / "ja.xlf"
    _export(shipped, run_cli, xliff)
    settings = shipped / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(text.replace('review = "off"', 'review = "required"'), "utf-8")
    record = (shipped / RECORD).read_bytes()
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff), "--approve")
    assert code == 1 and "Traceback" not in err, err
    assert re.findall(r"\[(xliff-[a-z-]+)\] '([^']+)'", err) == [("xliff-no-review-state", WAITING)]
    assert (shipped / RECORD).read_bytes() == record
    assert _waiting(run_cli, shipped) == [WAITING]
