"""Attack 15's findings on bounds, approximations, time bounds, ranks and dates as named
fixtures: a bound negated by the words after it (超えない, 넘지 않는), an "about" or a bound
added, an ordinal turned into another position (最初 as 次の), a weekday that is not the
date's, a time bound turned round on a release or a placeholder, a direction word turned
round beside a kept number, and a Minguo year. Each case is the shipped translation with
the attack's edit, so the faithful shipped line is checked beside it; the faithful
variants next to each must stay clean.
"""

from __future__ import annotations

import pytest

from comparekit.catalogs.findings import Finding
from test_attack12_context import edited, shipped
from test_trust_numbers import number_findings

SGLANG = "comparisons/deepinfer-vs-sglang:what_each_is.sglang.paragraphs.scope"
SMALL = "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail"
VLLM = "comparisons/deepinfer-vs-vllm:what_each_is.vllm.paragraphs.scope"
MODELS = "comparisons/deepinfer-vs-vllm:decision_guide.many-models.reason"


def _errors(findings: list[Finding], phrase: str) -> list[str]:
    """The severities of the findings whose message holds ``phrase``."""
    return [f.severity for f in findings if phrase in f.message]


# name: locale, key, the shipped words, the attack's words (more than / at least N)
NEGATED = {
    "ja 超えない": ("ja", SGLANG, "400,000基を超える", "400,000基を超えない"),
    "ja 以上ではない": ("ja", SMALL, "200 GB 以上の", "200 GB 以上ではない"),
    "ja 以上ない": ("ja", SMALL, "200 GB 以上の", "200 GB 以上ない"),
    "ja 以上でない": ("ja", SMALL, "200 GB 以上の", "200 GB 以上でない"),
    "ja 以上にはならない": ("ja", SMALL, "200 GB 以上の", "200 GB 以上にはならない"),
    "ja 上回らない": ("ja", VLLM, "200 を上回る", "200 を上回らない"),
    "ja 上回っていない": ("ja", VLLM, "200 を上回る", "200 を上回っていない"),
    "ja 超えず": ("ja", VLLM, "2,000人を超え", "2,000人を超えず"),
    "ja 超過しない": ("ja", SGLANG, "400,000基を超える", "400,000基を超過しない"),
    "ja 足らず": ("ja", SMALL, "200 GB 以上の", "200 GB 足らずの"),
    "ja 近く": ("ja", SMALL, "200 GB 以上の", "200 GB 近くの"),
    "ja を割る": ("ja", SMALL, "200 GB 以上の", "200 GB を割る"),
    "ko 를 넘지 않는": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개를 넘지 않는다고"),
    "ko 가 넘지 않는": ("ko", MODELS, "200개가 넘는", "200개가 넘지 않는"),
    "ko 안 넘는": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개를 안 넘는다고"),
    "ko 초과하지 않는": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개를 초과하지 않는다고"),
    "ko 이상이 아닌": ("ko", SMALL, "200 GB 이상의", "200 GB 이상이 아닌"),
    "ko 못 미친": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개에 못 미친다고"),
    "ko 가 안 된": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개가 안 된다고"),
    "ko 가까이": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개 가까이 된다고"),
    "zh 沒有超過": ("zh_Hant", SGLANG, "超過 400,000 張", "沒有超過 400,000 張"),
    "zh 不會超過": ("zh_Hant", SGLANG, "超過 400,000 張", "不會超過 400,000 張"),
    "zh 未超過": ("zh_Hant", SGLANG, "超過 400,000 張", "未超過 400,000 張"),
    "zh 不到": ("zh_Hant", SMALL, "至少 200 GB", "不到 200 GB"),
    "zh 不足": ("zh_Hant", SGLANG, "超過 400,000 張", "不足 400,000 張"),
    "zh 將近": ("zh_Hant", SGLANG, "超過 400,000 張", "將近 400,000 張"),
    "zh 張不到": ("zh_Hant", SGLANG, "超過 400,000 張", "400,000 張不到"),
    "zh 從未超過": ("zh_Hant", SGLANG, "超過 400,000 張", "從未超過 400,000 張"),
    "zh 未及": ("zh_Hant", SGLANG, "超過 400,000 張", "未及 400,000 張"),
    "ja 超えることはない": ("ja", SGLANG, "400,000基を超える", "400,000基を超えることはない"),
    "ja に満たない": ("ja", SGLANG, "400,000基を超える", "400,000基に満たない"),
    "ja に届かない": ("ja", SGLANG, "400,000基を超える", "400,000基に届かない"),
    "ko 넘은 적이 없는": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개를 넘은 적이 없다고"),
    "ko 미달": ("ko", SGLANG, "400,000개를 넘는다고", "400,000개에 미달한다고"),
}


