"""The review gate (issue 26): a translation is published only as a reviewer approved it.

Attack 17a's 153 critical cases (``tests/data/meaning_changes.tsv``, an outside
attacker's edits that change what a page says while every rule passed) are each refused
by ``check --strict`` at the entry's catalog line and held back by ``build``; approving
one publishes it; the record's damage, a key that is not there, a translation that is not
current, two runs at once and a cache kept from before are each handled.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

import pytest
from babel.messages.pofile import read_po

from conftest import REPO, everything

RunCli = Callable[..., tuple[int, str, str]]
CASES = REPO / "tests" / "data" / "meaning_changes.tsv"
FOLDERS = {"ja": "ja", "ko": "ko", "zh-Hant": "zh_Hant"}


def _cases() -> list[tuple[str, str, str, str, str, str]]:
    rows = [line.split("\t") for line in CASES.read_text(encoding="utf-8").split("\n")]
    return [tuple(row) for row in rows if len(row) == 6 and not row[0].startswith("#")]  # type: ignore[misc]


def _rounds() -> list[list[tuple[str, str, str, str, str, str]]]:
    """The cases in rounds, no entry twice in one: a round is applied to one project."""
    rounds: list[list[tuple[str, str, str, str, str, str]]] = []
    for case in _cases():
        for taken in rounds:
            if all((c[1], c[2]) != (case[1], case[2]) for c in taken):
                taken.append(case)
                break
        else:
            rounds.append([case])
    return rounds


def _copy_shipped(root: Path) -> Path:
    """The shipped project as it is, review record and setting included."""
    root.mkdir(parents=True)
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, root / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


def _catalog(root: Path, tag: str) -> Path:
    return root / "locales" / FOLDERS[tag] / "LC_MESSAGES" / "messages.po"


def _record(root: Path, tag: str) -> Path:
    return root / "locales" / FOLDERS[tag] / "approved.txt"


def _field(block: str, keyword: str) -> str:
    """The joined string of ``keyword`` (msgctxt, msgid, msgstr) in one entry's lines."""
    found = re.search(rf'(?m)^{re.escape(keyword)} ((?:"(?:[^"\\]|\\.)*"\n?)+)', block)
    return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', found.group(1))) if found else ""


def _entry_span(text: str, key: str) -> tuple[int, int, int]:
    """Where the entry of ``key`` starts and ends in a catalog's text, and its msgid line."""
    start = 0
    while start < len(text):
        end = text.find("\n\n", start)
        end = len(text) if end < 0 else end
        block = text[start:end]
        if _field(block, "msgctxt") == key:
            at = start + re.search(r"(?m)^msgid ", block).start()  # type: ignore[union-attr]
            return start, end, text.count("\n", 0, at) + 1
        start = end + 2
    raise AssertionError(f"no entry {key}")


def _rewrite(root: Path, tag: str, key: str, old: str, new: str) -> int:
    """Replace ``old`` with ``new`` in the msgstr of ``key`` (its lines joined first, as a
    translator's editor may write them); the entry's msgid line."""
    path = _catalog(root, tag)
    text = path.read_text(encoding="utf-8")
    start, end, line = _entry_span(text, key)
    entry = text[start:end]
    head = entry[: re.search(r"(?m)^msgstr ", entry).start()]  # type: ignore[union-attr]
    joined = _field(entry, "msgstr")
    assert old in joined, (key, old)
    changed = joined.replace(old, new, 1)
    path.write_text(text[:start] + f'{head}msgstr "{changed}"' + text[end:], encoding="utf-8")
    return line


def _listed(run_cli: RunCli, root: Path, tag: str) -> tuple[str, str]:
    """What `comparekit review TAG` lists, and the token that ends the listing."""
    code, out, err = run_cli("-C", str(root), "review", tag)
    assert code == 0, err
    found = re.search(r"--listed ([0-9a-f]{32})", err)
    return out, found.group(1) if found else ""


def _check(run_cli: RunCli, root: Path) -> tuple[int, list[dict[str, object]], str]:
    code, out, err = run_cli("-C", str(root), "check", "--strict", "--format", "json")
    return code, json.loads(out)["problems"], err


def test_the_shipped_translations_are_all_approved_and_review_is_required() -> None:
    from comparekit.checks.review import locale_review
    from comparekit.sources.load import load_project
    from comparekit.sources.settings import load_settings

    settings = load_settings(REPO)
    assert settings.review == "required"
    project = load_project(settings.model_copy(update={"cache": None}))
    for tag in settings.locales:
        review = locale_review(project, tag)
        assert (review.waiting, review.not_current) == ([], {}), tag
        assert review.approved == len(review.keys), tag


@pytest.mark.parametrize("number", range(3))
def test_every_meaning_change_of_attack_17a_is_refused_at_its_line(
    number: int, tmp_path: Path, run_cli: RunCli
) -> None:
    rounds = _rounds()
    assert sum(map(len, rounds)) == 153 and len(rounds) == 3
    root = _copy_shipped(tmp_path / "project")
    for _, tag, key, _, old, new in rounds[number]:
        _rewrite(root, tag, key, old, new)
    catalogs = {tag: _catalog(root, tag) for tag in FOLDERS}
    texts = {tag: path.read_text(encoding="utf-8") for tag, path in catalogs.items()}
    # Where each entry is once all are rewritten (a rewrite joins its msgstr's lines).
    lines = {(tag, key): _entry_span(texts[tag], key)[2] for _, tag, key, *_ in rounds[number]}
    before = everything(root / "locales")
    code, problems, err = _check(run_cli, root)
    assert code == 1 and "Traceback" not in err
    refused = {
        (problem["path"], problem["line"]) for problem in problems if problem["severity"] == "error"
    }
    missed = [
        (tag, key)
        for (tag, key), line in lines.items()
        if (str(catalogs[tag].relative_to(root)), line) not in refused
    ]
    assert missed == []
    assert everything(root / "locales") == before  # check writes nothing


