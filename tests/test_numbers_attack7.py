"""The seventh look at the number check: the attacker's open cases (/tmp/atk7 n1, n2) as named
fixtures, by kind. Faithful translations the check refused (percent words, 1000 for 1,000,
dates and sizes spelled out, numerals before a counter inside a word) are clean; numbers
said in words that a translation adds or changes (ふたつ, ゼロ, 半分, 倍, 数百, 兩台, 첫째,
🔟, キロトークン) are refused at their catalog entry (exit 1, ``[number]``, file:line).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from test_trust_numbers import JA, number_findings, published

Cli = Callable[..., tuple[int, str, str]]

# name: English, translation, the phrase of the [number] error
REFUSED = {
    "Chinese tenths changed": ("Up to 40% faster.", "最高快四成五。", "has 45%"),
    "Chinese hundredths of, changed": ("Up to 40% faster.", "最高快百分之五十。", "has 50%"),
    "SI prefix glued to a katakana word": (
        "Throughput is 1,000 tokens per second.",
        "スループットは毎秒1,000キロトークン。",
        "missing: 1,000 (the translation has 1,000k)",
    ),
    "ordinal with 番目": ("It is the first engine.", "二番目のエンジンです。", "not have: 2"),
    "two before a counter inside a word": ("Runs on 8 GPUs.", "在两张GPU上執行。8", "not have: 2"),
    "two in total": ("Runs on 8 GPUs.", "在8張GPU上執行，共兩台。", "not have: 2"),
    "numeral after a Han character": ("Runs on eight GPUs.", "在九張GPU上執行。", "not have: 9"),
    "numeral after 最大": ("Runs on 8 GPUs.", "8 GPU、最大九台。", "not have: 9"),
    "numeral after 各": ("Runs on 8 GPUs.", "8 GPU、各九台。", "not have: 9"),
    "numeral after 最多": ("Runs on 8 GPUs.", "在8張GPU上執行，最多九台。", "not have: 9"),
    "numeral with myriads after 達": (
        "Runs on 8 GPUs.",
        "在8張GPU上執行，達三百萬台。",
        "not have: 3000000",
    ),
    "Sino-Korean numeral before a noun": ("Runs on 8 GPUs.", "8개 GPU로 삼천 토큰.", "have: 3000"),
    "Sino-Korean myriads before a noun": (
        "Runs on 8 GPUs.",
        "8개 GPU로 오백만 토큰.",
        "not have: 5000000",
    ),
    "Korean vague thousands": ("Runs on 8 GPUs.", "8개 GPU로 수천 토큰.", "not have: 수천"),
    "dual cards": ("Runs on 8 GPUs.", "在8張GPU上執行，雙卡。", "not have: 2"),
    "native Japanese count": ("Runs on 8 GPUs.", "8 GPUで動く、ふたつ。", "not have: 2"),
    "native Japanese count where no digit is": ("It runs.", "ふたつ動く。", "not have: 2"),
    "keycap ten where no digit is": ("It runs.", "🔟 動く。", "not have: 10"),
    "Korean ordinal where no digit is": ("It runs.", "첫째, 동작한다.", "not have: 1"),
    "dozen as a loanword": ("Runs on 8 GPUs.", "8 GPUで動く、ダース。", "not have: 12"),
    "half": ("Runs on 8 GPUs.", "8 GPUで動く、半分。", "not have: 0.5"),
    "a lone 倍 is double": ("Runs on 8 GPUs.", "8 GPUで動く、倍。", "not have: 2"),
    "double as a loanword": ("Runs on 8 GPUs.", "8 GPUで動く、ダブル構成。", "not have: 2"),
    "zero as a loanword": ("The latency is 5 ms.", "遅延は5 msで、ゼロコピー。", "not have: 0"),
    "vague thousands": ("The latency is 5 ms.", "遅延は5 msです、数千倍。", "not have: 数千"),
    "vague ten-odd": ("The latency is 5 ms.", "遅延は5 msです、十数倍。", "not have: 十数"),
    "vague hundreds": ("Runs on 8 GPUs.", "8 GPUで動く、数百台まで。", "not have: 数百"),
    "Chinese ten-odd": ("Runs on 8 GPUs.", "在8張GPU上執行，十餘台。", "not have: 十餘"),
    "an order of magnitude": ("The latency is 5 ms.", "遅延は5 msです、一桁速い。", "not have: 1"),
    "keycap ten": ("Runs on 8 GPUs.", "8 GPUで動く、🔟。", "not have: 10"),
    "trillion alone": ("Runs on 8 GPUs.", "在8張GPU上執行，兆。", "not have: 1000000000000"),
    "trillions changed": (
        "It costs 3 trillion yen.",
        "4兆円かかる。",
        "missing: 3000000000000JPY (the translation has 4000000000000JPY)",
    ),
    "Korean native ordinal": ("Runs on 8 GPUs.", "8개 GPU에서 동작, 첫째.", "not have: 1"),
    "Sino-Korean myriads changed": (
        "Supports 2 billion parameters.",
        "삼십억 개 매개변수 지원.",
        "missing: 2000000000 (the translation has 3000000000)",
    ),
    "a number's Latin word replaced": (
        "Runs on 8 GPUs.",
        "8 TPUで動く。",
        "missing: 8 GPU (the translation has 8 TPU)",
    ),
    "date spelled out, day changed": (
        "Released on 2024-05-01.",
        "2024年5月2日にリリース。",
        "missing: 2024-05-01",
    ),
    "version prefixed, number changed": (
        "Version 0.15 added it.",
        "v0.16で追加。",
        "missing: 0.15 (the translation has v0.16)",
    ),
    "a million as other myriads": (
        "A 1M-token context.",
        "1000万トークンのコンテキスト。",
        "missing: 1M (the translation has 10000000)",
    ),
    "a 128K context is not 128,000": (
        "Supports 128K context.",
        "12.8万コンテキストに対応。",
        "missing: 128K (the translation has 128000)",
    ),
    "a quarter changed": (
        "Shipped in Q3 2024.",
        "2024年第4四半期に出荷。",
        "missing: Q3 (the translation has 4)",
    ),
    "six digits without their groups, changed": (
        "It has 131,072 tokens.",
        "131073 トークン。",
        "missing: 131,072 (the translation has 131073)",
    ),
    "size spelled out, unit changed": (
        "Uses 4 GB of memory.",
        "4テラバイトのメモリを使用。",
        "missing: 4GB (the translation has 4TB)",
    ),
}
# Faithful translations the check refused before.
FAITHFUL = {
    "Chinese tenths": ("Up to 40% faster.", "最高快四成。"),
    "Chinese tenths and hundredths in digits": ("Up to 45% faster.", "最高快4成5。"),
    "Chinese hundredths of": ("Up to 40% faster.", "最高快百分之四十。"),
    "Chinese hundredths of, in digits": ("Up to 40% faster.", "最高快百分之40。"),
    "percent as a Japanese loanword": ("Up to 40% faster.", "最大40パーセント高速。"),
    "percent as a Korean loanword": ("Up to 40% faster.", "최대 40퍼센트 빠름."),
    "four digits without the comma": (
        "Throughput is 1,000 tokens per second.",
        "スループットは毎秒1000トークン。",
    ),
    "four digits with the comma": (
        "Throughput is 1000 tokens per second.",
        "スループットは毎秒1,000トークン。",
    ),
    "a thousand as a numeral inside a word": (
        "Throughput is 1,000 tokens per second.",
        "スループットは毎秒千トークン。",
    ),
    "myriads before a counter inside a word": (
        "Supports 2 billion parameters.",
        "支援二十億個參數。",
    ),
    "Sino-Korean myriads": ("Supports 2 billion parameters.", "이십억 개 매개변수 지원."),
    "Korean myriads for grouped digits": ("Over 10,000 stars.", "1만 개 이상의 스타."),
    "ISO date as year, month and day": ("Released on 2024-05-01.", "2024年5月1日にリリース。"),
    "size spelled out before の": ("Uses 4 GB of memory.", "4ギガバイトのメモリを使用。"),
    "version with its v": ("Version 0.15 added it.", "v0.15で追加。"),
    "a million as myriads": ("A 1M-token context.", "100万トークンのコンテキスト。"),
    "a million as Korean myriads": ("A 1M-token context.", "100만 토큰 컨텍스트."),
    "thousands as myriads": ("Handles 100k requests.", "10万件のリクエストを処理。"),
    "billions as myriads": ("It is a 7B model.", "70億パラメータのモデルだ。"),
    "a quarter as its number": ("Shipped in Q3 2024.", "2024年第3四半期に出荷。"),
    "a count glued to the word before it": ("One GPU is enough.", "GPU1基で足りる。"),
    "yen as a unit": ("It costs 10 billion yen.", "100億円かかる。"),
    "Chinese tenths with two": ("A 20% gain.", "提升兩成。"),
    "a dozen as 1ダース": ("A dozen GPUs.", "1ダースのGPU。"),
}
# Faithful translations a new reading must leave clean: the same number said in words on
# both sides, and the words that hold a numeral without being one.
SAID_ON_BOTH_SIDES = {
    "two before a counter inside a word": ("Runs on two GPUs.", "在两张GPU上執行。"),
    "ordinal with 番目": ("It is the second engine.", "二番目のエンジンです。"),
    "dual cards": ("Runs on a dual-GPU card.", "在雙卡上執行。"),
    "native Japanese count": ("Two of them.", "ふたつ。"),
    "half as 半分": ("Half the memory.", "メモリは半分。"),
    "twice as a lone 倍": ("Twice as fast.", "倍速い。"),
    "a multiple already counted": ("It is 2 times faster.", "2倍速い。"),
    "zero as a loanword": ("Zero-copy transfers.", "ゼロコピー転送。"),
    "vague hundreds": ("Hundreds of models.", "数百のモデル。"),
    "vague tens": ("Dozens of models.", "數十個模型。"),
    "Korean vague thousands": ("Thousands of tokens.", "수천 토큰."),
    "Sino-Korean numeral before a noun": ("It has 3,000 tokens.", "삼천 토큰."),
    "Korean 만 as only": ("Not only speed.", "속도만이 아니다."),
    "an order of magnitude": ("It is an order of magnitude faster.", "一桁速い。"),
    "trillions": ("It costs 3 trillion yen.", "3兆円かかる。"),
    "the Latin word kept in the plural": ("Runs on 8 GPUs.", "8 GPUsで動く。"),
    "the Latin word kept after a name": ("Runs on 8 GPUs.", "8 NVIDIA GPUで動く。"),
    "Korean ordinals the English says": (
        "First, it runs. Second, it scales.",
        "첫째, 실행된다. 둘째, 확장된다.",
    ),
    "these two says them": ("It moves blocks between them.", "在這兩個 pod 之間搬移區塊。"),
    "both before a noun in Japanese": ("Both engines.", "両エンジン。"),
    "the same machine": ("The same machine.", "同一台機器。"),
    "a word that holds 成": ("It has 3 members.", "3成員。"),
    "a word that holds 數 after a numeral": ("It needs parameters.", "需要參數。"),
    "a word that starts with 数 before a numeral": ("One of the few.", "少數兩邊都是。"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_number_said_otherwise_and_changed_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


@pytest.mark.parametrize("name", sorted(SAID_ON_BOTH_SIDES))
def test_a_number_said_in_words_on_both_sides_is_no_problem(name: str) -> None:
    assert number_findings(*SAID_ON_BOTH_SIDES[name]) == []


CLI_REFUSED = ("native Japanese count", "vague hundreds", "a number's Latin word replaced")


@pytest.mark.parametrize("name", CLI_REFUSED)
def test_check_refuses_the_number_at_its_entry(name: str, project: Path, run_cli: Cli) -> None:
    english, translation, message = REFUSED[name]
    line = published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [number]" in err and message in err, err
    assert err.count(f"{JA}:") == 1, err


@pytest.mark.parametrize(
    "name", ("four digits without the comma", "ISO date as year, month and day")
)
def test_check_passes_the_faithful_translation(name: str, project: Path, run_cli: Cli) -> None:
    published(project, *FAITHFUL[name])
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 0 and "[number]" not in err, err
