"""Attack 22's vague amounts, as named fixtures: each passed `check --strict` and was
published (review off) before its fix. An English amount word of another size left in a
translation, Korean vague counts the reader did not read (수백개, 몇천, 천여 beside a
figure), 何百 for "dozens", counts written numeral first before counters of kinds and
lines (十幾種, 百餘行), a vague amount left out, and thousands for "a few"; beside each, the
faithful translations of the same kind, which must stay clean."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_trust_numbers import number_findings

_BUSY = "It keeps dozens of GPUs busy."
_SERVES = "It serves hundreds of requests per second across dozens of models."

# name: English, translation, the error's message
HOSTILE = {
    "C1 English word": (
        _BUSY,
        "thousands of GPU を稼働させ続ける。",
        "number the English does not have: thousands",
    ),
    "C1 English word 2": (
        "Hundreds of models.",
        "thousands of のモデル。",
        "number the English does not have: thousands",
    ),
    "C2 천여 beside a figure": (
        "It keeps dozens of GPUs busy on 8 nodes.",
        "8 노드에서 천여 대의 GPU를 계속 가동한다.",
        "number the English does not have: 천여",
    ),
    "C3 수백개": (_BUSY, "수백개의 GPU를 계속 가동한다.", "number the English does not have: 수백"),
    "C4 몇백": (_BUSY, "몇백 개의 GPU를 계속 가동한다.", "number the English does not have: 몇백"),
    "C4 몇천": (_BUSY, "몇천 개의 GPU를 계속 가동한다.", "number the English does not have: 몇천"),
    "C5 何百基": (
        _BUSY,
        "何百基もの GPU を稼働させ続ける。",
        "number the English does not have: 何百",
    ),
    "C7 十幾種": (
        _SERVES,
        "它每秒處理十幾種請求，橫跨數十種模型。",
        "number the English does not have: 十幾",
    ),
    "C7 百餘行": ("Dozens of lines.", "百餘行。", "number the English does not have: 百餘"),
    "C7 十数行": ("Thousands of lines.", "十数行。", "number the English does not have: 十数"),
    "C8 left out": (
        _BUSY,
        "GPU を稼働させ続ける。",
        "vague amount left out: dozens (the translation says none)",
    ),
    "C8 beside TensorRT": (  # (found in review: "Tens" inside a name said an amount)
        "TensorRT-LLM keeps dozens of GPUs busy.",
        "TensorRT-LLM は GPU を遊ばせない。",
        "vague amount left out: dozens (the translation says none)",
    ),
    "C8 one of two": (
        _SERVES,
        "毎秒数百のリクエストをモデルで処理します。",
        "vague amount left out: dozens (the translation says none)",
    ),
    "C9 a few": (
        "It serves a few users.",
        "数千人のユーザーに提供する。",
        "number the English does not have: 数千",
    ),
    "C9 several": (
        "It serves several users.",
        "数百人のユーザー。",
        "number the English does not have: 数百",
    ),
}

FAITHFUL = [
    (_BUSY, "数十基の GPU を稼働させ続ける。"),
    (_BUSY, "多くの GPU を稼働させ続ける。"),  # "many": looser, an amount all the same
    (_BUSY, "수십 개의 GPU를 계속 가동한다."),
    (_BUSY, "수십개의 GPU를 계속 가동한다."),
    (_BUSY, "수십여 개의 GPU를 계속 가동한다."),
    ("Hundreds of models.", "몇백 개의 모델."),
    ("Hundreds of models.", "수백여 개의 모델."),
    ("Hundreds of models.", "數百種模型。"),
    ("Hundreds of requests.", "何百ものリクエスト。"),
    ("Dozens of models.", "何十ものモデル。"),
    ("It serves several users.", "数人のユーザーに提供する。"),
    ("Several dozen users.", "数十人のユーザー。"),
    ("A few hundred users.", "数百人のユーザー。"),
    ("It runs on several GPUs.", "여러 GPU에서 실행된다."),
    (_BUSY, "It keeps dozens of GPUs busy."),
]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_vague_amount_changed_or_left_out_is_an_error(name: str) -> None:
    english, translation, message = HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors == [message]


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_a_faithful_vague_amount_stays_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


def test_check_refuses_an_english_amount_word_of_another_size_at_its_line(
    shipped_review_off: Path, run_cli: object
) -> None:
    """C1 end to end, review off: `check --strict` names the catalog's line and exits 1;
    no file changes."""
    root = shipped_review_off
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    assert "数十基の GPU" in text
    catalog.write_text(text.replace("数十基の GPU", "thousands of GPU"), encoding="utf-8")
    lines = {
        text[:at].count("\n") + 1 for at in range(len(text)) if text.startswith("数十基の GPU", at)
    }
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    code, out, err = run_cli("-C", str(root), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    found = [
        (p["path"], p["line"]) for p in json.loads(out)["problems"] if "thousands" in p["message"]
    ]
    assert found and all(path == "locales/ja/LC_MESSAGES/messages.po" for path, _ in found)
    # each at its entry's msgid, above the (wrapped) msgstr line that was edited
    assert len(found) == 2 and all(
        any(0 < msgstr - line <= 12 for msgstr in lines) for _, line in found
    ), (found, lines)
    assert {p: p.read_bytes() for p in before} == before


# Attack 22b: a vague amount made small ("hundreds" as 少数, "dozens" as 여러): each word of
# a few passed where the English says a vague amount, though refused where it counts.
_HUNDREDS = "It runs on hundreds of GPUs."
MADE_SMALL = [
    (_HUNDREDS, "わずかな GPU で動く。", "hundreds", "わずか"),
    (_HUNDREDS, "数少ない GPU で動く。", "hundreds", "数少な"),
    (_HUNDREDS, "少数の GPU で動く。", "hundreds", "少数"),
    (_HUNDREDS, "複数の GPU で動く。", "hundreds", "複数"),
    ("It runs on thousands of GPUs.", "若干の GPU で動く。", "thousands", "若干"),
    (_HUNDREDS, "몇 개의 GPU에서 실행된다.", "hundreds", "몇"),
    (_HUNDREDS, "한두 개의 GPU에서 실행된다.", "hundreds", "한두"),
    ("It runs on dozens of GPUs.", "여러 GPU에서 실행된다.", "dozens", "여러"),
    (_HUNDREDS, "幾個 GPU 上執行。", "hundreds", "幾個"),
    (_HUNDREDS, "極少數的 GPU 上執行。", "hundreds", "少數"),
    (_HUNDREDS, "好幾個 GPU 上執行。", "hundreds", "好幾"),
]


@pytest.mark.parametrize(("english", "translation", "amount", "word"), MADE_SMALL)
def test_a_vague_amount_made_a_few_is_an_error(
    english: str, translation: str, amount: str, word: str
) -> None:
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors == [f"vague amount made small: {amount} (the translation says {word})"]


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        (_HUNDREDS, "數以百計的 GPU 上執行。"),  # "by the hundreds" (22b: a warning)
        ("Tens of thousands of users.", "數以萬計的使用者。"),
        ("Dozens of models.", "數以十計的模型。"),
        ("Hundreds of models and several vendors.", "数百のモデルと複数のベンダー。"),
        ("hundreds of companies and dozens of shops", "数百社の会社と数十店の店舗"),
    ],
)
def test_many_and_by_the_hundreds_stay_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


def test_many_for_hundreds_is_a_warning() -> None:
    """多数 ("many") for "hundreds" passed; attack 23 counted it as the page saying less.
    Now a warning a reviewer decides (a faithful translator may choose it)."""
    found = [(f.severity, f.message) for f in number_findings(_HUNDREDS, "多数の GPU で動く。")]
    assert found == [
        (
            "warning",
            "the English's order of magnitude left out: hundreds (the translation says 多数)",
        )
    ]


def test_hundreds_for_thousands_by_the_hundreds_and_a_swap_past_a_counter_are_errors() -> None:
    """22b's minors: 數以百計 for "thousands" was a warning; 数十社の会社 for "hundreds of
    companies" was not paired with its noun past the counter 社 (a warning)."""
    assert [f.message for f in number_findings("Thousands of users.", "數以百計的使用者。")] == [
        "number the English does not have: 數以百計"
    ]
    swapped = number_findings(
        "hundreds of companies and dozens of shops", "数十社の会社と数百店の店舗"
    )
    assert [(f.severity, f.message) for f in swapped] == [
        (
            "error",
            "vague amounts moved between their nouns: 数十, 数百, where the English has "
            "hundreds, dozens",
        )
    ]


