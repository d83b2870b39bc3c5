"""Attack 21's vague amounts of another order of magnitude, as named fixtures: "hundreds of
models" translated as tens or thousands (数十, 數十, 수십, 数千, an English "Thousands") passed
every check, as any vague count stood for any vague amount. Each hostile form beside the
faithful ones of the same kind ("dozens" as 数十, "tens of thousands" as 数万)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from comparekit.catalogs.vague_magnitudes import count_magnitude, english_magnitudes
from test_attack12_context import edited
from test_trust_numbers import number_findings

BREADTH = "comparisons/deepinfer-vs-vllm:wins.vllm.breadth.lead"  # Hundreds of models, …

# name: locale, the shipped words, the hostile words, the finding's token
HOSTILE = {
    "ja100": ("ja", "数百", "数十", "数十"),
    "ja thousands": ("ja", "数百", "数千", "数千"),
    "zh1": ("zh_Hant", "數百", "數十", "數十"),
    "ko tens": ("ko", "수백", "수십", "수십"),
    "ko thousands": ("ko", "수백", "수천", "수천"),
    "en1": ("ja", "数百のモデル", "Thousands of models", "thousands"),
}


_ROUTER = (
    "Example Router handles hundreds of requests, dozens of models and tens of thousands of users."
)
_SERVES = "Example Router serves dozens of models for tens of thousands of users."

# English, translation, the finding's token: a vague count of another magnitude
HOSTILE_AMOUNTS = [
    ("Hundreds of thousands of users.", "数万人のユーザー。", "数万"),
    ("Millions of users.", "数十万人。", "数十万"),
    ("Hundreds of thousands of users.", "수만 명의 사용자.", "수만"),
    # attack 21b's C2: "dozens" made a second "hundreds", which the English says once
    (
        _ROUTER,
        "Example Router は数百件のリクエスト、数百のモデル、数万人のユーザーを処理する。",
        "数百",
    ),
    # 21b's C3: "dozens" as "ten-odd" (11 to 19)
    (_SERVES, "Example Router は数万人のユーザーに十数個のモデルを提供する。", "十数"),
    (_SERVES, "Example Router 為數萬名使用者提供十幾個模型。", "十幾"),
    # and the Korean "and some" counts, which no number reader reads
    (_SERVES, "Example Router는 수만 명의 사용자에게 십여 개의 모델을 제공한다.", "십여"),
    ("Hundreds of models.", "백여 개의 모델.", "백여"),
    ("Dozens of models.", "何百ものモデル。", "何百"),
    ("Thousands of models.", "上百個模型。", "上百"),
]


@pytest.mark.parametrize(("english", "translation", "token"), HOSTILE_AMOUNTS)
def test_a_larger_vague_amount_of_another_magnitude_is_an_error(
    english: str, translation: str, token: str
) -> None:
    assert [(f.severity, f.message) for f in number_findings(english, translation)] == [
        ("error", f"number the English does not have: {token}")
    ]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_vague_amount_of_another_magnitude_is_an_error(name: str) -> None:
    locale, old, new, token = HOSTILE[name]
    findings = number_findings(*edited(locale, BREADTH, old, new))
    assert [(f.severity, f.message) for f in findings] == [
        ("error", f"number the English does not have: {token}")
    ]


# English, translation: each vague count says the English's order of magnitude, or the
# English names none (many, several)
FAITHFUL = [
    ("Hundreds of models.", "数百のモデル。"),
    ("Hundreds of models.", "Hundreds of models."),
    ("Dozens of GPUs.", "数十基の GPU。"),
    ("Tens of thousands of users.", "数万人のユーザー。"),
    ("Tens of thousands of users.", "數萬名使用者。"),
    # 萬 after a vague count is part of it, not a number of its own (10000 was "added")
    ("Hundreds of thousands of users.", "數十萬名使用者。"),
    ("Hundreds of thousands of users.", "数十万人のユーザー。"),
    ("Hundreds of thousands of users.", "수십만 명의 사용자."),
    ("Millions of users.", "数百万人のユーザー。"),
    ("Tens of millions of users.", "數千萬名使用者。"),
    (_ROUTER, "Example Router は数百件のリクエスト、数十のモデル、数万人のユーザーを処理する。"),
    ("A few hundred users.", "수백 명의 사용자."),
    ("Several thousand users.", "数千人のユーザー。"),
    ("Many users.", "数十人のユーザー。"),
    ("Many users.", "십여 명의 사용자."),
    # attack 21b's m2, m3: 何 ("some") and 上 ("upwards of") before a multiplier
    ("Tens of thousands of users.", "何万人ものユーザー。"),
    ("Hundreds of models.", "何百ものモデル。"),
    ("Tens of thousands of users.", "上萬名使用者。"),
    ("Tens of thousands of users.", "成千上萬的使用者。"),
    ("Hundreds of models.", "上百個模型。"),
    ("Hundreds of models.", "이백여 개의 모델."),
    ("Hundreds or thousands of nodes.", "数百から数千のノード。"),
]


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_a_vague_amount_of_the_same_magnitude_is_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


# Attack 21b's C1 and 22's C6: two vague amounts swapped between their nouns, every order
# of magnitude kept. English, translation, the translation's order, the English's, the
# severity: an error where a noun kept in Latin letters or a counted noun translated
# (リクエスト, 模型, 사용자) shows an amount beside another noun, in whatever order; else a
# warning, as for like numbers in another order (a clause may move with its amount).
_WIDGETS = "Example Router serves dozens of widgets for tens of thousands of shops."
MOVED = [
    (
        "It handles hundreds of requests across dozens of models.",
        "数十件のリクエストを数百のモデルで処理する。",
        "数十, 数百",
        "hundreds, dozens",
        "error",
    ),
    (  # attack 22's C6: the swap in Japanese and Korean order reads as the English's order
        "It serves hundreds of requests per second across dozens of models.",
        "数百のモデルにまたがり、毎秒数十のリクエストを処理します。",
        "数百, 数十",
        "hundreds, dozens",
        "error",
    ),
    (
        "It serves hundreds of requests per second across dozens of models.",
        "수백 개 모델에 걸쳐 초당 수십 건의 요청을 처리합니다.",
        "수백, 수십",
        "hundreds, dozens",
        "error",
    ),
    (
        "It serves hundreds of requests per second across dozens of models.",
        "它橫跨數百個模型，每秒處理數十個請求。",
        "數百, 數十",
        "hundreds, dozens",
        "error",
    ),
    (
        "Hundreds of GPUs serve dozens of models.",
        "数十の GPU が数百のモデルを提供する。",
        "数十, 数百",
        "hundreds, dozens",
        "error",
    ),
    (
        "Hundreds of GPUs and dozens of nodes.",
        "數十個 GPU 和數百個節點。",
        "數十, 數百",
        "hundreds, dozens",
        "error",
    ),
    (
        "Hundreds of GPUs and dozens of nodes.",
        "수십 개의 GPU와 수백 개의 노드.",
        "수십, 수백",
        "hundreds, dozens",
        "error",
    ),
    # nouns none of the counted ones: a reordering cannot be told from a swap
    (
        _WIDGETS,
        "Example Router は数万の店舗に数十のウィジェットを提供する。",
        "数万, 数十",
        "dozens, tens of thousands",
        "warning",
    ),
]


@pytest.mark.parametrize(("english", "translation", "order", "said", "severity"), MOVED)
def test_vague_amounts_moved_between_nouns_are_found(
    english: str, translation: str, order: str, said: str, severity: str
) -> None:
    kind = "moved between their nouns" if severity == "error" else "in another order"
    message = f"vague amounts {kind}: {order}, where the English has {said}"
    assert [(f.severity, f.message) for f in number_findings(english, translation)] == [
        (severity, message)
    ]


def test_a_kept_noun_with_its_own_amount_is_clean_in_any_order() -> None:
    """Clauses reordered with each amount beside its noun as the English has it (attack
    22's m1: the faithful Japanese and Korean order was a warning)."""
    english = "Dozens of models run on hundreds of GPUs."
    assert number_findings(english, "数百の GPU で数十のモデルが動く。") == []
    assert number_findings(english, "수백 개의 GPU에서 수십 개의 모델이 실행된다.") == []
    serves = "It serves hundreds of requests per second across dozens of models."
    assert (
        number_findings(serves, "数十のモデルにまたがり、毎秒数百のリクエストを処理します。") == []
    )
    assert number_findings(serves, "수십 개 모델에 걸쳐 초당 수백 건의 요청을 처리합니다.") == []
    assert number_findings(serves, "它橫跨數十個模型，每秒處理數百個請求。") == []
    assert (
        number_findings(_SERVES, "Example Router は数万人のユーザーに数十個のモデルを提供する。")
        == []
    )


def test_magnitudes_as_read() -> None:
    assert [count_magnitude(t) for t in ("数百", "數十萬", "수천", "十数", "一兩")] == [
        100,
        100_000,
        1000,
        11,  # ten-odd: not "dozens"
        1,
    ]
    assert sorted(english_magnitudes("tens of thousands, a few hundred, two thousand")) == [
        100,
        10_000,
    ]


def test_check_refuses_tens_for_hundreds_at_its_line(
    shipped_review_off: Path, run_cli: object
) -> None:
    """The attack's case end to end, with review off (as `init` writes it): `check` names
    the catalog's line, exits 1 with no traceback, and changes no file."""
    root = shipped_review_off
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    shipped = 'msgstr "数百のモデルと多種多様なハードウェアに対応。"'
    assert text.count(shipped) == 1
    catalog.write_text(text.replace(shipped, shipped.replace("数百", "数十")), encoding="utf-8")
    line = catalog.read_text(encoding="utf-8")[: text.index(shipped)].count("\n")  # its msgid
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    code, out, err = run_cli("-C", str(root), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    problems = [
        (p["path"], p["line"], p["message"])
        for p in json.loads(out)["problems"]
        if "数十" in p["message"]
    ]
    assert problems and all(
        path == "locales/ja/LC_MESSAGES/messages.po" and found == line
        for path, found, _ in problems
    ), problems
    assert {p: p.read_bytes() for p in before} == before
