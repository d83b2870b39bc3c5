"""Attack 24's directions turned round (/tmp/atk50 REPORT.md c02-c34, q08-q10, h41, x02,
x29-x31), as named fixtures: each passed `check --strict` with every number kept. Long and
short (40% lower latency as 40%長い), cheap and dear (30% cheaper as 割高, 비쌉니다, 貴),
worse and better (reduces latency as 悪化, 악화, 惡化; improves throughput as 落ちる,
떨어집니다, 下滑), more used (30% less memory as 더 씁니다, 多用, 膨らむ), a speed-up as a
slow-down (低速化, 감속, 減速) and "twice as fast" as 두 배 느립니다. Beside them, the
faithful translations of each kind, across measures too (30% faster startup as 30%短縮,
takes longer as 遅くなる, reduces latency as 改善)."""

from __future__ import annotations

import pytest

from test_trust_numbers import number_findings

_LOWER_LATENCY = "Latency is 40% lower."
_REDUCES_LATENCY = "Reduces latency by 30%."
_LESS_MEMORY = "Uses 30% less memory."
_SAVES = "Saves 30% on cost."
_TWICE_AS_FAST = "Twice as fast as vLLM."
_IMPROVES = "Throughput improves by 20%."
_DROPS = "Throughput drops by 20%."
_LONGER = "Startup takes 30% longer."
_FASTER_STARTUP = "Startup is 30% faster."
_SPEEDUP = "A 2x speedup."
_SLOWDOWN = "A 3x slowdown."
_CHEAPER = "It is 30% cheaper."
_3X_CHEAPER = "3x cheaper than vLLM."
_LATENCY_IMPROVES = "Latency improves by 25%."
_DEGRADES = "Throughput degrades by 15%."
_COSTS_MORE = "It costs 30% more."

_TURNED = "direction turned round: "

# name: English, translation, a fragment of the error's message
HOSTILE = {
    # c06 c08 c09: lower latency as longer
    "c06 長い": (
        _LOWER_LATENCY,
        "レイテンシが40%長い。",
        _TURNED + "長い, where the English has lower",
    ),
    "c08 깁니다": (_LOWER_LATENCY, "지연 시간이 40% 깁니다.", _TURNED + "깁니"),
    "c09 長": (_LOWER_LATENCY, "延遲長 40%。", _TURNED + "長, where"),
    "길어집니다": (_LOWER_LATENCY, "지연 시간이 40% 길어집니다.", _TURNED + "길어"),
    "拉長": (_LOWER_LATENCY, "延遲拉長 40%。", _TURNED + "拉長"),
    "悪化 for lower latency": (_LOWER_LATENCY, "レイテンシが40%悪化する。", _TURNED + "悪化"),
    # c10-c12: reduces latency as worsens it
    "c10 悪化": (_REDUCES_LATENCY, "レイテンシを30%悪化させる。", _TURNED + "悪化"),
    "c11 악화": (_REDUCES_LATENCY, "지연 시간을 30% 악화시킵니다.", _TURNED + "악화"),
    "c12 惡化": (_REDUCES_LATENCY, "延遲惡化 30%。", _TURNED + "惡化"),
    "變差": (_REDUCES_LATENCY, "延遲變差 30%。", _TURNED + "變差"),
    "劣化": (_REDUCES_LATENCY, "レイテンシが30%劣化する。", _TURNED + "劣化"),
    # c14-c16: less memory as more
    "c14 膨らむ": (_LESS_MEMORY, "メモリ使用量が30%膨らむ。", _TURNED + "膨らむ"),
    "c15 더 씁니다": (_LESS_MEMORY, "메모리를 30% 더 씁니다.", _TURNED + "더, where"),
    "c16 多用": (_LESS_MEMORY, "記憶體多用 30%。", _TURNED + "多用"),
    "많이 사용": (_LESS_MEMORY, "메모리를 30% 많이 사용합니다.", _TURNED + "많이"),
    "多佔": (_LESS_MEMORY, "記憶體多佔 30%。", _TURNED + "多佔"),
    "増大": (_LESS_MEMORY, "メモリ使用量が30%増大する。", _TURNED + "増大"),
    # c18: saves as costs extra
    "c18 余計に": (
        _SAVES,
        "コストが30%余計にかかる。",
        _TURNED + "余計に, where the English has saves",
    ),
    "더 듭니다": (_SAVES, "비용이 30% 더 듭니다.", _TURNED + "더"),
    "多花": (_SAVES, "成本多花 30%。", _TURNED + "多花"),
    # c19 h41 x02: twice as fast as slower
    "c19 2배 느립니다": (
        _TWICE_AS_FAST,
        "vLLM보다 2배 느립니다.",
        _TURNED + "느립, where the English has twice as fast",
    ),
    "h41 두 배 느립니다": (_TWICE_AS_FAST, "vLLM보다 두 배 느립니다.", _TURNED + "느립"),
    "x02 2倍遅い": (_TWICE_AS_FAST, "vLLM の2倍遅い。", _TURNED + "遅い"),
    "慢兩倍": (_TWICE_AS_FAST, "比 vLLM 慢兩倍。", _TURNED + "慢"),
    # c23: drops as grows
    "c23 成長": (_DROPS, "吞吐量成長 20%。", _TURNED + "成長, where the English has drops"),
    "飆升": (_DROPS, "吞吐量飆升 20%。", _TURNED + "飆升"),
    "改善 for drops": (_DROPS, "スループットが20%改善する。", _TURNED + "改善"),
    # c24-c26: improves as falls
    "c24 落ちる": (_IMPROVES, "スループットが20%落ちる。", _TURNED + "落ちる"),
    "c25 떨어집니다": (_IMPROVES, "처리량이 20% 떨어집니다.", _TURNED + "떨어"),
    "c26 下滑": (_IMPROVES, "吞吐量下滑 20%。", _TURNED + "下滑"),
    "下跌": (_IMPROVES, "吞吐量下跌 20%。", _TURNED + "下跌"),
    "악화 for improves": (_IMPROVES, "처리량이 20% 악화됩니다.", _TURNED + "악화"),
    # c32-c34: takes longer as shortened, or as faster
    "c32 短く": (
        _LONGER,
        "起動時間が30%短くなる。",
        _TURNED + "短く, where the English has longer",
    ),
    "c33 단축": (_LONGER, "시작 시간이 30% 단축됩니다.", _TURNED + "단축"),
    "c34 縮短": (_LONGER, "啟動時間縮短 30%。", _TURNED + "縮短"),
    "速くなる for longer": (_LONGER, "起動が30%速くなる。", _TURNED + "速く"),
    "빨라집니다 for longer": (_LONGER, "시작이 30% 빨라집니다.", _TURNED + "빨라"),
    # faster startup as longer
    "延びる for faster": (_FASTER_STARTUP, "起動時間が30%延びる。", _TURNED + "延び"),
    "연장 for faster": (_FASTER_STARTUP, "시작 시간이 30% 연장됩니다.", _TURNED + "연장"),
    "拉長 for faster": (_FASTER_STARTUP, "啟動時間拉長 30%。", _TURNED + "拉長"),
    # q08-q10: a speed-up as a slow-down, and back
    "q08 低速化": (_SPEEDUP, "2倍の低速化。", _TURNED + "低速化, where the English has speedup"),
    "q09 감속": (_SPEEDUP, "2배 감속.", _TURNED + "감속"),
    "q10 減速": (_SPEEDUP, "2 倍的減速。", _TURNED + "減速"),
    "降速": (_SPEEDUP, "2 倍降速。", _TURNED + "降速"),
    "高速化 for slowdown": (_SLOWDOWN, "3倍の高速化。", _TURNED + "高速化"),
    "가속 for slowdown": (_SLOWDOWN, "3배 가속.", _TURNED + "가속"),
    "加速 for slowdown": (_SLOWDOWN, "3 倍加速。", _TURNED + "加速"),
    # c02-c04 x29-x31: cheaper as dearer
    "c02 高い": (
        _3X_CHEAPER,
        "vLLM より3倍高い。",
        _TURNED + "高い, where the English has cheaper",
    ),
    "c03 비쌉니다": (_3X_CHEAPER, "vLLM보다 3배 비쌉니다.", _TURNED + "비쌉"),
    "c04 貴": (_3X_CHEAPER, "比 vLLM 貴 3 倍。", _TURNED + "貴"),
    "x29 더 비쌉니다": (_CHEAPER, "30% 더 비쌉니다.", _TURNED + "비쌉"),
    "x30 割高": (_CHEAPER, "30%割高。", _TURNED + "割高"),
    "x31 貴了": (_CHEAPER, "貴了 30%。", _TURNED + "貴"),
    "高価": (_CHEAPER, "30%高価。", _TURNED + "高価"),
    "昂貴": (_CHEAPER, "昂貴 30%。", _TURNED + "昂貴"),
    # costs more as cheaper
    "安く for more": (_COSTS_MORE, "30%安くなる。", _TURNED + "安く"),
    "저렴 for more": (_COSTS_MORE, "30% 더 저렴합니다.", _TURNED + "저렴"),
    "便宜 for more": (_COSTS_MORE, "便宜 30%。", _TURNED + "便宜"),
    "節省 for more": (_COSTS_MORE, "節省 30%。", _TURNED + "節省"),
    # an improvement of latency is lower latency, not more
    "増加 for latency improves": (_LATENCY_IMPROVES, "レイテンシが25%増加する。", _TURNED + "増加"),
    "늘어 for latency improves": (
        _LATENCY_IMPROVES,
        "지연 시간이 25% 늘어납니다.",
        _TURNED + "늘어",
    ),
    "延長 for latency improves": (_LATENCY_IMPROVES, "延遲延長 25%。", _TURNED + "延長"),
    # degrades as improves
    "改善 for degrades": (_DEGRADES, "スループットが15%改善する。", _TURNED + "改善"),
    "개선 for degrades": (_DEGRADES, "처리량이 15% 개선됩니다.", _TURNED + "개선"),
    "改進 for degrades": (_DEGRADES, "吞吐量改進 15%。", _TURNED + "改進"),
    # more words of the same kinds: rises for drops, falls for rises, less said as more
    "오릅니다 for drops": (_DROPS, "처리량이 20% 오릅니다.", _TURNED + "오릅"),
    "升了 for drops": (_DROPS, "吞吐量升了 20%。", _TURNED + "升"),
    "降了 for rises": ("Throughput rises by 20%.", "吞吐量降了 20%。", _TURNED + "降"),
    "내립니다 for rises": ("Prices rise by 10%.", "가격이 10% 내립니다.", _TURNED + "내립"),
    "値下がり for rises": ("Prices rise by 10%.", "価格が10%値下がりする。", _TURNED + "値下が"),
    "退步 for improves": (_IMPROVES, "吞吐量退步 20%。", _TURNED + "退步"),
    "3x less as 3배 더 씁니다": ("Uses 3x less memory.", "메모리를 3배 더 씁니다.", _TURNED + "더"),
    "3x less as 3倍多く": ("Uses 3x less memory.", "メモリを3倍多く使う。", _TURNED + "多く"),
}