# Attack 22c: amounts moved between nouns past an adjective (数百の大規模モデル), a Korean
# counter glued on (수십건), "a few" swapped with "hundreds", and two Korean vague counts
# glued together (수천수만) for "hundreds". English, hostile, faithful.
_ACROSS = "It serves hundreds of requests per second across dozens of models."
_EXPERTS = "It routes a few experts per token across hundreds of GPUs."
MOVED_22C = {
    "C2 adjective": (
        _ACROSS,
        "数百の大規模モデルで毎秒数十の推論リクエストを処理する。",
        "数十の大規模モデルで毎秒数百の推論リクエストを処理する。",
    ),
    "C3 counter glued": (
        _ACROSS,
        "수백 개 모델에 걸쳐 초당 수십건 요청을 처리한다.",
        "수십 개 모델에 걸쳐 초당 수백건 요청을 처리한다.",
    ),
    "C4 ja": (
        _EXPERTS,
        "トークンごとに数百のエキスパートを数個の GPU に割り当てる。",
        "トークンごとに数個のエキスパートを数百の GPU に割り当てる。",
    ),
    "C4 ko": (
        _EXPERTS,
        "토큰마다 수백 개의 전문가를 몇 개의 GPU에 배정한다.",
        "토큰마다 몇 개의 전문가를 수백 개의 GPU에 배정한다.",
    ),
    "C4 zh": (
        _EXPERTS,
        "每個 token 在幾個 GPU 上運行數百個專家。",
        "每個 token 在數百個 GPU 上運行幾個專家。",
    ),
    "C4 several": (
        "Several experts across hundreds of GPUs.",
        "数百のエキスパートを複数の GPU で。",
        "複数のエキスパートを数百の GPU で。",
    ),
}


@pytest.mark.parametrize("name", sorted(MOVED_22C))
def test_amounts_moved_between_nouns_past_other_words_are_errors(name: str) -> None:
    english, hostile, faithful = MOVED_22C[name]
    findings = number_findings(english, hostile)
    assert [f.severity for f in findings] == ["error"], findings
    assert findings[0].message.startswith("vague amounts moved between their nouns: ")
    assert number_findings(english, faithful) == []


def test_two_korean_vague_counts_glued_together_are_each_read() -> None:
    """22c's C1: 수천수만 ("thousands upon tens of thousands") passed for "hundreds"."""
    assert [f.message for f in number_findings("Hundreds of requests.", "수천수만 건의 요청.")] == [
        "number the English does not have: 수만, 수천"
    ]
    assert number_findings("Tens of thousands of requests.", "수만 건의 요청.") == []