@pytest.mark.parametrize("name", sorted(NEGATED))
def test_a_bound_negated_or_said_under_is_turned_round(name: str) -> None:
    locale, key, old, new = NEGATED[name]
    assert number_findings(*shipped(locale)[key]) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert _errors(findings, "bound turned round") == ["error"], findings


# English, translation: a negated bound where the English's is the same, and a condition
# ("unless 200 GB or more") that keeps the English's bound
NEGATED_FAITHFULLY = {
    "no more than as 超えない": ("no more than 200 GB", "200 GB を超えない"),
    "no more than as 넘지 않는": ("no more than 200 GB", "200 GB를 넘지 않는"),
    "no more than as 不超過": ("no more than 200 GB", "不超過 200 GB"),
    "not more than as 沒有超過": ("not more than 200 GB", "沒有超過 200 GB"),
    "fewer than as 不到": ("fewer than 200 GPUs", "不到 200 張 GPU"),
    "more than as 不止": ("more than 400,000 GPUs", "不止 400,000 張 GPU"),
    "at least as 以上ないと": ("needs at least 200 GB", "200 GB 以上ないと動かない"),
    "at least as 이상이 아니면": ("needs at least 200 GB", "200 GB 이상이 아니면 안 된다"),
    "at least as 不少於": ("at least 200 GB", "不少於 200 GB"),
    "at most as 不高於": ("at most 200 GB", "不高於 200 GB"),
    "more than as 超えることもある": ("more than 400,000 GPUs", "400,000基を超えることもある"),
}


@pytest.mark.parametrize("name", sorted(NEGATED_FAITHFULLY))
def test_a_negated_bound_that_says_the_english_is_clean(name: str) -> None:
    assert number_findings(*NEGATED_FAITHFULLY[name]) == []


