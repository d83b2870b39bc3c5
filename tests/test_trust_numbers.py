"""The fifth outside attack: translations that changed a number or a name while ``check`` stayed
clean and ``build`` published them. Each gap is a named fixture, played as the attacker did:
``comparekit init``, ``add-locale ja``, a FAQ answer's English, ``update``, the ja msgstr. Each is
refused by ``check`` (exit 1) at its catalog entry, with its problem code and no traceback, and
``build`` holds the page rather than publish the changed text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from comparekit.catalogs.formatflags import flag_problems
from comparekit.catalogs.numbers import combining_marks, number_changes, number_tokens
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.rules import Entry, Finding, check_numbers
from comparekit.cli import main
from hostile import places, po_string

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
COMPARISON = "articles/comparisons/example-engine-vs-example-router.yaml"
KEY = "comparisons/example-engine-vs-example-router:faq.substitute.answer"
STARTER_ANSWER = "No. They work at different layers."


@dataclass(frozen=True)
class Attack:
    english: str
    translation: str
    code: str
    message: str  # a phrase of the problem's message
    shown: str  # what of the translation must not reach a page


ATTACKS = {
    # 1. A number glued after "." or ",".
    "number after a comma": Attack(
        "It needs 8 GPUs.", "8 GPU が必要、ノード数は,64。", "number", "does not have: 64", ",64"
    ),
    "number after a dot": Attack("It needs 8 GPUs.", "No.9 GPU が必要。", "number", "8", "No.9"),
    # 2. A unit after a space.
    "spaced unit changed": Attack("It needs 4 GB.", "4 TB が必要。", "number", "4GB", "4 TB"),
    "spaced time unit changed": Attack(
        "It answers in 5 ms.", "5 s で応答する。", "number", "5ms", "5 s"
    ),
    "spaced unit made binary": Attack("It needs 4 GB.", "4 GiB が必要。", "number", "4GB", "GiB"),
    # 3. Ideographic numerals.
    "ideographic count before a counter": Attack(
        "It runs on two nodes.", "三台のノードで動作する。", "number", "does not have: 3", "三台"
    ),
    "ideographic numeral standing alone": Attack(
        "It needs 8 GPUs.", "8 GPU が必要、九 ノード。", "number", "does not have: 9", "九"
    ),
    # 4. Counted, not collected; a number paired with its word.
    "numbers swapped between words": Attack(
        "It runs on 8 GPUs and 2 nodes.",
        "2 GPU と 8 ノードで動作する。",
        "number",
        "8 GPU (the translation has 2 GPU)",
        "2 GPU と 8",
    ),
    "extra copies of a number": Attack(
        "It needs 8 GPUs.", "8 GPU（最低 8 GPU × 8）が必要。", "number", "8, 8", "最低"
    ),
    "extra product name": Attack(
        "Example Router is fast.",
        "Example Router は速い。Example Engine。",
        "protected-term",
        "'Example Engine' is a product the English does not name",
        "Example Engine。",
    ),
    "full-width percent changed": Attack(
        "It is 30% faster.", "40％ 速い。", "number", "30% (the translation has 40%)", "40％"
    ),
    "time unit changed": Attack(
        "It takes 5 minutes.", "5 時間かかる。", "number", "5min (the translation has 5h)", "5 時間"
    ),
    "currency sign changed": Attack(
        "It costs $5.", "€5 かかる。", "number", "5USD (the translation has 5EUR)", "€5"
    ),
    "currency word changed": Attack(
        "It costs $5.", "5 ユーロかかる。", "number", "5USD (the translation has 5EUR)", "ユーロ"
    ),
    "size made a rate": Attack(
        "It needs 4 GB.", "4 GB/s が必要。", "number", "4GB (the translation has 4GBps)", "GB/s"
    ),
    "a measure's number added bare": Attack(
        "It needs 8 GPUs and 16 GB.",
        "8 GPU と 16 GB が必要、16 ノード。",
        "number",
        "does not have: 16",
        "16 ノード",
    ),
    "an ISO date's day and month swapped": Attack(
        "It was released on 2024-05-01.",
        "2024-01-05 にリリースされた。",
        "number",
        "2024-05-01 (the translation has 2024-01-05)",
        "2024-01-05",
    ),
    # 5. Multipliers read as the number they make.
    "myriads changed": Attack(
        "It costs 30000 USD.",
        "4万 USD かかる。",
        "number",
        "30000USD (the translation has 40000USD)",
        "4万",
    ),
    "billions changed": Attack(
        "It has 2 billion users.", "2億人のユーザー。", "number", "2000000000", "2億"
    ),
    # 6. English words that are not numbers.
    "a second is not 2": Attack(
        "It starts in a second.", "起動に 2 秒かかる。", "number", "does not have: 2", "2 秒"
    ),
    "the answer no is not 1": Attack(
        "No. It needs 8 GPUs.",
        "いいえ。1 台で 8 GPU が必要。",
        "number",
        "does not have: 1",
        "1 台",
    ),
    "a month stands for one number": Attack(
        "Released in May 2024 for 8 GPUs.",
        "2024年5月、8 GPU、5 ノード。",
        "number",
        "does not have: 5",
        "5 ノード",
    ),
    # 7. Other signs and comparison marks.
    "full-width minus": Attack("It costs 5 credits.", "－5 クレジット。", "number", "-5", "－5"),
    "small hyphen-minus": Attack(
        "It costs 5 credits.", "\ufe635 クレジット。", "number", "-5", "\ufe635"
    ),
    "en dash as a minus": Attack(
        "It costs 5 credits.", "費用は \u20135 クレジット。", "number", "-5", "\u20135"
    ),
    "heavy minus": Attack("It costs 5 credits.", "\u27965 クレジット。", "number", "-5", "\u2796"),
    "accounting triangle": Attack("It costs 5 credits.", "▲5 クレジット。", "number", "-5", "▲5"),
    "at least added": Attack("It needs 8 GPUs.", "≥8 GPU が必要。", "number", "≥8", "≥8"),
    "plus added": Attack("It needs 8 GPUs.", "8+ GPU が必要。", "number", "8+", "8+"),
    "full-width less than added": Attack(
        "It needs 8 GPUs.", "＜8 GPU が必要。", "number", "<8", "＜8"
    ),
    # 8. Combining marks.
    "combining mark on a digit": Attack(
        "It needs 8 GPUs.", "8\u0338 GPU が必要。", "number", "8 with U+0338", "\u0338"
    ),
    "combining mark on a product name": Attack(
        "Example Router is fast.",
        "Example Router\u0338 は速い。",
        "protected-term",
        "'Example Router' carries a combining mark",
        "\u0338",
    ),
}

FAITHFUL = {
    "a glued unit written after a space": ("It needs 4GB.", "4 GB が必要。"),
    "a plural word kept singular": (
        "It runs on 8 GPUs and 2 nodes.",
        "8 GPU と 2 ノードで動作する。",
    ),
    "a count in ideographs": ("It runs on two nodes.", "二台のノードで動作する。"),
    "one said as 一つ": ("It runs a model.", "一つのモデルを動かす。"),
    "一 inside words": ("It is unified in part.", "一部が統一されている。"),
    "a month in digits": ("Released in May 2024.", "2024年5月にリリース。"),
    "at least said in words": ("It needs 200+ GPUs.", "200以上の GPU が必要。"),
    "about said in words": ("It needs 8 GPUs.", "約 8 GPU が必要。"),
    "the product named for it": ("It is fast.", "Example Router は速い。"),
    "a full-width percent sign": ("It is 30% faster.", "30％ 速い。"),
    "minutes as 分": ("It takes 5 minutes.", "5 分かかる。"),
    "dollars as ドル": ("It costs $5.", "5 ドルかかる。"),
    "gigabytes spelled out": ("It needs 4 GB.", "4 ギガバイトが必要。"),
    "milliseconds spelled out": ("It answers in 5 ms.", "5 ミリ秒で応答する。"),
    "a date's day": ("Released on May 1, 2024.", "2024年5月1日にリリース。"),
    "a fraction": ("It uses 1/3 of 9 GPUs.", "9 GPU の3分の1を使う。"),
    "an ISO date kept": ("It was released on 2024-05-01.", "2024-05-01 にリリースされた。"),
    "myriads": ("It costs 30000 USD.", "3万 USD かかる。"),
    "myriads in Korean": ("It costs 30000 USD.", "3만 USD."),
    "hundred millions": ("It has 200000000 users.", "2億 人のユーザー。"),
    "billions as myriads": ("It has 2 billion users.", "20億人のユーザー。"),
    "millions as myriads": ("It has 2 million users.", "200万人のユーザー。"),
    "a run of myriads": ("It has 350000000 users.", "3億5000万人のユーザー。"),
}


def number_findings(english: str, translation: str) -> list[Finding]:
    """What the number check finds in one translation of one English string."""
    return check_numbers(Entry(key="faq.x", english=english, translation=translation))


def published(project: Path, english: str, translation: str) -> int:
    """The FAQ answer's English set and translated as given; the line of its msgid."""
    source = project / COMPARISON
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace(STARTER_ANSWER, english), encoding="utf-8")
    assert main(["-C", str(project), "update"]) == 0
    path = project / JA
    lines = path.read_text(encoding="utf-8").split("\n")
    for found, _, _, place in places(lines):
        if found == KEY:
            start = place.msgid - 1  # its msgctxt
            while start and lines[start - 1].startswith("#"):  # fuzzy, previous msgid
                start -= 1
            entry = [f"msgctxt {po_string(KEY)}", f"msgid {po_string(english)}"]
            lines[start : place.end] = [*entry, f"msgstr {po_string(translation)}"]
            path.write_text("\n".join(lines), encoding="utf-8")
            return start + 2
    raise AssertionError(f"no entry {KEY}")


def pages(root: Path) -> str:
    return "\n".join(
        path.read_text(encoding="utf-8") for path in sorted(root.rglob("*.md")) if path.is_file()
    )


@pytest.mark.parametrize("name", sorted(ATTACKS))
def test_the_attack_is_refused_at_its_entry_and_not_published(
    name: str, project: Path, run_cli: Cli
) -> None:
    attack = ATTACKS[name]
    line = published(project, attack.english, attack.translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [{attack.code}]" in err and attack.message in err, err
    assert err.count(f"{JA}:") == 1, err  # the one entry, nothing else
    code, out, err = run_cli("-C", str(project), "build", "--out", str(project / "dist"))
    assert code == 0 and "Traceback" not in err, err
    assert "held: example-engine-vs-example-router (1 broken)" in out + err, out + err
    built = pages(project / "dist")
    assert attack.english in built and attack.shown not in built


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_is_published(name: str, project: Path, run_cli: Cli) -> None:
    english, translation = FAITHFUL[name]
    published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 0, err
    assert main(["-C", str(project), "build", "--out", str(project / "dist")]) == 0
    assert translation in pages(project / "dist")


@pytest.mark.parametrize(
    "text, tokens",
    [
        ("GPUs,64", ["64"]),
        ("No.9 GPU", ["9"]),
        (
            "131,072 tokens, 1,000 runs, 1.5 s, v0.32.0 and 3.2",
            ["131,072", "1,000", "1.5s", "v0.32.0", "3.2"],
        ),
        ("4 GB, 4 GiB, 5 ms, 50 %, 2 x faster", ["4GB", "4GiB", "5ms", "50%", "2x"]),
        ("8 × 8 grid, 8 GPUs", ["8", "8", "8"]),
        (
            "－5, \ufe635, x \u20135, \u27965, ▲5, 2013\u20132015",
            ["-5", "-5", "-5", "-5", "-5", "2013", "2015"],
        ),
        ("≥8, 8+, ＜8, <8, ～8", ["≥8", "8+", "<8", "<8", "8"]),
        ("三台、九 ノード、二十一 GPU、二〇二六年", ["3", "9", "21", "2026"]),
        ("一部、統一、唯一、一般、同一、十分、万一", []),
        ("兩個、第三、約三台", ["2", "3", "3"]),
        ("2024-05-01, 2013-2015, v2024-05-01", ["2024-05-01", "2013", "2015", "v2024", "05", "01"]),
        (
            "3万、2億、1,000万、3億5000万、2 billion、1.5 million、FP16万",
            ["30000", "200000000", "10000000", "350000000", "2000000000", "1500000", "FP16"],
        ),
    ],
)
def test_number_tokens(text: str, tokens: list[str]) -> None:
    assert number_tokens(text) == tokens


@pytest.mark.parametrize(
    "english, translation, changes",
    [
        ("It runs on 8 GPUs and 2 nodes.", "2 GPU と 8 ノード。", (["8 GPU"], ["2 GPU"])),
        ("It needs 8 GPUs.", "8 GPU（最低 8 GPU × 8）", ([], ["8", "8"])),
        ("It starts in a second.", "2 秒で起動。", ([], ["2s"])),
        ("The second is met.", "第二の条件は満たされた。", ([], [])),
        ("Run it once with each.", "それぞれ1回実行する。", ([], [])),
        ("Once it loads, run.", "読み込んだら1回実行する。", ([], ["1"])),
        ("It runs on Ascend 950.", "Ascend 950 で動く。Ascend 950 は新しい。", ([], [])),
        ("It runs V4.1.", "V4.1 を動かす。V4.1 は新しい。", ([], [])),
        ("It costs 30000 USD.", "3만 USD.", ([], [])),
        ("It takes 5 minutes.", "5분 걸립니다.", ([], [])),
        ("It needs 8 GPUs and 16 GB.", "8 GPU と 16 GB、16 ノード。", ([], ["16"])),
        ("It runs V4.1 in 16 GB.", "16 GB の V4.1。4.1 は新しい。", ([], [])),
        ("It takes 5 minutes.", "5 小時。", (["5min"], ["5h"])),
        ("It costs 5 EUR.", "5 歐元。", ([], [])),
        ("It runs on V4.1.", "V4.1엔 있습니다.", ([], [])),
        ("It costs 30000 USD.", "4만 USD.", (["30000USD"], ["4"])),
        ("It targets only Ascend 950.", "Ascend 950만 대상으로 합니다.", ([], [])),
    ],
)
def test_number_changes(
    english: str, translation: str, changes: tuple[list[str], list[str]]
) -> None:
    assert number_changes(english, translation) == changes


def test_combining_marks_sit_on_letters_and_digits_only() -> None:
    assert combining_marks("8\u0338 GPU, vLLM\u20e5, 日本\u3099, café") == [
        (0, "8\u0338"),
        (11, "M\u20e5"),
    ]


@pytest.mark.parametrize(
    "english, hint",
    [
        ("It is 30% faster.", "the English is prose, not a format string"),
        ("It is %d% faster.", "keep the English's placeholders in the translation"),
    ],
)
def test_a_false_python_format_flag_on_prose_says_how_to_drop_it(english: str, hint: str) -> None:
    """msgfmt -c rejects "30% 速い" under python-format (it reads "% f" in the English), so
    check does too; on prose, its hint says the flag is false and update drops it."""
    text = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        f'#, python-format\nmsgctxt "k"\nmsgid "{english}"\nmsgstr "30% 速い。"\n'
    )
    (problem,) = flag_problems(read_po(text.encode(), "messages.po"), "messages.po", list)
    assert (problem.line, problem.code) == (8, "format-flag")
    assert problem.hint is not None and problem.hint.startswith(hint)
