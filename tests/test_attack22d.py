"""Attack 22d's vague amounts, as named fixtures: each passed `check --strict` and was
published (review off) on dd47392. A vague amount's unit changed (数百秒 for "hundreds of
milliseconds"), a bound or a multiplier put on it (数百未満, 수백 배), amounts swapped where
the Korean noun comes before its count or a Latin word before the counted noun, English
amount words swapped inside a translation, "a few" written 数GPU, 몇몇 or 幾張, and "half"
added in Chinese and Korean. Beside them, the faithful translations of the same kind, which
must stay clean; and the other findings of that attack (short forms read in linear time, a
faithful 数百 GB)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from comparekit.catalogs.name_occurrences import _name_words
from comparekit.catalogs.short_forms import read_short_forms
from comparekit.catalogs.vague_figures import vague_as_figures
from test_trust_numbers import number_findings

_LATENCY = "Latency stays at hundreds of milliseconds."
_PRICE = "It costs hundreds of dollars."
_SERVES = "It serves hundreds of requests per second."
_PEOPLE = "It has hundreds of contributors."
_ACROSS = "It serves hundreds of requests per second across dozens of models."
_EXPERTS = "It serves a few experts across hundreds of GPUs."

# name: English, translation, the start of the error's message
HOSTILE = {
    "C1 seconds ja": (
        _LATENCY,
        "レイテンシは数百秒にとどまります。",
        "vague amount: number changed",
    ),
    "C1 seconds ko": (_LATENCY, "지연 시간은 수백 초에 머뭅니다.", "vague amount: number changed"),
    "C1 seconds zh": (_LATENCY, "延遲維持在數百秒。", "vague amount: number changed"),
    "C1 minutes": (_LATENCY, "需要數百分鐘。", "vague amount: number changed"),
    "C1 hours": (_LATENCY, "수백 시간", "vague amount: number changed"),
    "C1 English seconds": (_LATENCY, "数百 seconds かかる。", "vague amount: number changed"),
    "C1 yen": (_PRICE, "数百円かかる。", "vague amount: number changed"),
    "C1 won": (_PRICE, "수백 원이 든다.", "vague amount: number changed"),
    "C1 euros": (_PRICE, "需要數百歐元。", "vague amount: number changed"),
    "C5 未満": (_SERVES, "毎秒数百未満のリクエストを処理します。", "vague amount: bound"),
    "C5 미만": (_SERVES, "초당 수백 건 미만의 요청을 처리합니다.", "vague amount: bound"),
    "C5 不到": (_SERVES, "每秒處理不到數百個請求。", "vague amount: bound"),
    "C5 以上": (_PEOPLE, "数百以上", "vague amount: bound"),
    "C5 超える": (_PEOPLE, "数百人を超える", "vague amount: bound"),
    "C5 超過": (_PEOPLE, "貢獻者超過數百名", "vague amount: bound"),
    "C5 最大": (_PEOPLE, "最大数百人", "vague amount: bound"),
    "C5 最多": (_PEOPLE, "貢獻者最多數百名", "vague amount: bound"),
    "C5 최대": (_PEOPLE, "기여자는 최대 수백 명입니다", "vague amount: bound"),
    "C5 不足": (_PEOPLE, "貢獻者不足數百名", "vague amount: bound"),
    "C6 倍 ja": (_SERVES, "毎秒数百倍のリクエストを処理します。", "vague amount: what a number"),
    "C6 배": (_SERVES, "초당 수백 배의 요청을 처리합니다.", "vague amount: what a number"),
    "C6 倍 zh": (_SERVES, "每秒處理數百倍的請求。", "vague amount: what a number"),
    "C2 Korean noun first": (
        _ACROSS,
        "초당 요청 수십 건을 모델 수백 개에서 처리합니다.",
        "vague amounts moved between their nouns",
    ),
    "C2 Korean noun first 2": (
        _ACROSS,
        "모델 수백 개에 걸쳐 요청 수십 건을 초당 처리합니다.",
        "vague amounts moved between their nouns",
    ),
    "C2 Japanese noun first": (
        _ACROSS,
        "毎秒リクエスト数十件をモデル数百個で処理します。",
        "vague amounts moved between their nouns",
    ),
    "C2 Latin word first": (
        _ACROSS,
        "每秒於數百個 LLM 模型上處理數十個 API 請求。",
        "vague amounts moved between their nouns",
    ),
    "C3 English words": (
        _ACROSS,
        "毎秒 dozens of requests を hundreds of models で処理します。",
        "vague amounts moved between their nouns",
    ),
    "C3 English words 2": (
        _ACROSS,
        "毎秒 dozens of リクエストを hundreds of モデルで処理します。",
        "vague amounts moved between their nouns",
    ),
    "C4 数 glued": (
        _EXPERTS,
        "数GPUで数百のエキスパートを提供します。",
        "vague amounts moved between their nouns",
    ),
    "C4 몇몇": (
        _EXPERTS,
        "몇몇 GPU에서 수백 명의 전문가를 제공합니다.",
        "vague amounts moved between their nouns",
    ),
    "C4 幾張": (
        _EXPERTS,
        "在幾張 GPU 上提供數百位專家。",
        "vague amounts moved between their nouns",
    ),
    "C7 一半": ("It keeps hundreds of GPUs busy.", "數百個 GPU 中的一半保持忙碌。", "number the"),
    "C7 절반": (
        "It keeps hundreds of GPUs busy.",
        "수백 개의 GPU 중 절반을 바쁘게 유지합니다.",
        "number the",
    ),
    "C7 一半 figure": ("It keeps 8 GPUs busy.", "8 個 GPU 中的一半保持忙碌。", "number the"),
    "C7 半數 figure": ("It keeps 8 GPUs busy.", "8 個 GPU 中的半數保持忙碌。", "number the"),
    "C7 절반 figure": (
        "It keeps 8 GPUs busy.",
        "8개의 GPU 중 절반을 바쁘게 유지합니다.",
        "number the",
    ),
}

FAITHFUL = [
    (_LATENCY, "レイテンシは数百ミリ秒にとどまります。"),
    (_LATENCY, "지연 시간은 수백 밀리초에 머뭅니다."),
    (_LATENCY, "延遲維持在數百毫秒。"),
    (_LATENCY, "レイテンシは数百 ms にとどまります。"),
    (_PRICE, "数百ドルかかる。"),
    (_PRICE, "수백 달러가 든다."),
    (_PRICE, "需要數百美元。"),
    (_SERVES, "毎秒数百件のリクエストを処理します。"),
    (_SERVES, "초당 수백 건의 요청을 처리합니다."),
    (_SERVES, "每秒處理數百個請求。"),
    (_SERVES, "毎秒数百件程度のリクエストを処理します。"),  # "or so": a vague amount's own
    (_SERVES, "每秒處理數百個左右的請求。"),
    (_SERVES, "초당 수백 건 정도의 요청을 처리합니다."),
    (_PEOPLE, "数百人のコントリビューターがいる。"),
    (_PEOPLE, "기여자가 수백 명 있습니다."),
    (_PEOPLE, "有數百名貢獻者。"),
    (_ACROSS, "毎秒リクエスト数百件をモデル数十個で処理します。"),
    (_ACROSS, "초당 요청 수백 건을 모델 수십 개에서 처리합니다."),
    (_ACROSS, "每秒於數十個 LLM 模型上處理數百個 API 請求。"),
    (_ACROSS, "모델 수십 개에 걸쳐 요청 수백 건을 초당 처리합니다."),
    (_ACROSS, "毎秒 hundreds of requests を dozens of models で処理します。"),
    (_EXPERTS, "数百 GPU で数名のエキスパートを提供します。"),
    (_EXPERTS, "수백 개의 GPU에서 몇몇 전문가를 제공합니다."),
    (_EXPERTS, "在數百張 GPU 上提供幾位專家。"),
    ("Half of the GPUs stay busy.", "一半的 GPU 保持忙碌。"),
    ("Half of the GPUs stay busy.", "GPU 절반이 계속 가동된다."),
    ("It keeps hundreds of GPUs busy.", "数百基の GPU を稼働させ続ける。"),
    ("It stores hundreds of GB.", "数百 GB を格納する。"),  # (m1: read as 100 GB)
    ("It stores hundreds of GB.", "儲存數百 GB。"),
    ("It stores hundreds of GB.", "수백 GB를 저장합니다."),
    ("It runs on a few GPUs.", "数台の GPU で動きます。"),
    ("It runs on a few GPUs.", "在幾張 GPU 上執行。"),
    ("It uses a function.", "関数を使う。"),  # (数 of a word: no count)
]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_vague_amounts_unit_bound_multiplier_or_noun_changed_is_an_error(name: str) -> None:
    english, translation, message = HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and errors[0].startswith(message), errors


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_a_faithful_vague_amount_of_the_same_kind_stays_clean(
    english: str, translation: str
) -> None:
    assert number_findings(english, translation) == []


def test_the_messages_name_the_amount_and_its_unit() -> None:
    """A stand-in figure is never shown: the message says the English's words."""
    messages = [f.message for f in number_findings(_LATENCY, "延遲維持在數百秒。")]
    assert messages == [
        "vague amount: number changed or missing: hundreds ms (the translation has hundreds s)"
    ]
    messages = [
        f.message for f in number_findings(_SERVES, "초당 수백 건 미만의 요청을 처리합니다.")
    ]
    assert messages == ["vague amount: bound the English does not have: hundreds (미만)"]


def test_other_amounts_are_left_to_the_magnitude_checks() -> None:
    """Stand-ins only where both texts say the same orders of magnitude: another one is
    the magnitude check's to name (数十 for "hundreds"), and a page's own 9797 is no
    stand-in."""
    assert vague_as_figures(_LATENCY, "数十ミリ秒待つ。") is None
    assert vague_as_figures("Hundreds of 9797 GPUs.", "数百の 9797 GPU。") is None
    assert vague_as_figures(_EXPERTS, "何人かのエキスパートを数百の GPU で。") == (
        "It serves a few experts across 9797100 GPUs.",
        "何人かのエキスパートを9797100の GPU で。",
        {"9797100": "hundreds"},
    )


def test_the_m1_entry_of_long_digit_runs_reads_its_short_forms_once() -> None:
    """M1: a translation of 11,000 full-width digits after an English of dates read each
    start of the run to its end (24 s in check). Read from a run's first digit, the short
    forms of a long run are still found where the English has them."""
    english = "75% of 40 GB, " + "2024-05-01, " * 320
    translation = "１" * 11_000 + " 75프로가 40기가"
    assert read_short_forms(english, translation).endswith(" 75%가 40 GB")
    assert read_short_forms("75%", "175프로") == "175프로"  # (another number's tail: kept)