# English, translation: the same direction, in the same measure or another
FAITHFUL = [
    # the attack's faithful twins
    (_LOWER_LATENCY, "レイテンシが40%短い。"),
    (_LOWER_LATENCY, "지연 시간이 40% 짧습니다."),
    (_LOWER_LATENCY, "延遲縮短 40%。"),
    (_LESS_MEMORY, "メモリを30%節約する。"),
    (_LESS_MEMORY, "메모리를 30% 적게 씁니다."),
    (_LESS_MEMORY, "記憶體少用 30%。"),
    (_TWICE_AS_FAST, "vLLM の2倍速い。"),
    (_TWICE_AS_FAST, "vLLM보다 두 배 빠릅니다."),
    (_TWICE_AS_FAST, "比 vLLM 快兩倍。"),
    (_IMPROVES, "スループットが20%向上する。"),
    (_IMPROVES, "처리량이 20% 향상됩니다."),
    (_IMPROVES, "吞吐量提升 20%。"),
    (_LONGER, "起動時間が30%長くなる。"),
    (_LONGER, "시작 시간이 30% 늘어납니다."),
    (_LONGER, "啟動時間延長 30%。"),
    (_SPEEDUP, "2倍の高速化。"),
    (_SPEEDUP, "2배 가속."),
    (_SPEEDUP, "2 倍加速。"),
    (_CHEAPER, "30%安い。"),
    (_CHEAPER, "30% 저렴합니다."),
    (_CHEAPER, "便宜 30%。"),
    (_3X_CHEAPER, "3倍安い。"),
    # the same measure in other words
    (_LOWER_LATENCY, "延遲降低 40%。"),
    (_REDUCES_LATENCY, "지연 시간을 30% 줄입니다."),
    (_LESS_MEMORY, "メモリ使用量が30%減る。"),
    (_LESS_MEMORY, "메모리 사용량이 30% 줄어듭니다."),
    (_SAVES, "コストを30%節約できる。"),
    (_SAVES, "비용을 30% 절감합니다."),
    (_SAVES, "節省 30% 成本。"),
    (_SAVES, "コストが30%安くなる。"),
    (_CHEAPER, "30%割安。"),
    (_CHEAPER, "30% 더 쌉니다."),
    (_3X_CHEAPER, "vLLM보다 3배 저렴합니다."),
    (_3X_CHEAPER, "比 vLLM 便宜 3 倍。"),
    (_DROPS, "スループットが20%落ちる。"),
    (_DROPS, "처리량이 20% 떨어집니다."),
    (_DROPS, "吞吐量下滑 20%。"),
    (_SLOWDOWN, "3倍の低速化。"),
    (_SLOWDOWN, "3배 감속."),
    (_SLOWDOWN, "3 倍減速。"),
    (_COSTS_MORE, "30%余計にかかる。"),
    (_COSTS_MORE, "30% 더 듭니다."),
    (_COSTS_MORE, "多花 30%。"),
    (_COSTS_MORE, "30%割高。"),
    (_COSTS_MORE, "30% 더 비쌉니다."),
    (_COSTS_MORE, "貴 30%。"),
    ("Latency is 40% higher.", "レイテンシが40%長い。"),
    ("Latency is 40% higher.", "지연 시간이 40% 깁니다."),
    ("Latency is 40% higher.", "延遲長 40%。"),
    ("Memory use grows by 30%.", "メモリ使用量が30%膨らむ。"),
    ("Memory use grows by 30%.", "메모리를 30% 더 씁니다."),
    ("Memory use grows by 30%.", "記憶體多用 30%。"),
    # across measures: faster is shorter, slower longer
    (_FASTER_STARTUP, "起動時間が30%短縮される。"),
    (_FASTER_STARTUP, "시작 시간이 30% 단축됩니다."),
    (_FASTER_STARTUP, "啟動時間縮短 30%。"),
    (_LONGER, "起動が30%遅くなる。"),
    (_LONGER, "시작이 30% 느려집니다."),
    (_LONGER, "啟動慢 30%。"),
    # across measures: lower latency is better, and faster
    (_REDUCES_LATENCY, "レイテンシを30%改善する。"),
    (_REDUCES_LATENCY, "지연 시간을 30% 개선합니다."),
    (_REDUCES_LATENCY, "延遲改善 30%。"),
    (_REDUCES_LATENCY, "レイテンシを30%短縮する。"),
    ("Cuts response time by 30%.", "응답 시간이 30% 빨라집니다."),
    ("Cuts response time by 30%.", "応答時間を30%短縮し、応答が速くなる。"),
    (_LATENCY_IMPROVES, "レイテンシが25%改善する。"),
    (_LATENCY_IMPROVES, "レイテンシが25%低下する。"),
    (_LATENCY_IMPROVES, "지연 시간이 25% 줄어듭니다."),
    (_LATENCY_IMPROVES, "延遲縮短 25%。"),
    (_DEGRADES, "スループットが15%劣化する。"),
    (_DEGRADES, "처리량이 15% 저하됩니다."),
    (_DEGRADES, "吞吐量下降 15%。"),
    # like words that turn nothing: 더 이상 (no longer), 長達 (as long as), 貴社 (your company)
    ("Drops v1 in 2027.", "2027년에는 v1을 더 이상 지원하지 않습니다."),
    ("Reduces latency by 30% on runs as long as 8 hours.", "在長達 8 小時的執行中，延遲降低 30%。"),
    ("Saves your team 30%.", "貴社のコストを30%削減する。"),
    ("No longer supported after v2.0.", "v2.0 以降はサポートされない。"),
    # (加速器: an accelerator; 長上下文: a long context; 落ち着く: settles)
    ("Cuts latency by 30% on 8 accelerators.", "8 個加速器上延遲低 30%。"),
    ("Supports 128K contexts at 30% lower cost.", "以低 30% 的成本支援 128K 長上下文。"),
    ("Supports 128K contexts at 30% lower cost.", "以低 30% 的成本支援 128K 長的上下文。"),
    ("Saves your team 30%.", "貴社のコストを30%削減できる。"),
    ("Throughput drops by 20% and settles at 80%.", "スループットは20%低下し、80%に落ち着く。"),
    # an amount against a speed: a longer startup is a slower one, more throughput faster
    ("Startup time grows by 30%.", "起動が30%遅くなる。"),
    ("Startup time grows by 30%.", "시작 시간이 30% 느려집니다."),
    ("Raises throughput by 2x.", "スループットが2倍高速化する。"),
    ("Costs 30% less.", "コストが30%安い。"),
    ("Costs 30% less.", "비용이 30% 적게 듭니다."),
    ("Costs 30% less.", "費用便宜 30%。"),
]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_direction_turned_round_is_an_error(name: str) -> None:
    english, translation, said = HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], errors


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_the_same_direction_in_any_measure_is_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []
