"""The twelfth look at the number check: attack 11's number criticals (/tmp/atk11 O1 O2 W0
W4 W5 O7 OZ7 W6-W9 O11-O13 OK8 Y6 OZ2 OZ3 Y1-Y3 Q5 Q8 WK1-WK6 N0-N3 OK2 P3 P4 Y0 G1-G4 AA6)
and its faithful refusals (F11 G7 H2 G10; WZ0 WZ2 WZ4 read as vague) as named fixtures.
What looks like a numeral is read as one (⼋, ニ枚); kana numerals, the rarer Han tens,
multiplier loanwords, dozens, gross and pairs, Korean approximate counts and native numerals
before a particle, and a sign in words are read as the numbers they are; and a word before a
counter that no reader reads is a warning, so the next numeral no list foresaw is reviewed
rather than passed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from test_trust_numbers import number_findings

Cli = Callable[..., tuple[int, str, str]]

ONE_GPU = "Have one consumer GPU and 200 GB or more of RAM"
ONE_GPU_JA = "コンシューマー向け GPU 1枚と 200 GB 以上の RAM がある"
ONE_GPU_ZH = "有一張消費級 GPU 與 200 GB 以上的 RAM"
ONE_GPU_KO = "소비자용 GPU 한 장과 200 GB 이상의 RAM이 있다"
MORE = "Kimi handles 75% more requests."
SETUPS = "single RTX 5090 and 8× RTX 5090 setups"
FINE_TUNE = "LoRA fine-tuning with about 70 GB of GPU memory and 1.2-1.3 TB of RAM"


def ja(count: str) -> str:
    return ONE_GPU_JA.replace("1枚", count)


def zh(count: str) -> str:
    return ONE_GPU_ZH.replace("一張", count)


def ko(count: str) -> str:
    return ONE_GPU_KO.replace("한 장", count)


# name: English, translation, the phrase of the [number] error
REFUSED = {
    # O1 O2 W0 W4 W5: kana numerals, and the katakana ニ that looks like 二
    "eight in hiragana": (ONE_GPU, ja("はち枚"), "does not have: 8"),
    "eight in katakana": (ONE_GPU, ja("ハチ枚"), "does not have: 8"),
    "ten in native kana before a particle": (ONE_GPU, ja("とお"), "does not have: 10"),
    "katakana ni for two": (ONE_GPU, ja("ニ枚"), "does not have: 2"),
    "four in katakana": (ONE_GPU, ja("ヨン枚"), "does not have: 4"),
    "twenty in kana": (ONE_GPU, ja("にじゅう台"), "does not have: 20"),
    # O7 OZ7 W6-W9: the Kangxi radical and the rarer tens
    "the Kangxi radical eight": (ONE_GPU, ja("\u2f0b枚"), "does not have: 8"),
    "the Kangxi radical eight in Chinese": (ONE_GPU, zh("\u2f0b張"), "does not have: 8"),
    "twenty as 卄": (ONE_GPU, ja("卄枚"), "does not have: 20"),
    "thirty as 丗": (ONE_GPU, ja("丗枚"), "does not have: 30"),
    "forty as 卌": (ONE_GPU, ja("卌枚"), "does not have: 40"),
    "two hundred as 皕": (ONE_GPU, ja("皕枚"), "does not have: 200"),
    # O11-O13 OK8 Y6 AA6: multiplier words
    "dual for one": (ONE_GPU, "コンシューマー向け デュアル GPUと 200 GB 以上の RAM がある", ": 2"),
    "twin for one": (ONE_GPU, "コンシューマー向け ツイン GPUと 200 GB 以上の RAM がある", ": 2"),
    "octa for one": (ONE_GPU, "コンシューマー向け オクタ GPUと 200 GB 以上の RAM がある", ": 8"),
    "dual in Hangul for one": (ONE_GPU, "소비자용 듀얼 GPU과 200 GB 이상의 RAM이 있다", ": 2"),
    "quad in Hangul for one": (ONE_GPU, "소비자용 쿼드 GPU과 200 GB 이상의 RAM이 있다", ": 4"),
    "one card in a dual setup": (ONE_GPU, ja("1枚（デュアル構成）"), "does not have: 2"),
    "duplexed for one": (
        ONE_GPU,
        "コンシューマー向け 二重化 GPUと 200 GB 以上の RAM がある",
        ": 2",
    ),
    # OZ2 OZ3 Y1-Y3: dozens and a gross
    "half a dozen": (ONE_GPU, "有半打消費級 GPU 與 200 GB 以上的 RAM", "does not have: 6"),
    "two dozen": (ONE_GPU, "有兩打消費級 GPU 與 200 GB 以上的 RAM", "does not have: 24"),
    "a dozen in Korean": (ONE_GPU, ko("한 다스"), "does not have: 12"),
    "a dozen as 타": (ONE_GPU, ko("한 타"), "does not have: 12"),
    "a gross": (ONE_GPU, ja("1グロス"), "does not have: 144"),
    # Q5 Q8 WK1-WK3 WK5 WK6: approximate counts where the English says one
    "a hundred-odd": (ONE_GPU, ko("백여 장"), "does not have: 백여"),
    "quite a few": (ONE_GPU, "有好幾張消費級 GPU 與 200 GB 以上的 RAM", "does not have: 好幾"),
    "five or so": (ONE_GPU, ko("댓 장"), "does not have: 댓"),
    "fifteen or so": (ONE_GPU, ko("열댓 장"), "does not have: 열댓"),
    "twenty-five or so": (ONE_GPU, ko("스물댓 장"), "does not have: 스물댓"),
    "one or two or so": (ONE_GPU, ko("한두어 장"), "does not have: 한두어"),
    "seven or eight": (ONE_GPU, ko("일곱여덟 장"), "does not have: 일곱여덟"),
    # N0-N3 OK2 WK4: Korean native numerals before a particle, and the older three
    "eight before a particle": (ONE_GPU, ko("여덟"), "does not have: 8"),
    "five before a particle": (ONE_GPU, ko("다섯"), "does not have: 5"),
    "three before a particle": (ONE_GPU, ko("셋"), "does not have: 3"),
    "two before and": (ONE_GPU, ko("둘"), "does not have: 2"),
    "the older three": (ONE_GPU, ko("서 장"), "does not have: 3"),
    "eight after each": (ONE_GPU, ko("한 장씩 여덟"), "does not have: 8"),
    # P3 P4 Y0: pairs
    "eight pairs in Korean for 8×": (SETUPS, "RTX 5090 한 장 구성과 8쌍 RTX 5090 구성", "has 16"),
    "eight pairs in Chinese for 8×": (SETUPS, "單張 RTX 5090 與 8 對 RTX 5090 配置", "has 16"),
    "a pair for one": (ONE_GPU, ko("한 쌍"), "does not have: 2"),
    # G1-G4: a sign in words
    "minus in katakana": (MORE, "Kimi は マイナス 75% 多くのリクエストを処理できる。", "-75%"),
    "minus in Chinese": (MORE, "Kimi 能多處理負 75% 的請求。", "-75%"),
    "minus in Hangul": (MORE, "Kimi가 요청을 마이너스 75% 더 처리한다.", "-75%"),
    "the accounting triangle": (MORE, "Kimi は △75% 多くのリクエストを処理できる。", "-75%"),
    # the readings that make a faithful translation pass keep a wrong one refused
    "seven tenths and a half for 80%": (
        "Kimi handles 80% more requests.",
        "Kimi 能多處理七成半的請求。",
        "80% (the translation has 75%)",
    ),
    "a Korean number in digits and units changed": (
        "a 131,072-token context",
        "13만1천73 토큰 컨텍스트",
        "131,072 (the translation has 131073)",
    ),
    # WZ0 WZ2 WZ4: two numerals side by side are a range, a vague count, not 12, 23 or 89
    "one or two for one": (ONE_GPU, zh("一兩張"), "does not have: 一兩"),
    "two or three for one": (ONE_GPU, zh("兩三張"), "does not have: 兩三"),
    "eight or nine for one": (ONE_GPU, zh("八九張"), "does not have: 八九"),
    "decimals in numerals changed": (
        FINE_TUNE,
        "以約 70 GB GPU 記憶體與 一點二至一點四 TB RAM 進行 LoRA 微調",
        "1.3TB (the translation has 1.4TB)",
    ),
}

FAITHFUL = {
    "one card": (ONE_GPU, ONE_GPU_JA),
    "one card in Chinese": (ONE_GPU, ONE_GPU_ZH),
    "one card in Korean": (ONE_GPU, ONE_GPU_KO),
    # F11 G7 H2: tenths and a half, and decimals in numerals
    "seven tenths and five": (MORE, "Kimi 能多處理 七成五的請求。"),
    "seven tenths and a half": (MORE, "Kimi 能多處理七成半的請求。"),
    "decimals in numerals": (
        FINE_TUNE,
        "以約 70 GB GPU 記憶體與 一點二至一點三 TB RAM 進行 LoRA 微調",
    ),
    # G10: thousands after a myriad continue its number
    "a Korean number in digits and units": ("a 131,072-token context", "13만1천72 토큰 컨텍스트"),
    "a Korean number in digits and spaced units": (
        "a 131,072-token context",
        "13만 1천 72 토큰 컨텍스트",
    ),
    "one or two for one or two": ("It runs on one or two GPUs.", "在一兩張 GPU 上運行。"),
    "twelve is still twelve": ("It runs on 12 GPUs.", "在十二張 GPU 上運行。"),
    # what the new readers must leave alone
    "a katakana word with ni": ("It uses a neural network.", "ニューラルネットワークを使う。"),
    "a katakana long vowel before a count's word": (
        "It counts the copies.",
        "コピー枚数を数える。",
    ),
    "a key pair": ("Create a key pair.", "キーペアを作成する。"),
    "gross profit": ("Gross profit rose.", "グロス利益が増えた。"),
    "a dual GPU for dual GPUs": ("It runs on dual GPUs.", "デュアル GPU で動作する。"),
    "the two before a particle": (
        "Combine both.",
        "둘을 결합한다.",
    ),
    "versus with a counter's syllable": ("Cost vs latency.", "비용 대 지연 시간."),
    "a comment is not five or so": ("Leave a comment.", "댓글을 남기세요."),
    "eight pairs for eight pairs": ("It runs on 8 pairs of GPUs.", "GPU 8쌍에서 실행됩니다."),
    "a version before versus": ("V4 is enough.", "DeepSeek-V4 對你來說已經足夠。"),
    "minus 5 for minus 5": ("It falls to -5 °C.", "マイナス 5 °C まで下がる。"),
    "a load in Chinese": ("It balances load across 8 GPUs.", "在 8 張 GPU 之間平衡負載。"),
}

# name: English, translation, the unread word the warning names
UNREAD = {
    "a made-up word before a counter": (ONE_GPU, ja("ペケ枚"), "ペケ枚"),
    "a made-up word before a Korean counter": (ONE_GPU, ko("뭐 장"), "뭐 장과"),
    "a kana word before a percent": (MORE, "Kimi は 75% 多く、ほげ% 速く処理できる。", "ほげ%"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_changed_count_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message, finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


@pytest.mark.parametrize("name", sorted(UNREAD))
def test_a_word_before_a_counter_no_reader_reads_is_a_warning(name: str) -> None:
    english, translation, word = UNREAD[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "warning")
    assert finding.message == f"unread count word: {word}"


JA = "locales/ja/LC_MESSAGES/messages.po"
ONE_BOX_KEY = 'msgctxt "comparisons/deepinfer-vs-ktransformers:decision_guide.one-box.situation"'


def test_the_shipped_one_box_line_with_an_unread_count_word_is_refused_in_strict(
    shipped: Path, run_cli: Cli
) -> None:
    path = shipped / JA
    lines = path.read_text(encoding="utf-8").split("\n")
    msgid = lines.index(ONE_BOX_KEY) + 1  # (the line after msgctxt; 0-based index + 1)
    assert lines[msgid + 1] == f'msgstr "{ONE_GPU_JA}"'
    lines[msgid + 1] = f'msgstr "{ja("ペケ枚")}"'
    path.write_text("\n".join(lines), encoding="utf-8")
    code, _, err = run_cli("-C", str(shipped), "check", "--strict")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{msgid + 1}: warning: [number] ja: " in err, err
    assert "one-box.situation': unread count word: ペケ枚\n" in err, err
    # Beside it, the review gate's: the shipped project requires review, and this
    # translation is no reviewer's.
    assert err.count(f"{JA}:") == 2 and f"{JA}:{msgid + 1}: [unreviewed]" in err, err