_OLD_NAME_WORD = re.compile(r"[A-Za-z0-9]*[A-Z][A-Za-z0-9]*")


def test_name_words_are_the_words_the_old_pattern_found() -> None:
    """`_name_words` (linear) finds what the quadratic pattern it replaced found."""
    generator = random.Random(22)
    alphabet = "aZ9 -_.é漢Ａ"
    for _ in range(20_000):
        text = "".join(generator.choice(alphabet) for _ in range(generator.randint(0, 24)))
        assert _name_words(text) == _OLD_NAME_WORD.findall(text), text


def test_check_refuses_a_bound_put_on_a_vague_amount_at_its_line(
    shipped_review_off: Path, run_cli: object
) -> None:
    """C5 end to end, review off: 数十基未満の GPU ("fewer than dozens of GPUs") in the
    shipped catalog: `check --strict` exits 1 and names the catalog and the entry's line;
    no file changes."""
    root = shipped_review_off
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    assert "数十基の GPU" in text
    catalog.write_text(text.replace("数十基の GPU", "数十基未満の GPU"), encoding="utf-8")
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    code, out, err = run_cli("-C", str(root), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    found = [
        (p["path"], p["line"], p["code"])
        for p in json.loads(out)["problems"]
        if "vague amount: bound the English does not have: dozens (未満)" in p["message"]
    ]
    assert found and all(
        path == "locales/ja/LC_MESSAGES/messages.po" and line > 1 and code == "number"
        for path, line, code in found
    ), found
    assert {p: p.read_bytes() for p in before} == before


def test_a_domain_line_in_a_catalog_is_refused_at_its_entry(
    shipped_review_off: Path, run_cli: object
) -> None:
    """M2: `domain "other"` before an entry was read as the catalog's own, where msgfmt
    writes that entry to other.mo (and `msgfmt -c -o` refuses the line). `check` refuses
    it at its line, the second run too (through the cache); no file changes."""
    root = shipped_review_off
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    lines = catalog.read_text(encoding="utf-8").split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith("msgctxt") and n > 40)
    lines.insert(at, 'domain "other"')
    catalog.write_text("\n".join(lines), encoding="utf-8")
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    for _ in range(2):
        code, out, err = run_cli("-C", str(root), "check", "--format", "json")  # type: ignore[operator]
        assert code == 1 and "Traceback" not in err
        problems = [p for p in json.loads(out)["problems"] if p["code"] == "po-domain"]
        assert [(p["path"], p["line"]) for p in problems] == [
            ("locales/ja/LC_MESSAGES/messages.po", at + 1)
        ], problems
    assert {p: p.read_bytes() for p in before} == before


@pytest.mark.parametrize(
    ("added", "named"),
    [
        ("XX{% raw %}\n", "templates/comparison.md.j2:{line}: [template-syntax] "),
        ("{% include '/etc/hostname' %}\n", "/etc/hostname"),
    ],
)
def test_a_template_error_names_its_file_once(
    shipped: Path, run_cli: object, added: str, named: str
) -> None:
    """m4: an unclosed raw block was named templates//tmp/…/templates/comparison.md.j2
    (the folder before the absolute path Jinja2 gave), an include of /etc/hostname
    templates//etc/hostname."""
    template = shipped / "templates" / "comparison.md.j2"
    line = template.read_text(encoding="utf-8").count("\n") + 1
    with template.open("a", encoding="utf-8") as stream:
        stream.write(added)
    code, _, err = run_cli("-C", str(shipped), "build")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    assert "templates//" not in err and named.format(line=line) in err, err