def test_a_changed_translation_is_held_back_by_build_and_published_once_approved(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    old = "データセンター向けのサービングスタックではない"
    new = "データセンター向けのサービングスタックだ"
    assert run_cli("-C", str(root), "build")[0] == 0  # the cache kept from before the edit
    page = root / "dist" / "ja" / "deepinfer-vs-ktransformers.md"
    assert old in page.read_text(encoding="utf-8")
    line = _rewrite(root, "ja", key, old, new)

    code, out, err = run_cli("-C", str(root), "build")
    assert code == 0, err
    assert "ja: 10 published, 1 held: deepinfer-vs-ktransformers (1 not reviewed)" in out + err
    assert "review: comparekit review ja" in out + err
    assert not page.exists()

    code, problems, _ = _check(run_cli, root)
    assert code == 1
    [problem] = [p for p in problems if p["code"] == "unreviewed"]
    assert problem["path"] == "locales/ja/LC_MESSAGES/messages.po"
    assert problem["line"] == line
    assert "not approved by a reviewer as it stands" in str(problem["message"])
    assert "as 'SGLang フォークを通じて OpenAI 互換 API" in str(problem["message"])

    code, out, err = run_cli("-C", str(root), "review", "ja")
    assert code == 0
    shown = re.search(rf"locales/ja/LC_MESSAGES/messages.po:{line}: {key}@([0-9a-f]{{32}}) ", out)
    assert shown and f"{key}@{shown.group(1)} (changed since approved)" in out
    assert "  ja: " in out and new in out
    assert "ja: 1 wait for review, 1063 approved" in err

    record = _record(root, "ja").read_bytes()
    code, _, err = run_cli("-C", str(root), "review", "ja", "--approve", f"{key}@{shown.group(1)}")
    assert code == 0 and "ja: 1 translation approved; 0 wait for review" in err
    assert _record(root, "ja").read_bytes() != record
    # the new approval in place of the older one, whose digest is now revoked (c045)
    after = _record(root, "ja").read_text().splitlines()
    assert len(after) == len(record.splitlines()) + 1
    assert [line for line in after if line.startswith("revoked ")] == [
        "revoked " + line.decode()
        for line in record.splitlines()
        if line.endswith(f" {key}".encode())
    ]

    assert _check(run_cli, root)[:2] == (0, [])
    assert run_cli("-C", str(root), "build")[0] == 0
    assert new in page.read_text(encoding="utf-8")

    code, _, err = run_cli("-C", str(root), "review", "ja", "--revoke", key)
    assert code == 0 and "ja: 1 approval taken back" in err
    assert [p["code"] for p in _check(run_cli, root)[1]] == ["unreviewed"]


def test_approving_keeps_the_lines_of_strings_the_sources_no_longer_have(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 21's C2: approving one string removed the approvals of every string whose
    article was taken out, so an article brought back (its translations kept as obsolete
    entries) waited for review again; every line but the string's own older one stays."""
    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    _rewrite(root, "ja", key, "ではない", "だ")
    record = _record(root, "ja")
    gone = [
        f"{'a' * 32} comparisons/deepinfer-vs-retired:title",
        f"revoked {'b' * 32} comparisons/deepinfer-vs-retired:intro",
    ]
    record.write_text(record.read_text(encoding="utf-8") + "".join(f"{x}\n" for x in gone))
    before = record.read_text(encoding="utf-8").splitlines()
    out, _ = _listed(run_cli, root, "ja")
    shown = re.search(rf"{re.escape(key)}@([0-9a-f]{{32}}) ", out)
    assert shown
    code, _, err = run_cli("-C", str(root), "review", "ja", "--approve", f"{key}@{shown[1]}")
    assert code == 0, err
    after = record.read_text(encoding="utf-8").splitlines()
    assert set(gone) <= set(after)
    older = [x for x in before if x.endswith(f" {key}")]
    assert set(before) - set(after) == set(older)
    assert set(after) - set(before) == {f"{shown[1]} {key}", *(f"revoked {x}" for x in older)}


def test_a_source_key_approves_each_of_its_strings_that_waits(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    _record(root, "ko").unlink()
    token = _listed(run_cli, root, "ko")[1]
    code, _, err = run_cli(
        "-C", str(root), "review", "ko", "--approve", "products/vllm", "--listed", token
    )
    assert code == 0 and "ko: 11 translations approved; 1053 wait for review" in err
    record = _record(root, "ko").read_text().splitlines()
    keys = {line.split(" ", 1)[1] for line in record if not line.startswith("#")}
    assert keys == {k for k in keys if k.startswith("products/vllm:")} and len(keys) == 11


def test_review_warn_publishes_and_check_warns(tmp_path: Path, run_cli: RunCli) -> None:
    root = _copy_shipped(tmp_path / "project")
    settings = root / "pyproject.toml"
    settings.write_text(settings.read_text().replace('review = "required"', 'review = "warn"'))
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    _rewrite(root, "zh-Hant", key, "不是資料中心級的服務堆疊", "是資料中心級的服務堆疊")
    code, _, err = run_cli("-C", str(root), "check")
    assert code == 0 and "warning: [unreviewed]" in err
    assert run_cli("-C", str(root), "check", "--strict")[0] == 1
    assert run_cli("-C", str(root), "build")[0] == 0
    page = (root / "dist" / "zh-Hant" / "deepinfer-vs-ktransformers.md").read_text()
    assert "是資料中心級的服務堆疊" in page
    assert "不是資料中心級的服務堆疊" not in page


def test_review_off_reads_no_record(tmp_path: Path, run_cli: RunCli) -> None:
    root = _copy_shipped(tmp_path / "project")
    settings = root / "pyproject.toml"
    settings.write_text(settings.read_text().replace('review = "required"', 'review = "off"'))
    _record(root, "ja").write_text("not a record\n")
    # (a rewording every rule passes: CNCF 卒業 for "sandbox" is a status rule's since stop 52)
    _rewrite(root, "ja", "products/llm-d:organisation", "コミュニティ", "共同体")
    assert _check(run_cli, root)[:2] == (0, [])


def test_english_changed_since_approval_waits_for_review_again(
    tmp_path: Path, run_cli: RunCli
) -> None:
    from comparekit.catalogs.approvals import approval_digest

    # The digest binds the translation to its English and its key: the same words under
    # new English, or moved to another string, are not approved.
    same = approval_digest("k", "Fast.", ["速い。"])
    assert same == approval_digest("k", "Fast.", ("速い。",))
    assert same != approval_digest("k", "Fast!", ["速い。"])
    assert same != approval_digest("k2", "Fast.", ["速い。"])
    assert same != approval_digest("k", ("Fast.", "Fast."), ["速い。"])
    assert same != approval_digest("k", "Fast.", ["速い。", ""])
    root = _copy_shipped(tmp_path / "project")
    path = root / "articles" / "products" / "llm-d.yaml"
    text = path.read_text(encoding="utf-8")
    assert "CNCF sandbox" in text
    path.write_text(text.replace("CNCF sandbox", "CNCF Sandbox", 1), encoding="utf-8")
    assert run_cli("-C", str(root), "update")[0] == 0
    po = _catalog(root, "ja").read_text(encoding="utf-8")
    # The translator reads the entry update made fuzzy and keeps the translation.
    fuzzy = '#, fuzzy, md-text\n#| msgid "llm-d community (CNCF sandbox project)"\n'
    assert fuzzy in po
    _catalog(root, "ja").write_text(po.replace(fuzzy, "#, md-text\n"), encoding="utf-8")
    problems = _check(run_cli, root)[1]
    ja = [p for p in problems if p["path"] == "locales/ja/LC_MESSAGES/messages.po"]
    assert [p["code"] for p in ja] == ["unreviewed"]
    out = run_cli("-C", str(root), "review", "ja")[1]
    assert re.search(r"products/llm-d:organisation@[0-9a-f]{32} \(changed since approved\)", out)


@pytest.mark.parametrize(
    "record, line, said",
    [
        ("0123 products/vllm:name\n", 6, "is not a digest and a msgctxt"),
        ("0" * 32 + "\n", 6, "is not a digest and a msgctxt"),
        ("0" * 32 + " key\twith a tab\n", 6, "is not a digest and a msgctxt"),
        ("<<<<<<< HEAD\n" + "0" * 32 + " a:b\n=======\n>>>>>>> other\n", 6, "merge-conflict"),
    ],
)
def test_a_damaged_record_is_refused_at_its_line_and_nothing_is_published(
    record: str, line: int, said: str, tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    path = _record(root, "ja")
    lines = path.read_text(encoding="utf-8").split("\n")
    path.write_text("\n".join([*lines[:5], record.rstrip("\n"), *lines[5:]]), encoding="utf-8")
    before = everything(root, but=".comparekit-cache")
    for command in (["check"], ["build"], ["review", "ja"], ["status"], ["status", "--todo"]):
        code, _, err = run_cli("-C", str(root), *command)
        assert code == 1, command
        assert "Traceback" not in err
        assert re.search(rf"locales/ja/approved.txt:{line}(:1)?: \[", err) and said in err
    assert everything(root, but=".comparekit-cache") == before


def test_the_to_do_list_refuses_a_catalog_that_does_not_read(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """As plain ``status`` does, at the catalog's line: the list read through the checks
    said every entry of ja was missing from its catalog, and exited 0 (18c's c204)."""
    root = _copy_shipped(tmp_path / "project")
    catalog = _catalog(root, "ja")
    lines = catalog.read_text(encoding="utf-8").count("\n")
    with catalog.open("a", encoding="utf-8") as po:
        po.write("garbage line\n")
    before = everything(root, but=".comparekit-cache")
    html = ["status", "--html", str(tmp_path / "status.html")]  # attack 20b's F10
    for command in (["status"], ["status", "--todo"], ["status", "--todo", "--locale", "ja"], html):
        code, out, err = run_cli("-C", str(root), *command)
        assert code == 1, command
        assert "Traceback" not in err and "not in the catalog" not in out
        assert f"locales/ja/LC_MESSAGES/messages.po:{lines + 1}: [po-syntax]" in err
    assert not (tmp_path / "status.html").exists()  # it said nothing was written
    code, out, _ = run_cli("-C", str(root), "status", "--todo", "--locale", "ko")
    assert code == 0 and "ko: nothing to do" in out  # another locale's list is its own
    assert everything(root, but=".comparekit-cache") == before


def test_a_record_that_is_no_text_file_is_refused_without_waiting(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    path = _record(root, "ko")
    data = path.read_bytes()
    at = data.index(b"\n", 400) + 1  # the start of a line of approvals
    path.write_bytes(data[:at] + b"\xff\xfe" + data[at:])
    code, _, err = run_cli("-C", str(root), "check")
    line = data[:at].count(b"\n") + 1
    assert code == 1 and f"locales/ko/approved.txt:{line}: [review-record]" in err
    assert "is not UTF-8 text" in err
    path.unlink()
    os.mkfifo(path)  # a FIFO is never opened: nothing hangs
    code, _, err = run_cli("-C", str(root), "check")
    assert code == 1 and "locales/ko/approved.txt: [review-record]" in err
    assert "not a regular file" in err
    path.unlink()
    target = tmp_path / "elsewhere.txt"
    target.write_text("")
    path.symlink_to(target)
    code, _, err = run_cli("-C", str(root), "review", "ko", "--approve-all")
    assert code == 1 and "Traceback" not in err
    assert "locales/ko/approved.txt: [review-record] the review record is a symbolic link" in err
    assert target.read_text() == ""  # not written through the link


def test_a_key_that_is_not_there_is_a_usage_error_and_nothing_is_written(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    before = _record(root, "ja").read_bytes()
    code, _, err = run_cli(
        "-C", str(root), "review", "ja", "--approve", "products/vllm:organisation", "products/nope"
    )
    assert code == 2 and "[unknown-key] 'products/nope' is no string of the sources" in err
    assert _record(root, "ja").read_bytes() == before
    code, _, err = run_cli("-C", str(root), "review", "xx")
    assert code == 2 and "Traceback" not in err


def test_a_translation_that_is_not_current_cannot_be_approved(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-vllm:title"
    path = _catalog(root, "ja")
    text = path.read_text(encoding="utf-8")
    start, _, line = _entry_span(text, key)
    path.write_text(text[:start] + "#, fuzzy\n" + text[start:], encoding="utf-8")
    _record(root, "ja").write_text("")
    token = _listed(run_cli, root, "ja")[1]
    code, _, err = run_cli("-C", str(root), "review", "ja", "--approve", key, "--listed", token)
    assert code == 1
    where = f"locales/ja/LC_MESSAGES/messages.po:{line + 1}"
    assert f"{where}: [fuzzy] ja: '{key}' cannot be approved" in err
    assert _record(root, "ja").read_text() == ""
    # A translation a check refuses is not approved by --approve-all either.
    _rewrite(root, "ko", "products/vllm:organisation", "vLLM", "vLLN")
    _record(root, "ko").write_text("")
    token = _listed(run_cli, root, "ko")[1]
    code, _, err = run_cli("-C", str(root), "review", "ko", "--approve-all", "--listed", token)
    assert code == 0 and "ko: 1063 translations approved; 0 wait for review" in err
    assert "products/vllm:organisation" not in _record(root, "ko").read_text()


def test_two_branches_records_merged_line_by_line_approve_both(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    path = _record(root, "ja")
    lines = path.read_text(encoding="utf-8").splitlines()
    header, body = lines[:5], lines[5:]
    path.write_text("\n".join([*header, *body[::2], *body[1::2]]) + "\n", encoding="utf-8")
    assert _check(run_cli, root)[:2] == (0, [])


def test_a_second_run_that_approves_at_the_same_time_is_refused(
    tmp_path: Path, run_cli: RunCli
) -> None:
    from comparekit.files import exclusive

    root = _copy_shipped(tmp_path / "project")
    before = _record(root, "ja").read_bytes()
    _record(root, "ja").write_text("")
    token = _listed(run_cli, root, "ja")[1]
    held, release = threading.Event(), threading.Event()

    def other_run() -> None:
        with exclusive(root / "locales" / "ja", "the review record of ja"):
            held.set()
            release.wait(30)

    thread = threading.Thread(target=other_run)
    thread.start()
    held.wait(30)
    try:
        code, _, err = run_cli("-C", str(root), "review", "ja", "--approve-all", "--listed", token)
    finally:
        release.set()
        thread.join()
    assert code == 1 and "another comparekit run" in err
    assert _record(root, "ja").read_text() == ""
    assert before


def test_the_listing_shows_no_control_character_to_the_terminal(
    tmp_path: Path, run_cli: RunCli
) -> None:
    from comparekit.checks.review import one_line

    assert one_line("a\x1b[2J\u2068b\nc\\n") == "a\\u001b[2J\\u2068b\\nc\\\\n"
    # What a reader cannot see is shown, so that two translations that differ never list
    # alike: variation selectors, fillers, a blank Braille pattern, other spaces.
    for hidden in ("\ufe0f", "\U000e0100", "\u3164", "\u034f", "\u2800", "\u3000", "\u00ad"):
        assert hidden not in one_line(f"対{hidden}応") and "\\" in one_line(f"対{hidden}応")
    root = _copy_shipped(tmp_path / "project")
    key = "products/llm-d:organisation"
    _rewrite(root, "ja", key, "サンドボックス", "サンド\u2068ボックス")
    code, out, err = run_cli("-C", str(root), "review", "ja")
    # A check refuses the invisible character: the translation is not current, so it is
    # neither listed nor approvable, and nothing of it reaches the terminal raw.
    assert code == 0 and "\u2068" not in out + err
    assert "0 wait for review, 1063 approved, 1 not current" in err


def test_a_translation_changed_after_the_listing_is_not_approved_unseen(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    key = "products/llm-d:organisation"
    _rewrite(root, "ja", key, "コミュニティ", "共同体")  # (every rule passes it)
    out, token = _listed(run_cli, root, "ja")
    shown = re.search(rf"{re.escape(key)}@([0-9a-f]{{32}})", out)
    assert shown and token
    # The translator changes it again after the reviewer read the listing.
    _rewrite(root, "ja", key, "共同体", "開発者の共同体")
    before = _record(root, "ja").read_bytes()
    for approving in (
        ["--approve", f"{key}@{shown.group(1)}"],
        ["--approve", key, "--listed", token],
        ["--approve-all", "--listed", token],
    ):
        code, _, err = run_cli("-C", str(root), "review", "ja", *approving)
        assert code == 1 and "[review-listing]" in err and "nothing was approved" in err
        assert _record(root, "ja").read_bytes() == before
    # Without the digest or the listing's token, approving is a usage error.
    for approving in (["--approve", key], ["--approve-all"]):
        code, _, err = run_cli("-C", str(root), "review", "ja", *approving)
        assert code == 2 and "--listed TOKEN" in err
    assert _record(root, "ja").read_bytes() == before
    # What the listing shows now is what is approved.
    out, token = _listed(run_cli, root, "ja")
    assert "開発者の共同体" in out
    assert run_cli("-C", str(root), "review", "ja", "--approve-all", "--listed", token)[0] == 0
    assert _check(run_cli, root)[:2] == (0, [])


def test_a_plural_entry_lists_both_english_forms_and_each_translation_form(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    path = _catalog(root, "ko")
    text = path.read_text(encoding="utf-8")
    assert 'msgstr[0] "비교 글 {count}편:"' in text
    path.write_text(
        text.replace('msgstr[0] "비교 글 {count}편:"', 'msgstr[0] "비교 글 총 {count}편:"'),
        encoding="utf-8",
    )
    out = _listed(run_cli, root, "ko")[0]
    assert out.splitlines()[1:] == [
        "  en: {count} comparison:",
        "  en: All {count} comparisons:",
        "  ko[0] (n = 0, 1, 2, 3, 4, …): 비교 글 총 {count}편:",
    ]
    assert [p["code"] for p in _check(run_cli, root)[1]] == ["unreviewed"]


def test_the_side_by_side_review_shows_an_unreviewed_translation_as_such(tmp_path: Path) -> None:
    from comparekit.serving.review import review_columns
    from comparekit.sources.load import load_project
    from comparekit.sources.settings import load_settings

    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    _rewrite(root, "ko", key, "데이터센터 서빙 스택이 아닙니다", "데이터센터 서빙 스택입니다")
    project = load_project(load_settings(root))
    [column] = review_columns(project, "deepinfer-vs-ktransformers", ["ko"])
    [mark] = [mark for mark in column.marks if mark.key == key]
    assert mark.state == "unreviewed"
    assert "데이터센터 서빙 스택입니다" in mark.shown  # what the reviewer is to read
    assert [m.key for m in column.marks if m.state != "current"] == [key]


def test_the_to_do_list_names_a_translation_that_waits_for_review(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    key = "products/vllm:facts.pd-disaggregation"
    line = _rewrite(root, "ja", key, "まだ実験的扱い", "まだ試験的扱い")
    code, out, err = run_cli("-C", str(root), "status", "--locale", "ja", "--todo")
    assert code == 0, err
    where = f"locales/ja/LC_MESSAGES/messages.po:{line}: {key}"
    assert f"{where}: awaiting a reviewer's approval: `comparekit review` lists it" in out + err


def test_a_plural_rule_changed_in_the_header_waits_for_review(
    tmp_path: Path, run_cli: RunCli
) -> None:
    from comparekit.catalogs.approvals import approval_digest

    english = ("{count} comparison:", "All {count} comparisons:")
    forms = ["{count} 件", "全 {count} 件"]
    # Which form a count shows is the rule's to say: the same forms under another rule
    # show the reader other words.
    assert approval_digest("k", english, forms, "(n != 1)") != approval_digest(
        "k", english, forms, "(n == 1)"
    )
    root = _copy_shipped(tmp_path / "project")
    path = _catalog(root, "ja")
    text = path.read_text(encoding="utf-8")
    header = '"Plural-Forms: nplurals=1; plural=0;\\n"'
    assert header in text
    path.write_text(
        text.replace(header, '"Plural-Forms: nplurals=1; plural=(n*0);\\n"'), encoding="utf-8"
    )
    problems = _check(run_cli, root)[1]
    assert [(p["code"], "ui:hub.count" in str(p["message"])) for p in problems] == [
        ("unreviewed", True)
    ]


@pytest.mark.parametrize(
    "change", [lambda t: t.replace("\n", "\r\n"), lambda t: "\ufeff" + t], ids=["crlf", "bom"]
)
def test_a_record_checked_out_with_crlf_or_saved_with_a_bom_says_the_same(
    change: Callable[[str], str], tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    for tag in FOLDERS:
        path = _record(root, tag)
        path.write_bytes(change(path.read_text(encoding="utf-8")).encode("utf-8"))
    assert _check(run_cli, root)[:2] == (0, [])


def test_a_translation_differing_only_by_a_variation_selector_is_warned_and_listed_apart(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    key = "products/vllm:facts.pd-disaggregation"
    _rewrite(root, "ja", key, "対応", "対\ufe00応")
    problems = _check(run_cli, root)[1]
    assert sorted(str(p["code"]) for p in problems) == ["invisible", "unreviewed"]
    assert "invisible characters: U+FE00" in str(problems[0]["message"]) + str(
        problems[1]["message"]
    )
    out = _listed(run_cli, root, "ja")[0]
    assert "\ufe00" not in out and "  ja: 対\\ufe00応" in out


def test_git_merges_two_branches_approvals_line_by_line(tmp_path: Path) -> None:
    """With the repository's .gitattributes, two branches approving different strings
    merge without a conflict, and the merged record approves both."""
    import subprocess

    attributes = (REPO / ".gitattributes").read_text(encoding="utf-8")
    assert "locales/*/approved.txt merge=union" in attributes
    root = _copy_shipped(tmp_path / "project")
    shutil.copy(REPO / ".gitattributes", root / ".gitattributes")
    path = _record(root, "ja")
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header, body = lines[:5], lines[5:]
    a, b = body[3], body[-3]  # one approval each branch adds back

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=root, check=True, capture_output=True)

    path.write_text("".join([*header, *(line for line in body if line not in (a, b))]))
    git("init", "-q", "-b", "main")
    git("-c", "user.name=t", "-c", "user.email=t@t", "add", "-A")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    git("checkout", "-qb", "other")
    path.write_text("".join([*header, *(line for line in body if line != a)]))
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "b")
    git("checkout", "-q", "main")
    path.write_text("".join([*header, *(line for line in body if line != b)]))
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "a")
    git("-c", "user.name=t", "-c", "user.email=t@t", "merge", "-q", "--no-edit", "other")
    assert sorted(path.read_text().splitlines(keepends=True)[5:]) == sorted(body)


FR_HEADER = (
    'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    '"Plural-Forms: nplurals=3; plural={rule};\\n"\n\n'
    'msgctxt "ui:hub.count"\nmsgid "{{count}} comparison:"\n'
    'msgid_plural "All {{count}} comparisons:"\n'
    'msgstr[0] "{{count}} comparatif :"\nmsgstr[1] "Les {{count}} comparatifs :"\n'
    'msgstr[2] "Les {{count}} comparatifs :"\n'
)


def test_a_plural_rule_that_shows_a_count_in_another_form_than_the_language_is_refused() -> None:
    """Attack 18's P9: a French catalog kept its three forms but took a rule that shows 10
    in the singular; each form was written and reviewed for the counts French gives it."""
    from comparekit.catalogs.po.read import plural_rule, read_po
    from comparekit.errors import ProblemsFound

    own = "(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2"
    same = "n <= 1 ? 0 : (n % 1000000 == 0 ? 1 : 2)"  # written otherwise, the same choice
    for rule in (own, same):
        po = read_po(FR_HEADER.format(rule=rule).encode(), "fr.po")
        assert plural_rule(po, "fr", "fr.po") == (3, rule)
    po = read_po(FR_HEADER.format(rule="n <= 10 ? 0 : 2").encode(), "fr.po")
    with pytest.raises(ProblemsFound) as refused:
        plural_rule(po, "fr", "fr.po")
    [problem] = refused.value.problems
    where = ("fr.po", po.header_line("Plural-Forms"), "po-header")
    assert (problem.path, problem.line, problem.code) == where
    assert "shows 2 in form 0, where fr's rule" in problem.message
    assert f"nplurals=3; plural={own};" in problem.hint


def test_a_japanese_plural_rule_it_cannot_read_is_hinted_with_japanese_rule() -> None:
    from comparekit.catalogs.po.read import plural_rule, read_po
    from comparekit.errors import ProblemsFound

    text = FR_HEADER.replace("Language: fr", "Language: ja").format(rule="n +")
    with pytest.raises(ProblemsFound) as refused:
        plural_rule(read_po(text.encode(), "ja.po"), "ja", "ja.po")
    assert "`nplurals=1; plural=0;`" in refused.value.problems[0].hint


@pytest.mark.parametrize(
    "label",
    [
        lambda a, b: b,  # attack 18b's G4 and 18c's c146: labels swapped by hand
        lambda a, b: "zzz:nothing",  # c147: a key that is not there
        lambda a, b: a.replace(":", "\uff1a"),  # c133: a fullwidth colon
        lambda a, b: a + "\x00",  # c138: a NUL after the key
    ],
    ids=["another-key", "no-key", "fullwidth-colon", "nul"],
)
def test_a_line_approves_only_the_string_its_key_names(
    label: Callable[[str, str], str], tmp_path: Path, run_cli: RunCli
) -> None:
    """A line's key is part of what it approves: a digest under another string's key, or
    under no string's, approves nothing, so the record's diff says what it approves."""
    root = _copy_shipped(tmp_path / "project")
    a, b = "products/vllm:organisation", "products/llm-d:organisation"
    path = _record(root, "ja")
    text = path.read_text(encoding="utf-8")
    [line] = [line for line in text.split("\n") if line.endswith(f" {a}")]
    path.write_text(text.replace(f"{line}\n", f"{line[:32]} {label(a, b)}\n"), encoding="utf-8")
    code, problems, err = _check(run_cli, root)
    assert code == 1 and "Traceback" not in err
    assert [(p["code"], str(p["message"]).split("'")[1]) for p in problems] == [("unreviewed", a)]
    out = _listed(run_cli, root, "ja")[0]
    assert f"{a}@{line[:32]} " in out
    assert run_cli("-C", str(root), "review", "ja", "--approve", f"{a}@{line[:32]}")[0] == 0
    assert _check(run_cli, root)[:2] == (0, [])


def test_revoking_takes_back_the_approval_of_the_string_whatever_its_line_says(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18b's G4: a second line approves the string's digest under another key (a
    hand edit); revoking the string takes back its own line and that one."""
    root = _copy_shipped(tmp_path / "project")
    a = "products/vllm:organisation"
    path = _record(root, "ja")
    text = path.read_text(encoding="utf-8")
    [line] = [line for line in text.split("\n") if line.endswith(f" {a}")]
    path.write_text(text + f"{line[:32]} products/llm-d:organisation\n", encoding="utf-8")
    assert _check(run_cli, root)[:2] == (0, [])
    code, _, err = run_cli("-C", str(root), "review", "ja", "--revoke", a)
    assert code == 0 and "ja: 2 approvals taken back" in err  # its own line, and the other
    problems = _check(run_cli, root)[1]
    assert [str(p["message"]).split("'")[1] for p in problems] == [a]


def test_a_merge_that_keeps_a_line_one_branch_revoked_does_not_approve_it_again(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18c's c055: with merge=union, one branch revokes a translation while the
    other approves the string next to it in the record; the merge keeps both sides' lines,
    the revoked approval's among them, and the revocation still outweighs it."""
    import subprocess

    root = _copy_shipped(tmp_path / "project")
    shutil.copy(REPO / ".gitattributes", root / ".gitattributes")
    title = "comparisons/deepinfer-vs-vllm:title"
    verdict = "comparisons/deepinfer-vs-vllm:verdict"

    def git(*args: str) -> str:
        said = subprocess.run(
            ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
            cwd=root,
            check=True,
            capture_output=True,
            text=True,
        )
        return said.stdout + said.stderr

    git("init", "-q", "-b", "main")
    git("add", "-A")
    git("commit", "-qm", "base")
    git("checkout", "-qb", "revoke")
    assert run_cli("-C", str(root), "review", "ja", "--revoke", title)[0] == 0
    assert "revoked " in _record(root, "ja").read_text(encoding="utf-8")
    git("commit", "-qam", "revoke the title")
    git("checkout", "-q", "main")
    _rewrite(
        root,
        "ja",
        verdict,
        "。",
        "！",
    )
    out = _listed(run_cli, root, "ja")[0]
    shown = re.search(rf"{re.escape(verdict)}@[0-9a-f]{{32}}", out)
    assert shown, out
    assert run_cli("-C", str(root), "review", "ja", "--approve", shown.group(0))[0] == 0
    git("commit", "-qam", "approve the verdict")
    git("merge", "-q", "--no-edit", "revoke")
    code, problems, _ = _check(run_cli, root)
    assert code == 1 and [str(p["message"]).split("'")[1] for p in problems] == [title]
    assert run_cli("-C", str(root), "build")[0] == 0
    assert not (root / "dist" / "ja" / "deepinfer-vs-vllm.md").exists()


def test_a_merge_that_keeps_an_older_approval_of_a_revoked_string_does_not_approve_it(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18d's c045: one branch approves a new translation (its older approval
    replaced) and then revokes the string, the other only annotates the record; the union
    merge keeps the older approval's line, and the older text, written back, still waits."""
    import subprocess

    root = _copy_shipped(tmp_path / "project")
    shutil.copy(REPO / ".gitattributes", root / ".gitattributes")
    key = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.title"
    record = _record(root, "ja")

    def git(*args: str) -> None:
        command = ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args]
        subprocess.run(command, cwd=root, check=True, capture_output=True)

    git("init", "-q", "-b", "main")
    git("add", "-A")
    git("commit", "-qm", "base")
    git("checkout", "-qb", "reviewer")
    _rewrite(root, "ja", key, "ベンチマークの罠", "ベンチマークの落とし穴")
    shown = re.search(rf"{re.escape(key)}@[0-9a-f]{{32}}", _listed(run_cli, root, "ja")[0])
    assert shown is not None
    assert run_cli("-C", str(root), "review", "ja", "--approve", shown.group(0))[0] == 0
    assert run_cli("-C", str(root), "review", "ja", "--revoke", key)[0] == 0
    git("commit", "-qam", "approve anew, then revoke")
    git("checkout", "-q", "main")
    lines = record.read_text(encoding="utf-8").split("\n")
    at = next(n for n, line in enumerate(lines) if line.endswith(f" {key}"))
    lines.insert(at, "# benchmark-trap title checked by Kim")
    record.write_text("\n".join(lines), encoding="utf-8")
    git("commit", "-qam", "a note")
    git("merge", "-q", "--no-edit", "reviewer")
    _rewrite(root, "ja", key, "ベンチマークの落とし穴", "ベンチマークの罠")  # the older text
    code, problems, _ = _check(run_cli, root)
    assert code == 1 and [str(p["message"]).split("'")[1] for p in problems] == [key]


def test_a_record_with_a_line_ended_by_a_carriage_return_alone_is_refused_at_it(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18d's c036: an old Mac editor's line ends made the header comment swallow
    every approval; the record is refused at its first such line."""
    root = _copy_shipped(tmp_path / "project")
    path = _record(root, "ja")
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r"))
    code, problems, err = _check(run_cli, root)
    assert code == 1 and "Traceback" not in err
    assert [(p["code"], p["line"]) for p in problems][:1] == [("review-record", 1)]
    assert "carriage return alone" in str(problems[0]["message"])


def test_a_digest_that_is_not_the_approval_of_an_approved_string_is_refused(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18e's c125: exit 1 naming the string, as for a string that waits."""
    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-vllm:analysis.benchmark-trap.title"
    record = _record(root, "ja").read_bytes()
    code, _, err = run_cli("-C", str(root), "review", "ja", "--approve", f"{key}@{'0' * 32}")
    assert code == 1 and "[review-listing]" in err and "is approved already" in err, err
    assert _record(root, "ja").read_bytes() == record
    [line] = [line for line in record.decode().split("\n") if line.endswith(f" {key}")]
    code, _, err = run_cli("-C", str(root), "review", "ja", "--approve", f"{key}@{line[:32]}")
    assert code == 0 and "ja: 0 translations approved" in err, err  # its own: nothing to do
    # copied in capitals (attack 18d's c083: "unknown key"), the same digest
    upper = f"{key}@{line[:32].upper()}"
    code, _, err = run_cli("-C", str(root), "review", "ja", "--approve", upper)
    assert code == 0 and "ja: 0 translations approved" in err, err


def test_a_listing_token_that_is_no_token_is_a_usage_error(tmp_path: Path, run_cli: RunCli) -> None:
    """Attack 18c's c215: exit 2, not "the listing changed" (exit 1)."""
    root = _copy_shipped(tmp_path / "project")
    record = _record(root, "ja").read_bytes()
    for token in ("zz", "", "0" * 31):
        code, _, err = run_cli("-C", str(root), "review", "ja", "--approve-all", "--listed", token)
        assert code == 2 and "[review-listing]" in err and "no listing's token" in err, err
    assert _record(root, "ja").read_bytes() == record


def test_a_record_with_a_line_of_other_blank_characters_reads_the_same(
    tmp_path: Path, run_cli: RunCli
) -> None:
    root = _copy_shipped(tmp_path / "project")
    path = _record(root, "ja")
    lines = path.read_text(encoding="utf-8").split("\n")
    path.write_text("\n".join([*lines[:7], "\u3000", " ", *lines[7:]]), encoding="utf-8")
    assert _check(run_cli, root)[:2] == (0, [])


def test_a_record_edited_in_place_with_its_times_put_back_is_read_again(tmp_path: Path) -> None:
    """In one process (the preview's), a record whose size and modification time are put
    back after an edit is read again: its change time moved."""
    from comparekit.catalogs.approvals import read_approvals
    from comparekit.sources.settings import load_settings

    root = _copy_shipped(tmp_path / "project")
    settings = load_settings(root)
    path = _record(root, "ja")
    before = read_approvals(settings, "ja")
    status = path.stat()
    text = path.read_text(encoding="utf-8")
    first = next(line for line in text.split("\n") if line and not line.startswith("#"))
    edited = text.replace(first, "f" * 32 + first[32:], 1)  # same size, another digest
    path.write_text(edited, encoding="utf-8")
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))
    after = read_approvals(settings, "ja")
    assert after is not before and "f" * 32 in {approval for approval, _ in after.written}


@pytest.mark.parametrize("change", [lambda t: t, lambda t: "\ufeff" + t.replace("\n", "\r\n")])
def test_the_digests_a_translator_is_given_are_the_records_read_whole_or_from_the_cache(
    change: Callable[[str], str], tmp_path: Path
) -> None:
    """What a page's translator is given approves exactly what the record's lines do,
    whether the record is read whole (the first time) or its digests come from the cache;
    a cache entry damaged or of another kind has the record read again."""
    from comparekit.catalogs import approvals
    from comparekit.sources.settings import load_settings

    root = _copy_shipped(tmp_path / "project")
    settings = load_settings(root)
    path = _record(root, "ja")
    path.write_bytes(change(path.read_text(encoding="utf-8")).encode("utf-8"))
    in_force = approvals.read_approvals(settings, "ja").in_force
    assert len(in_force) > 1000
    kept = settings.cache_folder() / "catalogs"  # type: ignore[operator]
    for damage in (None, b"\x92\xa0", b"\x82\xa9by_source\x80\xa6packed\xc4\x03abc"):
        if damage is not None:
            [entry] = kept.glob("approvals-ja.*")
            entry.write_bytes(damage)
        approvals._kept_here.clear()  # as another process finds the cache
        given = approvals.approved_digests(settings, "ja")
        assert given.lines == approvals.lines_by_source(in_force)
    # one entry kept per locale: the record approved again leaves no other
    approved = sorted(in_force)[0]
    path.write_text(path.read_text(encoding="utf-8") + f"{approved[0]} {approved[1]}\n")
    approvals.approved_digests(settings, "ja")
    approvals.approved_digests(settings, "zh-Hant")
    names = sorted(entry.name.split(".")[0] for entry in kept.glob("approvals-*"))
    assert names == ["approvals-ja", "approvals-zh-Hant"]


def test_a_records_lines_are_kept_in_shares_each_read_as_its_sources_are_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache keeps a record's lines in shares, so that a build rendering one article
    reads a few of them: what a translator is given from the shares approves what the
    record does; a share damaged or missing has the record read again, and a record saved
    since the run read its digests is refused (its lines would not be theirs); an entry
    naming an absurd number of shares is not taken."""
    from comparekit import cache
    from comparekit.catalogs import approvals
    from comparekit.errors import ProblemsFound
    from comparekit.sources.settings import load_settings

    root = _copy_shipped(tmp_path / "project")
    settings = load_settings(root)
    expected = approvals.lines_by_source(approvals.read_approvals(settings, "ja").in_force)
    monkeypatch.setattr(approvals, "_SHARE_BYTES", 4096)
    approvals._kept_here.clear()
    approvals.approved(settings, "ja")  # read whole: kept with its shares
    kept = settings.cache_folder() / "catalogs"  # type: ignore[operator]
    shares = sorted(kept.glob("approval-lines-ja.*"))
    assert len(shares) > 3
    approvals._kept_here.clear()  # as the next process finds the cache
    given = approvals.approved(settings, "ja")[1]
    assert given.lines[KEY.partition(":")[0]] == expected[KEY.partition(":")[0]]
    assert given.lines.shares_read == {approvals._share(KEY.partition(":")[0], len(shares))}  # type: ignore[attr-defined]
    assert dict(given.lines) == expected
    for damage in (b"", b"\x92\xa0", shares[1].read_bytes()):
        shares[0].write_bytes(damage)
        approvals._kept_here.clear()
        assert dict(approvals.approved(settings, "ja")[1].lines) == expected
    source = KEY.partition(":")[0]
    [share] = kept.glob(f"approval-lines-ja.*.{approvals._share(source, len(shares))}")
    share.unlink()
    approvals._kept_here.clear()
    given = approvals.approved(settings, "ja")[1]
    record = _record(root, "ja")
    record.write_text(record.read_text(encoding="utf-8") + "# saved again\n", "utf-8")
    with pytest.raises(ProblemsFound) as refused:
        given.holds(KEY, "Layers", ["x"])
    [problem] = refused.value.problems
    assert (problem.path, problem.code) == ("locales/ja/approved.txt", "review-record")
    assert "changed while this run read it" in problem.message
    # an entry of a billion shares is a miss: the record is read whole
    [entry] = kept.glob("approvals-ja.*")
    found = cache.read(entry, approvals._Kept)
    assert found is not None
    approvals._kept_here.clear()
    monkeypatch.setattr(approvals, "content_hash", lambda *_: found.content)
    cache.write(entry, approvals._Kept("ja", found.content, found.by_source, 10**9))
    read_whole = approvals.approved(settings, "ja")[1].lines
    assert isinstance(read_whole, dict)


def test_a_translator_holds_exactly_the_translations_the_record_approves() -> None:
    """A string is approved by a line of its own digest under its own key: not by another
    translation's, another English's, another string's line, nor one labelled with
    another key; several approvals of one string each hold."""
    from comparekit.cache import digest
    from comparekit.catalogs.approvals import ApprovedDigests, approval_digest, lines_by_source

    # written out for speed, the digest is still the one every record was written with
    assert approval_digest("k:1", "E", ["訳"]) == digest("k:1", "E", "translation", "訳").hex()
    approved = [(approval_digest(f"k:{n}", "English", [f"訳 {n}"]), f"k:{n}") for n in range(3000)]
    also = (approval_digest("k:5", "English", ["別訳 5"]), "k:5")
    given = ApprovedDigests(lines_by_source([*approved, also]))
    for n in range(0, 3000, 7):
        assert given.holds(f"k:{n}", "English", [f"訳 {n}"])
        assert not given.holds(f"k:{n}", "English", [f"訳 {n + 1}"])
        assert not given.holds(f"k:{n}", "English!", [f"訳 {n}"])
    assert given.holds("k:5", "English", ["別訳 5"]) and given.holds("k:5", "English", ["訳 5"])
    assert not given.holds("x:1", "English", ["訳 1"])  # a source with no line
    mislabelled = ApprovedDigests(lines_by_source([(approved[1][0], "k:2")]))
    assert not mislabelled.holds("k:1", "English", ["訳 1"])
    # by the digest a table keeps: the whole digest only, never a part of the line's text
    digest_of_5 = approval_digest("k:5", "English", ["訳 5"])
    assert given.approves("k:5", digest_of_5)
    for part in ("", digest_of_5[:31], digest_of_5[1:], " ", f"{digest_of_5} "):
        assert not given.approves("k:5", part), repr(part)
    assert not mislabelled.holds("k:2", "English", ["訳 1"])
    assert not ApprovedDigests({}).holds("k:1", "English", ["訳 1"])
    plural = approval_digest("k:p", ("a file", "files"), ["ファイル"], "nplurals=1; plural=0;")
    rule = ApprovedDigests(lines_by_source([(plural, "k:p")]))
    assert rule.holds("k:p", ("a file", "files"), ["ファイル"], "nplurals=1; plural=0;")
    assert not rule.holds("k:p", ("a file", "files"), ["ファイル"], "nplurals=1; plural=0")


def test_approving_edits_the_record_keeping_its_comments_line_ends_and_byte_order_mark(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """A record a reviewer annotated, checked out with CRLF and saved with a BOM: approving
    and revoking change only the approval lines concerned; every other byte stays."""
    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    path = _record(root, "ja")
    lines = path.read_text(encoding="utf-8").split("\n")[:-1]
    at = next(n for n, line in enumerate(lines) if line.endswith(f" {key}"))
    lines.insert(at, "# 2026-12-01 approved by Aiko after a read against the English")
    original = "\ufeff" + "\r\n".join(lines) + "\r\n"
    path.write_bytes(original.encode("utf-8"))
    assert _check(run_cli, root)[:2] == (0, [])
    assert run_cli("-C", str(root), "review", "ja", "--revoke", key)[0] == 0
    revoked = path.read_bytes().decode("utf-8")
    # its approval replaced by a revocation of its digest, where the sorted order puts it
    assert revoked == original.replace(lines[at + 1] + "\r\n", f"revoked {lines[at + 1]}\r\n")
    _rewrite(root, "ja", key, "ではない", "ではありません")
    out = _listed(run_cli, root, "ja")[0]
    shown = re.search(rf"{re.escape(key)}@[0-9a-f]{{32}}", out)
    assert shown, out
    assert run_cli("-C", str(root), "review", "ja", "--approve", shown.group(0))[0] == 0
    approved = path.read_bytes().decode("utf-8")
    new_line = f"{shown.group(0).split('@')[1]} {key}"
    assert approved == revoked.replace(lines[at] + "\r\n", f"{lines[at]}\r\n{new_line}\r\n")
    assert _check(run_cli, root)[:2] == (0, [])


@pytest.mark.parametrize("how", ["unapproved", "emptied"])
def test_a_page_a_locale_build_holds_back_stays_published_in_the_other_locales(
    how: str, tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 19's B3 and B4: `build --locale ja`, holding back ja's page of an article,
    deleted that article's pages in every other locale, which a full build publishes."""
    root = _copy_shipped(tmp_path / "project")
    assert run_cli("-C", str(root), "build")[0] == 0
    page = "deepinfer-vs-dynamo.md"
    others = {tag: (root / "dist" / tag / page).read_bytes() for tag in ("en", "ko", "zh-Hant")}
    key = "comparisons/deepinfer-vs-dynamo:analysis.layers.title"
    if how == "unapproved":
        path = _record(root, "ja")
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        path.write_text("".join(x for x in lines if not x.endswith(f" {key}\n")), "utf-8")
    else:
        catalog = root / "locales/ja/LC_MESSAGES/messages.po"
        text = catalog.read_text(encoding="utf-8")
        start = text.index("\nmsgstr ", text.index(f'msgctxt "{key}"'))
        catalog.write_text(text[:start] + '\nmsgstr ""' + text[text.index("\n\n", start) :])
    code, out, err = run_cli("-C", str(root), "build", "--locale", "ja")
    assert code == 0, err
    assert "1 held: deepinfer-vs-dynamo" in out + err
    assert not (root / "dist/ja" / page).exists()
    assert {tag: (root / "dist" / tag / page).read_bytes() for tag in others} == others
    assert len(list((root / "dist").rglob("*.md"))) == 43


KEY = "comparisons/deepinfer-vs-dynamo:analysis.layers.title"


def test_a_record_saved_while_a_run_reads_it_is_kept_as_the_text_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Attack 19's B5: the cache's entry for a record was named by one reading of the file
    (its content hash) and filled from a second; a record saved between the two left the
    approvals of one version under the other's name, for every later build of it."""
    import hashlib

    from comparekit.catalogs import approvals
    from comparekit.sources.settings import load_settings

    root = _copy_shipped(tmp_path / "project")
    settings = load_settings(root)
    path = _record(root, "ja")
    whole = path.read_bytes()
    path.write_bytes(
        b"".join(x for x in whole.splitlines(True) if not x.endswith(f" {KEY}\n".encode()))
    )
    hashed = hashlib.blake2b(whole, digest_size=16).hexdigest()  # before it was saved
    monkeypatch.setattr(approvals, "content_hash", lambda *_: hashed)
    approvals._kept_here.clear()
    lines = approvals.approved(settings, "ja")[1].lines["comparisons/deepinfer-vs-dynamo"]
    assert f" {KEY}\n" not in lines  # what was read
    monkeypatch.undo()
    path.write_bytes(whole)  # the version the first hash was of
    approvals._kept_here.clear()
    lines = approvals.approved(settings, "ja")[1].lines["comparisons/deepinfer-vs-dynamo"]
    assert f" {KEY}\n" in lines


def test_another_locales_cache_entry_under_a_records_name_is_not_taken(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 19's B1, B2: ko's entry copied over ja's was taken as ja's record (ko approved
    the same words for some strings), approving what ja's record does not."""
    root = _copy_shipped(tmp_path / "project")
    path = _record(root, "ja")
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(x for x in lines if not x.endswith(f" {KEY}\n")), "utf-8")
    assert run_cli("-C", str(root), "build")[0] == 0
    kept = root / ".comparekit-cache/catalogs"
    [ja] = kept.glob("approvals-ja.*")
    [ko] = kept.glob("approvals-ko.*")
    ja.write_bytes(ko.read_bytes())
    from comparekit.catalogs import approvals

    approvals._kept_here.clear()  # as the next process finds the cache
    code, problems, err = _check(run_cli, root)
    assert code == 1, err
    assert [(p["code"], p["path"]) for p in problems] == [
        ("unreviewed", "locales/ja/LC_MESSAGES/messages.po")
    ]


def test_a_run_renders_and_checks_with_the_reading_of_a_record_it_keys_them_by(
    tmp_path: Path, run_cli: RunCli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page is stored by a digest of its locale's record, and a verdict kept by one: the
    translator that renders or checks them must use that same reading of the record, not
    read it again (a record saved in between would leave one version's page or verdict
    under the other's digest)."""
    from comparekit.rendering import remembered

    def read_again(*_: object) -> None:
        raise AssertionError("the record was read a second time")

    monkeypatch.setattr(remembered, "approved_digests", read_again)
    root = _copy_shipped(tmp_path / "project")
    code, _, err = run_cli("-C", str(root), "build")
    assert code == 0, err
    code, _, err = run_cli("-C", str(root), "check")
    assert code == 0, err


def test_reviewing_the_source_locale_is_told_it_is_the_source(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18d's c080: `review en` suggested `comparekit add-locale en`."""
    root = _copy_shipped(tmp_path / "project")
    for command in (["review", "en"], ["status", "--locale", "en"]):
        code, _, err = run_cli("-C", str(root), *command)
        assert code == 2 and "[unknown-locale]" in err, err
        assert "'en' is the source locale" in err and "add-locale" not in err


@pytest.mark.parametrize("cache", ["deleted", "none"])
def test_a_locale_build_without_the_page_store_keeps_the_other_locales(
    cache: str, tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 19b's BR1, BR2: with the cache deleted, or none kept (`cache = ""`), `build
    --locale ja` dropped every other locale's pages ("not the page comparekit wrote"): the
    store could not vouch for them. A locale the store knows nothing of is built too."""
    root = _copy_shipped(tmp_path / "project")
    if cache == "none":
        settings = root / "pyproject.toml"
        text = settings.read_text(encoding="utf-8")
        settings.write_text(text.replace("[tool.comparekit]\n", '[tool.comparekit]\ncache = ""\n'))
    assert run_cli("-C", str(root), "build")[0] == 0
    before = {p.relative_to(root): p.read_bytes() for p in (root / "dist").rglob("*.md")}
    assert len(before) == 44
    shutil.rmtree(root / ".comparekit-cache", ignore_errors=True)
    code, _, err = run_cli("-C", str(root), "build", "--locale", "ja")
    assert code == 0 and "not carried over" not in err, err
    after = {p.relative_to(root): p.read_bytes() for p in (root / "dist").rglob("*.md")}
    assert after == before


def test_checking_one_locale_reads_only_its_own_files(tmp_path: Path, run_cli: RunCli) -> None:
    """Attack 19b's BR4: `check --locale ko` failed on ja's damaged record; and with ja's
    catalog damaged, it said ko was clean without checking it (the check stopped at ja)."""
    root = _copy_shipped(tmp_path / "project")
    record = _record(root, "ja")
    record.write_text(record.read_text(encoding="utf-8") + "not a line\n", encoding="utf-8")
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    catalog.write_text(catalog.read_text(encoding="utf-8") + 'msgstr "x"\n', encoding="utf-8")
    code, _, err = run_cli("-C", str(root), "check", "--locale", "ko")
    assert code == 0, err
    ko = root / "locales/ko/LC_MESSAGES/messages.po"
    text = ko.read_text(encoding="utf-8")
    ko.write_text(text.replace('msgstr "Apache-2.0"', 'msgstr "Apache-2.0 {zzz}"', 1), "utf-8")
    code, problems, err = _check(run_cli, root)  # every locale: ja's problems
    assert code == 1 and all(p["path"].startswith("locales/ja/") for p in problems), err
    code, out, err = run_cli("-C", str(root), "check", "--locale", "ko", "--format", "json")
    found = json.loads(out)["problems"]
    assert code == 1 and {p["path"] for p in found} == {"locales/ko/LC_MESSAGES/messages.po"}


def test_the_approval_digest_a_table_keeps_is_the_one_a_reviewer_approves(
    tmp_path: Path,
) -> None:
    """A catalog's table keeps each translated singular's approval digest, so that no check
    or build works it out again: read from the catalog, from the cache, and from the cache
    after an edit of one entry (the slices kept as they were), each is ``approval_digest``
    of the entry as it stands, and none is kept for a plural, fuzzy or empty entry."""
    from comparekit.catalogs.approvals import approval_digest
    from comparekit.catalogs.table import load_table

    root = _copy_shipped(tmp_path / "project")
    path, cache = _catalog(root, "ja"), root / ".comparekit-cache"
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    tables = [load_table(path, "ja", "ja.po", None), load_table(path, "ja", "ja.po", cache)]
    _rewrite(root, "ja", key, "ではない", "だ")
    tables.append(load_table(path, "ja", "ja.po", cache))
    for table in tables:
        kept = 0
        for source in table.sources():
            for entry_key, entry in table.slice(source).items():
                if isinstance(entry.msgid, str) and not entry.fuzzy and entry.strings[0]:
                    expected = approval_digest(entry_key, entry.msgid, [entry.strings[0]])
                    assert entry.approval == expected, entry_key
                    kept += 1
                else:
                    assert entry.approval == "", entry_key
        assert kept > 1000
    assert "サービングスタックだ。" in tables[2].slice(key.partition(":")[0])[key].strings[0]


def test_a_translator_answers_from_memory_only_the_english_it_showed(tmp_path: Path) -> None:
    """A translator remembers each string it showed cleanly (translated, no finding,
    approved) for the rest of the locale's pages; asked the same key under other English,
    or a string no reviewer approved, it never answers from that memory."""
    from comparekit.catalogs.approvals import ApprovedDigests, approval_digest
    from comparekit.catalogs.table import read_translations
    from comparekit.rendering.translate import Translator

    path = tmp_path / "messages.po"
    path.write_text(
        'msgid ""\nmsgstr "Plural-Forms: nplurals=1; plural=0;\\n"\n\n'
        'msgctxt "s:a"\nmsgid "Fast"\nmsgstr "速い"\n\n'
        'msgctxt "s:b"\nmsgid "Slow"\nmsgstr "遅い"\n',
        encoding="utf-8",
    )
    table = read_translations(path, "ja", "messages.po")
    approved = approval_digest("s:a", "Fast", ["速い"])
    approvals = ApprovedDigests({"s": f"\n{approved} s:a\n"})
    translator = Translator("ja", table, "messages.po", approvals=approvals, review="required")
    assert [translator.text("s:a", "Fast") for _ in range(3)] == ["速い"] * 3
    assert translator.fallbacks == []
    assert translator.text("s:a", "Quick") == "Quick"  # the sources' English changed
    assert [(f.key, f.reason) for f in translator.fallbacks] == [("s:a", "absent")]
    assert translator.text("s:a", "Fast") == "速い"
    translator.fallbacks.clear()
    assert [translator.text("s:b", "Slow") for _ in range(2)] == ["Slow", "Slow"]
    assert {(f.key, f.reason) for f in translator.fallbacks} == {("s:b", "unreviewed")}


def test_the_translation_memory_exports_only_approved_translations(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 18b's c172/c177: with review required, `tm export` wrote translations no
    reviewer approved, and revoked ones, for other tools to reuse as settled. Only what a
    page may show is exported; with review off, every current translation."""
    root = _copy_shipped(tmp_path / "project")
    key = "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer"
    old = "データセンター向けのサービングスタックではない"
    new = "データセンター向けのサービングスタックだ"
    _rewrite(root, "ja", key, old, new)
    revoked = "comparisons/deepinfer-vs-vllm:verdict"
    assert run_cli("-C", str(root), "review", "ja", "--revoke", revoked)[0] == 0
    text = _catalog(root, "ja").read_text(encoding="utf-8")
    verdict = _field(text[slice(*_entry_span(text, revoked)[:2])], "msgstr")
    changed = _field(text[slice(*_entry_span(text, key)[:2])], "msgstr")  # the whole msgstr
    assert new in changed

    def exported(kind: str) -> set[str]:
        """The translations the export wrote, read as its format is read."""
        memory = tmp_path / f"memory.{kind}"
        code, _, err = run_cli(
            "-C", str(root), "tm", "export", "--format", kind, "--locale", "ja", str(memory)
        )
        assert code == 0 and "Traceback" not in err, err
        if kind == "po":
            with memory.open("rb") as po:
                return {str(message.string) for message in read_po(po) if message.id}
        tree = ElementTree.parse(memory)
        return {
            "".join(seg.itertext())
            for tuv in tree.iter("tuv")
            if tuv.get(XML_LANG) == "ja"
            for seg in tuv.iter("seg")
        }

    approved = "数百のモデルと多種多様なハードウェアに対応。"
    for kind in ("tmx", "po"):
        written = exported(kind)
        assert approved in written, kind  # (read as written: the test reads what it should)
        assert changed not in written and verdict not in written, kind
    settings = root / "pyproject.toml"
    settings.write_text(
        settings.read_text(encoding="utf-8").replace('review = "required"', 'review = "off"'),
        encoding="utf-8",
    )
    assert {changed, verdict, approved} <= exported("po")


XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_a_key_a_template_gives_two_english_strings_is_not_current_not_a_crash(
    shipped: Path, run_cli: RunCli, tmp_path: Path
) -> None:
    """Attack 54's F6: before `update`, a template that gives one key two English strings
    (pgettext("ui:extra", "Alpha") and pgettext("ui:extra", "Beta")) made `review` and
    `xliff export` stop on an assertion. The key is not current, and review says so."""
    template = shipped / "templates" / "comparison.md.j2"
    text = template.read_text(encoding="utf-8")
    template.write_text(
        text + '\n{{ pgettext("ui:extra", "Alpha") }} {{ pgettext("ui:extra", "Beta") }}\n',
        encoding="utf-8",
    )
    code, out, err = run_cli("-C", str(shipped), "review", "ja")
    assert (code, "Traceback" in err) == (0, False), err
    assert "1 not current" in out + err
    code, _, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(tmp_path / "ja.xlf"))
    assert (code, "Traceback" in err) == (1, False), err
    assert "[stale-catalog]" in err


def test_review_does_not_write_the_record_through_a_linked_folder(
    shipped: Path, run_cli: RunCli, tmp_path: Path
) -> None:
    """Attack 54's F1: with locales/ja a link to a folder elsewhere, `review --revoke`
    rewrote the record there; it is refused at the record, as `update` refuses the
    catalog, and no byte of the folder the link leads to changes."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (shipped / "locales" / "ja").rename(elsewhere / "ja")
    (shipped / "locales" / "ja").symlink_to(elsewhere / "ja", target_is_directory=True)
    record = (elsewhere / "ja" / "approved.txt").read_bytes()
    code, _, err = run_cli(
        "-C", str(shipped), "review", "ja", "--revoke", "products/vllm:facts.pd-disaggregation"
    )
    assert (code, "Traceback" in err) == (1, False), err
    assert "locales/ja/approved.txt: [output-file] is reached through a symbolic link" in err
    assert (elsewhere / "ja" / "approved.txt").read_bytes() == record


def test_a_string_only_the_hub_shows_holds_the_hub_alone(shipped: Path, run_cli: RunCli) -> None:
    """Attack 54's F3: one hub string waiting for review held every Japanese article, which
    shows of the hub its link title alone. Now the hub is held and the articles publish."""
    code, _, err = run_cli("-C", str(shipped), "review", "ja", "--revoke", "hub:matrix.title")
    assert code == 0, err
    code, out, err = run_cli("-C", str(shipped), "build")
    assert (code, "Traceback" in err) == (0, False), err
    assert "ja: 10 published, 1 held: index (1 not reviewed)" in out + err
    ja = shipped / "dist" / "ja"
    assert not (ja / "index.md").exists()
    assert len(list(ja.glob("deepinfer-vs-*.md"))) == 10


@pytest.mark.parametrize("spelled", ["plural=(0);", "plural= 0 ;", "plural=((0));"])
def test_a_plural_rule_spelled_otherwise_keeps_its_approvals(
    shipped: Path, run_cli: RunCli, spelled: str
) -> None:
    """Attack 54's F5: a tool that writes the Plural-Forms rule with brackets or spaces
    (Weblate writes `(n > 1)` where Babel writes `n>1`) took back every plural entry's
    approval and held the hub. The rule is bound by one spelling."""
    catalog = shipped / "locales" / "ja" / "LC_MESSAGES" / "messages.po"
    text = catalog.read_text(encoding="utf-8")
    assert text.count("nplurals=1; plural=0;") == 1
    catalog.write_text(text.replace("plural=0;", spelled), encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "check", "--strict")
    assert (code, "Traceback" in err) == (0, False), out + err


def test_a_build_reads_the_review_records_alongside_the_sources_into_the_cache(
    tmp_path: Path,
) -> None:
    """With review on, the processes that read the catalogs while the sources load also
    read each locale's record into the cache, so that the run itself finds it there; a
    record touched since counts as not kept, and review off reads none."""
    from comparekit.catalogs import approvals
    from comparekit.rendering.remembered import catalogs_read_alongside
    from comparekit.sources.settings import load_settings

    root = _copy_shipped(tmp_path / "project")
    settings = load_settings(root)
    for path in [_record(root, tag) for tag in ("ja", "zh-Hant", "ko")]:
        settled = path.stat().st_mtime_ns - 10**10  # its hash can be recorded
        os.utime(path, ns=(settled, settled))
    assert not any(approvals.approvals_known(settings, tag) for tag in ("ja", "zh-Hant", "ko"))
    approvals._kept_here.clear()
    with catalogs_read_alongside(settings, ["ja", "zh-Hant", "ko"]):
        pass
    assert all(approvals.approvals_known(settings, tag) for tag in ("ja", "zh-Hant", "ko"))
    assert approvals._kept_here == {}  # read by the other processes, not by this one
    expected = approvals.lines_by_source(approvals.read_approvals(settings, "ja").in_force)
    assert dict(approvals.approved(settings, "ja")[1].lines) == expected
    record = _record(root, "ja")
    record.write_text(record.read_text(encoding="utf-8") + "# saved again\n", "utf-8")
    assert not approvals.approvals_known(settings, "ja")
    off = tmp_path / "off"
    shutil.copytree(root, off)
    shutil.rmtree(off / ".comparekit-cache", ignore_errors=True)
    pyproject = off / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text.replace('review = "required"', 'review = "off"'), "utf-8")
    off_settings = load_settings(off)
    with catalogs_read_alongside(off_settings, ["ja"]):
        pass
    assert not list((off / ".comparekit-cache" / "catalogs").glob("approvals-*"))


def test_a_record_swapped_for_a_fifo_while_hashed_is_refused_not_waited_on(
    tmp_path: Path,
) -> None:
    """Attack 61: a record (or a catalog) replaced by a FIFO between the look at it and its
    reading held the build forever in the hash of its bytes. Opened without waiting for a
    writer, it is refused with its path at once."""
    import subprocess
    import sys

    fifo = tmp_path / "approved.txt"
    os.mkfifo(fifo)
    (tmp_path / "cache").mkdir()
    script = (
        "import sys; from pathlib import Path\n"
        "from comparekit.catalogs.contenthash import content_hash\n"
        "try:\n"
        f"    content_hash(Path({str(fifo)!r}), Path({str(tmp_path / 'cache')!r}))\n"
        "except OSError as fault:\n"
        "    print('refused', fault.filename, fault.strerror)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.stdout.split()[:2] == ["refused", str(fifo)], done.stderr