RECIPE = "comparisons/deepinfer-vs-dynamo:sources.dynamo-v41-recipe.supports"
# "the first build" as the next, the previous or the only one
POSITIONS = {
    "ja 次の": ("ja", RECIPE, "最初のビルド", "次のビルド", "次の (next)"),
    "ja 直前の": ("ja", RECIPE, "最初のビルド", "直前のビルド", "直前 (previous)"),
    "ja 唯一の": ("ja", RECIPE, "最初のビルド", "唯一のビルド", "唯一 (only)"),
    "ja 後続の": ("ja", RECIPE, "最初のビルド", "後続のビルド", "後続 (next)"),
    "ko 다음": ("ko", RECIPE, "첫 빌드", "다음 빌드", "다음 (next)"),
    "ko 유일한": ("ko", RECIPE, "첫 빌드", "유일한 빌드", "유일 (only)"),
    "ko 이전": ("ko", RECIPE, "첫 빌드", "이전 빌드", "이전 (previous)"),
    "ko 후속": ("ko", RECIPE, "첫 빌드", "후속 빌드", "후속 (next)"),
    "zh 下一個": ("zh_Hant", RECIPE, "第一個建置版本", "下一個建置版本", "下一 (next)"),
    "zh 唯一": ("zh_Hant", RECIPE, "第一個建置版本", "唯一建置版本", "唯一 (only)"),
    "zh 上一個": ("zh_Hant", RECIPE, "第一個建置版本", "上一個建置版本", "上一 (previous)"),
    "zh 後一個": ("zh_Hant", RECIPE, "第一個建置版本", "後一個建置版本", "後一個 (next)"),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_first_as_another_position_is_an_error(name: str) -> None:
    locale, key, old, new, word = POSITIONS[name]
    assert number_findings(*shipped(locale)[key]) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [(f.severity, f.message) for f in findings] == [
        ("error", f"ordinal changed: {word}, where the English has first")
    ]


# English, translation: the position the English names, or also says
POSITIONS_KEPT = {
    "the next build": ("the next build", "次のビルド"),
    "the only build": ("the only build", "唯一建置版本"),
    "the last release as the previous": ("the last release", "前回のリリース"),
    "first, then next": ("First, an API. Next, metrics.", "まず API、次にメトリクス"),
    "SGLang-only first build": ("the first build was SGLang-only", "첫 빌드는 SGLang 전용"),
    "first said as 1つ目": ("Three things. First, a server.", "次の3つがある。1つ目はサーバーだ"),
}


@pytest.mark.parametrize("name", sorted(POSITIONS_KEPT))
def test_a_position_the_english_names_is_clean(name: str) -> None:
    assert number_findings(*POSITIONS_KEPT[name]) == []


SEP_12 = {"ja": "2026年9月12日", "ko": "2026년 9월 12일", "zh_Hant": "2026年9月12日"}
# 12 September 2026 is a Saturday: locale, the weekday written after the date
WRONG_WEEKDAYS = {
    "ja （金）": ("ja", "（金）"),
    "ja 金曜日": ("ja", "金曜日"),
    "ja (Fri)": ("ja", " (Fri)"),
    "ko (금)": ("ko", "(금)"),
    "ko 금요일": ("ko", " 금요일"),
    "zh （五）": ("zh_Hant", "（五）"),
    "zh 星期五": ("zh_Hant", "（星期五）"),
    "zh 週日": ("zh_Hant", "週日"),
}
RIGHT_WEEKDAYS = {
    "ja （土）": ("ja", "（土）"),
    "ja 土曜日": ("ja", "土曜日"),
    "ko (토)": ("ko", "(토)"),
    "ko 토요일": ("ko", " 토요일"),
    "zh （六）": ("zh_Hant", "（六）"),
    "zh 星期六": ("zh_Hant", "（星期六）"),
    "zh 週六": ("zh_Hant", "週六"),
    "zh (Sat)": ("zh_Hant", " (Sat)"),
}


@pytest.mark.parametrize("name", sorted(WRONG_WEEKDAYS))
def test_a_weekday_that_is_not_the_dates_is_an_error(name: str) -> None:
    locale, weekday = WRONG_WEEKDAYS[name]
    date = SEP_12[locale]
    findings = number_findings(*edited(locale, RECIPE, date, date + weekday))
    message = f"weekday not the date's: {date}{weekday} (12 September 2026 is a Saturday)"
    assert [(f.severity, f.message) for f in findings] == [("error", message)]


@pytest.mark.parametrize("name", sorted(RIGHT_WEEKDAYS))
def test_the_dates_own_weekday_is_clean(name: str) -> None:
    locale, weekday = RIGHT_WEEKDAYS[name]
    date = SEP_12[locale]
    assert number_findings(*edited(locale, RECIPE, date, date + weekday)) == []


def test_a_weekday_is_read_in_a_minguo_or_reiwa_year_and_without_a_year() -> None:
    date = SEP_12["zh_Hant"]
    assert number_findings(*edited("zh_Hant", RECIPE, date, "民國115年9月12日（六）")) == []
    findings = number_findings(*edited("zh_Hant", RECIPE, date, "民國115年9月12日（五）"))
    assert [f.message for f in findings] == [
        "weekday not the date's: 民國115年9月12日（五） (12 September 2026 is a Saturday)"
    ]
    assert number_findings(*edited("ja", RECIPE, date, "令和8年9月12日（土）")) == []
    # without a year of its own, the date is of the English's only year
    assert number_findings("on September 12", "9月12日（金）に") == []
    findings = number_findings("on September 12, 2026", "2026年9月12日（金）に")
    assert [f.severity for f in findings] == ["error"]
    assert number_findings("on February 30, 2026", "2026年2月30日（金）に") == []


# D: 民國115年 is 2026; another Minguo year is another year
MINGUO = {
    "民國115年": ("民國115年9月12日", []),
    "民國一一五年": ("民國一一五年9月12日", []),
    "中華民國115年": ("中華民國115年9月12日", []),
    "民國114年": ("民國114年9月12日", ["error"]),
    "民國一百一十四年": ("民國一百一十四年9月12日", ["error"]),
    "民国116年": ("民国116年9月12日", ["error"]),
}


@pytest.mark.parametrize("name", sorted(MINGUO))
def test_a_minguo_year_is_its_western_year(name: str) -> None:
    written, severities = MINGUO[name]
    findings = number_findings(*edited("zh_Hant", RECIPE, SEP_12["zh_Hant"], written))
    assert [f.severity for f in findings] == severities, findings


KV_CACHE = "products/dynamo:facts.kv-cache"  # "deprecated in v1.5.0"
V015 = "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy"
ON_RELEASE = "time bound on a release the English does not bound"
TURNED = "time bound turned round"
# "deprecated in v1.5.0" as "before" or "until v1.5.0"; "since v0.15.0" as "until"
RELEASE_BOUNDS = {
    "zh 前已棄用": ("zh_Hant", KV_CACHE, "v1.5.0 起", "v1.5.0 前", ON_RELEASE),
    "zh 之前": ("zh_Hant", KV_CACHE, "v1.5.0 起", "v1.5.0 之前", ON_RELEASE),
    "zh 以前": ("zh_Hant", KV_CACHE, "v1.5.0 起", "v1.5.0 以前", ON_RELEASE),
    "zh 版為止": ("zh_Hant", KV_CACHE, "v1.5.0 起", "v1.5.0 版為止", ON_RELEASE),
    "ja まで": ("ja", KV_CACHE, "v1.5.0 で", "v1.5.0 まで", ON_RELEASE),
    "ja 以前に": ("ja", KV_CACHE, "v1.5.0 で", "v1.5.0 以前に", ON_RELEASE),
    "ja より前に": ("ja", KV_CACHE, "v1.5.0 で", "v1.5.0 より前に", ON_RELEASE),
    "ko 이전에": ("ko", KV_CACHE, "v1.5.0에서", "v1.5.0 이전에", ON_RELEASE),
    "ko 전에": ("ko", KV_CACHE, "v1.5.0에서", "v1.5.0 전에", ON_RELEASE),
    "ko 까지": ("ko", KV_CACHE, "v1.5.0에서", "v1.5.0까지", ON_RELEASE),
    "since as ja まで": ("ja", V015, "v0.15.0 から", "v0.15.0 まで", TURNED),
    "since as ja 以前": ("ja", V015, "v0.15.0 から", "v0.15.0 以前", TURNED),
    "since as ja より前": ("ja", V015, "v0.15.0 から", "v0.15.0 より前", TURNED),
    "since as ko 까지": ("ko", V015, "v0.15.0부터", "v0.15.0까지", TURNED),
    "since as ko 전": ("ko", V015, "v0.15.0부터", "v0.15.0 전", TURNED),
    "since as zh 前": ("zh_Hant", V015, "v0.15.0 起", "v0.15.0 前", TURNED),
    "since as zh 之前": ("zh_Hant", V015, "v0.15.0 起", "v0.15.0 之前", TURNED),
}


@pytest.mark.parametrize("name", sorted(RELEASE_BOUNDS))
def test_a_release_bounded_another_way_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = RELEASE_BOUNDS[name]
    assert number_findings(*shipped(locale)[key]) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


def test_deprecated_in_as_deprecated_since_is_no_error() -> None:
    # a change in a release holds from it on: 以降, から, 부터 may say "in"
    for locale, old, new in (
        ("ja", "v1.5.0 で", "v1.5.0 から"),
        ("ja", "v1.5.0 で", "v1.5.0 以降"),
        ("ko", "v1.5.0에서", "v1.5.0부터"),
        ("zh_Hant", "v1.5.0 起", "v1.5.0 以後"),
    ):
        findings = number_findings(*edited(locale, KV_CACHE, old, new))
        assert "error" not in [f.severity for f in findings], findings


# English, translation, the severities: a bound on a placeholder's release
PLACEHOLDER_BOUNDS = {
    "since as 以降": ("Supported since {version}.", "{version} 以降で対応", []),
    "since as 이후": ("Supported since {version}.", "{version} 이후 지원", []),
    "since as 自…起": ("Supported since {version}.", "自 {version} 起支援", []),
    "until as まで": ("Supported until {version}.", "{version} まで対応", []),
    "in as で": ("Removed in {version}.", "{version} で削除", []),
    "since as まで": ("Supported since {version}.", "{version} まで対応", ["error"]),
    "since as 이전": ("Supported since {version}.", "{version} 이전 지원", ["error"]),
    "since as 之前": ("Supported since {version}.", "{version} 之前支援", ["error"]),
    "until as 以降": ("Supported until {version}.", "{version} 以降対応", ["error"]),
    "in as 前": ("Removed in {version}.", "{version} 前已移除", ["error"]),
    # a model's version is no release: the list stops at that model
    "model as 까지": ("The lists stop at DeepSeek-V3.2.", "목록은 DeepSeek-V3.2까지다", []),
    # a release named as a goal may be reached by it
    "for as までに": ("removal targeted for v1.6.0", "v1.6.0 までに削除予定", []),
}


@pytest.mark.parametrize("name", sorted(PLACEHOLDER_BOUNDS))
def test_a_bound_on_a_placeholders_release(name: str) -> None:
    english, translation, severities = PLACEHOLDER_BOUNDS[name]
    findings = number_findings(english, translation)
    assert [f.severity for f in findings] == severities, findings


MEASURED = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.what-is-measured"
RATE = {"ja": "ドラフト受入率 75%", "ko": "드래프트 수용률 75%", "zh_Hant": "草稿接受率為 75%"}
ABOUT_ADDED = "the English's 'about' added"
BOUND_ADDED = "bound the English does not have"
# "75% draft acceptance" and "September 12, 2026" said as rough: warnings (a limit added,
# 75% 以上 or 9月12日まで, is an error: tests/test_attack16_bounds_names.py)
ROUGH_OR_BOUNDED = {
    "ja 75% 前後": ("ja", MEASURED, RATE["ja"], " 前後", ABOUT_ADDED),
    "ja 75% 程度": ("ja", MEASURED, RATE["ja"], " 程度", ABOUT_ADDED),
    "ja 75% ほど": ("ja", MEASURED, RATE["ja"], " ほど", ABOUT_ADDED),
    "ja 75% 強": ("ja", MEASURED, RATE["ja"], " 強", BOUND_ADDED),
    "ko 75% 정도": ("ko", MEASURED, RATE["ko"], " 정도", ABOUT_ADDED),
    "ko 75% 가량": ("ko", MEASURED, RATE["ko"], " 가량", ABOUT_ADDED),
    "ko 75% 안팎": ("ko", MEASURED, RATE["ko"], " 안팎", ABOUT_ADDED),
    "zh 75% 左右": ("zh_Hant", MEASURED, RATE["zh_Hant"], " 左右", ABOUT_ADDED),
    "zh 75% 上下": ("zh_Hant", MEASURED, RATE["zh_Hant"], " 上下", ABOUT_ADDED),
    "ja 9月12日頃": ("ja", RECIPE, SEP_12["ja"], "頃", ABOUT_ADDED),
    "ja 9月12日ごろ": ("ja", RECIPE, SEP_12["ja"], "ごろ", ABOUT_ADDED),
    "ja 9月12日前後": ("ja", RECIPE, SEP_12["ja"], "前後", ABOUT_ADDED),
    "ko 9월 12일경": ("ko", RECIPE, SEP_12["ko"], "경", ABOUT_ADDED),
    "ko 9월 12일 무렵": ("ko", RECIPE, SEP_12["ko"], " 무렵", ABOUT_ADDED),
    "zh 9月12日左右": ("zh_Hant", RECIPE, SEP_12["zh_Hant"], "左右", ABOUT_ADDED),
}


@pytest.mark.parametrize("name", sorted(ROUGH_OR_BOUNDED))
def test_an_about_or_a_bound_added_is_a_warning(name: str) -> None:
    locale, key, old, added, phrase = ROUGH_OR_BOUNDED[name]
    findings = number_findings(*edited(locale, key, old, old + added))
    assert [f.severity for f in findings if phrase in f.message] == ["warning"], findings


def test_near_before_a_chinese_number_is_about() -> None:
    findings = number_findings(*edited("zh_Hant", MEASURED, "為 75%", "為近 75%"))
    assert [(f.severity, f.message) for f in findings] == [
        ("warning", "the English's 'about' added (a rough figure against an exact one)")
    ]


# English, translation: まで and 까지 that end a range, a date or a name, and words of
# "about" that are not (上下文: context; 1경: ten quadrillion)
NOT_ADDED = {
    "range から まで": ("from 1.5 to 8 bits", "1.5 ビットから 8 ビットまで"),
    "range 에서 까지": ("from about 1.5 to 8 bits", "약 1.5비트에서 8비트까지"),
    "a month's まで": ("by September 2026", "2026年9月までに"),
    "a model's 까지": ("stops at DeepSeek-V4", "DeepSeek-V4까지입니다"),
    "上下文": ("a 131,072-token context", "131,072 token 上下文"),
}


@pytest.mark.parametrize("name", sorted(NOT_ADDED))
def test_words_that_add_no_about_or_bound_are_clean(name: str) -> None:
    assert number_findings(*NOT_ADDED[name]) == []


TRANSFER = "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail"  # 4.6 times faster
UNITS = "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units"  # 75% more
# a comparison turned round beside its kept number
DIRECTIONS = {
    "ja faster as 遅い": ("ja", TRANSFER, "4.6倍になる", "4.6倍遅い", "遅い", "faster"),
    "ja faster as 下回る": ("ja", TRANSFER, "4.6倍になる", "4.6倍下回る", "下回", "faster"),
    "ja faster as 低い": ("ja", TRANSFER, "4.6倍になる", "4.6倍低い", "低い", "faster"),
    "ko faster as 느립니다": ("ko", TRANSFER, "4.6배 빠릅니다", "4.6배 느립니다", "느립", "faster"),
    "ko faster as 낮습니다": ("ko", TRANSFER, "4.6배 빠릅니다", "4.6배 낮습니다", "낮습", "faster"),
    "zh faster as 慢": ("zh_Hant", TRANSFER, "4.6 倍", "4.6 倍慢", "慢", "faster"),
    "zh faster as 慢約": (
        "zh_Hant",
        TRANSFER,
        "約為 TCP 的 2.4 倍與 4.6 倍",
        "比 TCP 慢約 2.4 倍與 4.6 倍",
        "慢",
        "faster",
    ),
    "ja more as 少ない": ("ja", UNITS, "75% 多くの", "75% 少ない", "少ない", "more"),
    "ja more as 減": ("ja", UNITS, "75% 多くの", "75% 減の", "減", "more"),
    "ja more as 下回る": ("ja", UNITS, "75% 多くの", "75% 下回る", "下回", "more"),
    "ko more as 덜": ("ko", UNITS, "75% 더 처리", "75% 덜 처리", "덜", "more"),
    "ko more as 적게": ("ko", UNITS, "75% 더 처리", "75% 적게 처리", "적게", "more"),
    "zh more as 少": ("zh_Hant", UNITS, "多處理 75%", "少處理 75%", "少", "more"),
    "zh more as 低於": ("zh_Hant", UNITS, "多處理 75%", "處理低於 75%", "低於", "more"),
}


@pytest.mark.parametrize("name", sorted(DIRECTIONS))
def test_a_comparison_turned_round_is_an_error(name: str) -> None:
    locale, key, old, new, word, english_word = DIRECTIONS[name]
    assert number_findings(*shipped(locale)[key]) == []
    findings = number_findings(*edited(locale, key, old, new))
    message = f"direction turned round: {word}, where the English has {english_word}"
    assert [(f.severity, f.message) for f in findings] == [("error", message)]


# English, translation: the English's direction said beside the number, and words of the
# other direction away from any number or in another word (新增: added; 至少: at least)
DIRECTIONS_KEPT = {
    "faster as 速い": ("4.6 times faster than TCP", "TCP の 4.6 倍速い"),
    "faster as 빠릅니다": ("4.6 times faster than TCP", "TCP보다 4.6배 빠릅니다"),
    "faster as 快": ("4.6 times faster than TCP", "比 TCP 快 4.6 倍"),
    "more as 増": ("75% more requests", "リクエストが 75% 増"),
    "a slow word far from the number": (
        "handles 75% more requests",
        "遅いと言われがちなこのプラットフォームは、リクエストを 75% 多く処理できる",
    ),
    "新增 is added": ("cross-cutting: PR #25784 brings DSpark", "PR #25784 新增了 DSpark"),
    "至少 is at least": ("4.6 times faster with at least 200 GB", "至少 200 GB 時快 4.6 倍"),
}


@pytest.mark.parametrize("name", sorted(DIRECTIONS_KEPT))
def test_the_direction_the_english_names_is_clean(name: str) -> None:
    assert number_findings(*DIRECTIONS_KEPT[name]) == []


LLAMA = "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.deepseek"
# "by early August 2026" as "after early August", in words of their own
AFTER_WORDS = {
    "ja より後": ("ja", "8月上旬までに", "8月上旬より後に", "より後"),
    "ja より以降": ("ja", "8月上旬までに", "8月上旬より以降に", "より以降"),
    "ja の後": ("ja", "8月上旬までに", "8月上旬の後に", "の後"),
    "ja を過ぎて": ("ja", "8月上旬までに", "8月上旬を過ぎてから", "を過ぎ"),
    "ko 후에": ("ko", "8월 초까지", "8월 초 후에", "후"),
    "ko 뒤에": ("ko", "8월 초까지", "8월 초 뒤에", "뒤"),
    "ko 가 지나서": ("ko", "8월 초까지", "8월 초가 지나서", "지나"),
    "zh 後": ("zh_Hant", "到 2026年8月初", "2026年8月初後", "後"),
}


@pytest.mark.parametrize("name", sorted(AFTER_WORDS))
def test_by_a_date_said_as_after_it_is_an_error(name: str) -> None:
    locale, old, new, word = AFTER_WORDS[name]
    findings = number_findings(*edited(locale, LLAMA, old, new))
    assert [(f.severity, f.message) for f in findings] == [
        ("error", f"time bound turned round on a date: {word}")
    ]


# English, translation: "ago" and halves are no bound on a date
NO_TIME_BOUND = {
    "3日前": ("3 days ago", "3日前"),
    "2年前": ("2 years ago", "2年前"),
    "前半": ("in the first half of 2026", "2026年前半"),
    "の後半": ("in the second half of May 2026", "2026年5月の後半"),
    "전체": ("all of May 2026", "2026년 5월 전체"),
    "by as より前": ("by May 2026", "2026年5月より前に"),
}


@pytest.mark.parametrize("name", sorted(NO_TIME_BOUND))
def test_words_that_bound_no_date_are_clean(name: str) -> None:
    assert number_findings(*NO_TIME_BOUND[name]) == []


# "the latest release" as the next or the only one; the latest and the last kept
LATEST = {
    "次の": (
        "次のリリース v1.7.0",
        [("error", "ordinal changed: 次の (next), where the English has latest")],
    ),
    "唯一の": (
        "唯一のリリース v1.7.0",
        [("error", "ordinal changed: 唯一 (only), where the English has latest")],
    ),
    "다음": (
        "다음 릴리스 v1.7.0",
        [("error", "ordinal changed: 다음 (next), where the English has latest")],
    ),
    "下一個": (
        "下一個版本 v1.7.0",
        [("error", "ordinal changed: 下一 (next), where the English has latest")],
    ),
    "最新": ("最新リリース v1.7.0", []),
}


@pytest.mark.parametrize("name", sorted(LATEST))
def test_the_latest_as_another_position(name: str) -> None:
    translation, expected = LATEST[name]
    findings = number_findings("the latest release, v1.7.0", translation)
    assert [(f.severity, f.message) for f in findings] == expected
