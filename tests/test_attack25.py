"""Attack 25's findings, as named fixtures: a negation left out while every name and number
stays ("no V4.1 engine of its own" as 独自の V4.1 エンジンがある, "Not available" as 已提供)
passed every check; a page of a thousand percentages took a minute to check (PF1, PF2: the
fraction reader searched the English's shares for each of the translation's); and a
catalogs folder outside the project had its header rewritten with a path of this
machine's (FA40)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from comparekit.catalogs.findings import Entry
from comparekit.catalogs.fractions_said import fractions_compared
from comparekit.catalogs.negations import check_negations
from test_trust_numbers import number_findings

_NO_ENGINE = "Depends on the backend; no V4.1 engine of its own"
_NO_API = "DeepInfer's release has no serving API"
_NONE = "None; library and store services only"
# name: English, translation (each says the opposite of the English)
NEGATION_DROPPED = {
    "N1 ja がある": (_NO_ENGINE, "バックエンド依存。独自の V4.1 エンジンがある"),
    "N2 ko 있음": (_NO_ENGINE, "백엔드에 따라 다름, 자체 V4.1 엔진 있음"),
    "N3 zh 有": (_NO_ENGINE, "取決於後端；本身有 V4.1 引擎"),
    "N4 ja にも言及": (
        "V4-Flash tutorials only; V4.1 not mentioned",
        "V4-Flash のみ。V4.1 にも言及",
    ),
    "N5 ja あり": (
        "KV quantization; no cluster cache",
        "KV 量子化。クラスター規模のキャッシュあり",
    ),
    "N6 zh 有卸載層級": ("KV quantization; no offload tier", "KV 量化；有卸載層級"),
    "N12 ja がある": (_NO_API, "DeepInfer の公開版にはサービング API がある"),
    "N13 ko 있음": (_NO_API, "DeepInfer 릴리스에는 서빙 API가 있음"),
    "N14 zh 有": (_NO_API, "DeepInfer 的發行版有服務 API"),
    "N17 ja 対応": (_NONE, "対応。ライブラリとストアのサービスも"),
    "K9 ko 제공함": ("Not available", "제공함"),
    "K10 ja 対応": ("Not available", "対応"),
    "K11 zh 已提供": ("Not available", "已提供"),
    "K14 ko 있음": (_NONE, "있음, 라이브러리와 스토어 서비스 외에도 제공"),
    "doesn't as runs": ("It doesn't run on CPUs.", "CPU で動く。"),
    "never as always": ("It never drops requests.", "요청을 항상 버립니다."),
}
NEGATION_KEPT = [
    (_NO_ENGINE, "バックエンド依存。独自の V4.1 エンジンはない"),
    (_NO_ENGINE, "백엔드에 따라 다름, 자체 V4.1 엔진 없음"),
    (_NO_ENGINE, "取決於後端；本身沒有 V4.1 引擎"),
    ("Not available", "非対応"),
    ("Not available", "未提供"),
    ("Not available", "제공하지 않음"),
    ("Not available", "미제공"),
    (_NONE, "なし。ライブラリとストアのサービスのみ"),
    (_NO_API, "DeepInfer 的發行版沒有服務 API"),
    ("Listed hardware; DeepInfer does not target it", "記載のあるハードウェア。DeepInfer は対象外"),
    ("Everything that is not V4.1-Flash.", "V4.1-Flash 以外のすべて。"),
    ("No, it does not.", "いいえ、しません。"),
    ("No, it does not.", "아니요, 그렇지 않습니다."),
    ("No, it does not.", "不，並不會。"),
    ("Not substitutes: they differ.", "두 제품은 서로 대체재가 아닙니다. 서로 다릅니다."),
    ("V4.1 support still open, not merged", "V4.1 지원 풀 리퀘스트, 아직 병합 전"),
    ("Whether or not it runs, it stops.", "動くかどうかにかかわらず止まる。"),
    ("It uses no more than 8 GPUs.", "8基以下のGPUを使う。"),
    ("It runs without a GPU.", "GPU なしで動く。"),
    ("It cannot run on CPUs.", "CPU では実行できない。"),
    ("A no-code path.", "ノーコードの経路。"),
]


@pytest.mark.parametrize("name", sorted(NEGATION_DROPPED))
def test_a_negation_left_out_is_an_error(name: str) -> None:
    english, translation = NEGATION_DROPPED[name]
    found = check_negations(Entry(key="faq.x", english=english, translation=translation))
    assert [f.code for f in found] == ["negation"] and "negation dropped" in found[0].message


@pytest.mark.parametrize(("english", "translation"), NEGATION_KEPT)
def test_a_negation_said_its_own_way_is_clean(english: str, translation: str) -> None:
    assert check_negations(Entry(key="faq.x", english=english, translation=translation)) == []


def test_check_names_a_dropped_negation_at_its_catalog_line(
    shipped_review_off: Path, run_cli: object
) -> None:
    """End to end: "No orchestration dependency." as 오케스트레이션 의존성 있음 (has one)."""
    kept, dropped = 'msgstr "오케스트레이션 의존성 없음."', 'msgstr "오케스트레이션 의존성 있음."'
    refused_at_its_line(shipped_review_off, run_cli, "ko", (kept, dropped), "negation")


def refused_at_its_line(
    project: Path, run_cli: object, folder: str, edit: tuple[str, str], problem: str
) -> None:
    """``edit`` (a msgstr line and what it becomes) made in ``folder``'s catalog: `check
    --strict` exits 1 with no traceback and names the entry's msgid line with ``problem``."""
    catalog = project / f"locales/{folder}/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    kept, changed = edit
    assert text.count(kept) == 1
    catalog.write_text(text.replace(kept, changed), encoding="utf-8")
    line = text[: text.index(kept)].count("\n")  # (its msgid's, as check names an entry)
    code, out, err = run_cli("-C", str(project), "check", "--strict")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    assert f"locales/{folder}/LC_MESSAGES/messages.po:{line}: [{problem}]" in out + err, out + err


def test_many_shares_are_each_paired_with_the_englishs_first_of_their_value() -> None:
    """The shares are looked up by value now, not searched: the same pairs as before (the
    two implementations agreed on 3,000 random pairs of texts), in the English's order, and
    two shares or more left to the order checks."""
    assert fractions_compared("It is 50% and 75%.", "その半分と75%。") == (
        "It is     and 75%.",
        "その  と75%。",
        [],
    )
    assert fractions_compared("Half of it.", "その2/3。") == ("Half of it.", "その2/3。", ["2/3"])
    many = "50% " * 1000
    assert fractions_compared(many, "半分 " * 1000) == (many, "半分 " * 1000, [])


def test_a_catalogs_folder_outside_the_project_names_its_style_guide_from_itself(
    shipped: Path, run_cli: object
) -> None:
    """FA40: a catalogs folder shared from outside the project got the style guide's path
    on this machine in its header (/tmp/…/../p/locales/ja/STYLE.md), a change on every
    machine. It names it from the catalog's own folder, and a second update writes nothing."""
    shared = shipped.parent / "shared-locales"
    shutil.move(shipped / "locales", shared)
    settings = shipped / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    assert text.count('catalogs = "locales"') == 1
    settings.write_text(
        text.replace('catalogs = "locales"', 'catalogs = "../shared-locales"'), encoding="utf-8"
    )
    assert run_cli("-C", str(shipped), "update")[0] == 0  # type: ignore[operator]
    catalog = shared / "ja" / "LC_MESSAGES" / "messages.po"
    header = catalog.read_text(encoding="utf-8").split('\nmsgid ""', 1)[0]
    assert "# House style and terms: ../STYLE.md\n" in header and str(shipped) not in header
    before = catalog.read_bytes()
    code, out, _ = run_cli("-C", str(shipped), "update")  # type: ignore[operator]
    assert code == 0 and "wrote" not in out and catalog.read_bytes() == before


# Attack 25's faithful numbers refused (name: English, translation), and a changed twin of
# each (English, translation, the error's message).
FAITHFUL_NUMBERS = {
    "U1 a rate on each figure": (
        "Throughput rose from 26.5 to 32.74 tokens per second.",
        "スループットは 26.5 トークン/秒から 32.74 トークン/秒に上がった。",
    ),
    "G16 找不到": ("No V4.1 guide found.", "找不到 V4.1 指南。"),
    "G68 SM80 以上": ("Needs SM80+.", "SM80 以上が必要。"),
    "G69 SM80 이상": ("Needs SM80+.", "SM80 이상이 필요합니다."),
    "H43 64K": ("It has a 64k context.", "64K のコンテキストを持つ。"),
}
CHANGED_NUMBERS = [
    ("Needs SM90+.", "SM80 以上が必要。", "SM90+"),
    ("It has a 64k context.", "32K のコンテキストを持つ。", "64k"),
    ("Under 200 ms.", "200 ms 以上。", "200"),
]


@pytest.mark.parametrize("name", sorted(FAITHFUL_NUMBERS))
def test_a_faithful_number_of_attack_25_is_clean(name: str) -> None:
    assert number_findings(*FAITHFUL_NUMBERS[name]) == []


@pytest.mark.parametrize(("english", "translation", "said"), CHANGED_NUMBERS)
def test_its_changed_twin_is_an_error(english: str, translation: str, said: str) -> None:
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], errors


@pytest.mark.parametrize(
    "translation",
    ["이백 개 이하의 모델", "최대 이백 개의 모델", "二百未満のモデル", "이백 개에 못 미치는 모델"],
)
def test_a_bound_turned_round_on_a_number_in_words_is_an_error(translation: str) -> None:
    """Z3-Z6, NU5: "200+" as 이백 개 이하 (the opposite bound on 200 in words) was only the
    warning "bound missing"; the same in digits, 200개 이하, was an error."""
    errors = [
        f.message for f in number_findings("200+ models", translation) if f.severity == "error"
    ]
    assert errors and errors[0].startswith("bound turned round: 200 ("), errors


@pytest.mark.parametrize("translation", ["이백 개 이상의 모델", "二百以上のモデル", "兩百多種模型"])
def test_the_same_bound_on_a_number_in_words_is_clean(translation: str) -> None:
    assert number_findings("200+ models", translation) == []


@pytest.mark.parametrize(
    ("english", "translation", "said"),
    [
        (
            "Each node serves 100 requests per second.",
            "各ノードは100リクエストを処理する。",
            "per second",
        ),
        (
            "Each node serves 100 requests per second.",
            "각 노드는 100개의 요청을 처리합니다.",
            "per second",
        ),
        ("Half of the requests hit the cache.", "요청의 3할이 캐시에 적중합니다.", "3"),
    ],
)
def test_attack_24_left_a_time_rate_dropped_beside_each_and_korean_tenths(
    english: str, translation: str, said: str
) -> None:
    """Attack 24's r35, re-run on 5fd01c4: 各 ("each" node) took the place of the English's
    "per second", a time; and 5할 ("five tenths") for half was refused (h22)."""
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], errors


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("Each node serves 100 requests per second.", "각 노드는 초당 100개의 요청을 처리합니다."),
        ("Up to 64 GPUs per node.", "各ノード最大64基のGPU。"),
        ("Half of the requests hit the cache.", "요청의 5할이 캐시에 적중합니다."),
        ("It can do 5 things.", "5가지를 할 수 있다."),
    ],
)
def test_their_faithful_twins_are_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []
