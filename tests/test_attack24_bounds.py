"""Attack 50's bounds turned round and quantity words, as named fixtures (attack 24 of
this series): each passed `check --strict`, or got only a warning, before its fix. A bound
said by a word the readers did not know (300 ms を切ることはない, 밑돌지 않습니다, 3回を下らない,
最低でも3回, 最多需要 8 張), "more than" said as "nearly" (に迫る, 目前, 육박, 逼近, に近い,
近九成), "about" as "nearly" (將近 340 GB), a half given a bound or made a majority (半数以上,
과반, 過半數), "a few" as 大量の, 대량의; beside each, the faithful translations of the same
kind, which must stay clean: "at most" as 多くて, を限度とする, 많아야; "nearly" as 將近,
に迫る, 육박; "about a minute" as 1分ほど; "never drops below" as を下回ることはない."""

from __future__ import annotations

import pytest

from test_trust_numbers import number_findings

_UNDER = "Latency stays under 300 ms."
_AT_MOST = "At most 3 retries."
_AT_LEAST = "At least 3 retries."
_MORE = "More than 400,000 downloads."
_NEARLY = "Nearly 400,000 downloads."
_HALF = "Half of the requests hit the cache."
_ABOUT = "About 340 GB of weights."
_FEW = "It runs on a few GPUs."
# Attack 50's E7, whole: its later sentences keep "a few" (わずか) and say "many" (多数).
_EXPERTS = (
    "An MoE model activates only a few experts for each token. DeepInfer and "
    "KTransformers both build on that fact, but they use it differently. "
    "DeepInfer spreads experts across many accelerators (Wide-EP) and "
    "rebalances them (EPLB) so that large batches keep every device busy; "
    "sparsity becomes throughput. KTransformers leaves most experts in system "
    "RAM and computes them on the CPU, which works because each token needs "
    "only a few of them; sparsity becomes the ability to run on a single machine."
)
_EXPERTS_JA = (
    "MoE モデルは、トークンごとに{}。DeepInfer も KTransformers "
    "もこの事実に立脚しているが、その使い方が違う。"
    "DeepInfer はエキスパートを多数のアクセラレーターに分散させ（Wide-EP）、"
    "再配置して負荷を均し（EPLB）、大きなバッチですべてのデバイスを稼働させ続ける。"
    "スパース性はスループットに生かされる。"
    "KTransformers はエキスパートの大半をシステム RAM に置いたまま CPU で計算する。"
    "各トークンが必要とするエキスパートはわずかなので、この方式でも成り立つ。"
    "スパース性は、1台のマシンでモデルを動かすことに生かされる。"
)

_TURNED = "bound turned round"
_QUANTITY = "the quantity turned"
_HALF_BOUNDED = "a bound on the half"

# name: English, translation, a fragment of the first error's message
HOSTILE = {
    # a bound word negated or unknown, turned round
    "b08 を切ることはない": (
        _UNDER,
        "レイテンシは 300 ms を切ることはない。",
        "300 (を切ることはない",
    ),
    "を割ることはない": (_UNDER, "レイテンシが 300 ms を割ることはない。", _TURNED),
    "b19 밑돌지 않습니다": (_UNDER, "지연 시간은 300ms를 밑돌지 않습니다.", "300 (밑돌지 않"),
    "b42 밑돌지 않습니다": (_AT_MOST, "재시도는 3회를 밑돌지 않습니다.", _TURNED),
    "웃도는 for at most": (_AT_MOST, "재시도는 3회를 웃도는 횟수입니다.", "3 (웃도"),
    "웃돌지 않는 for at least": (_AT_LEAST, "재시도는 3회를 웃돌지 않습니다.", _TURNED),
    "밑도는 for more than": (_MORE, "다운로드 수는 400,000회를 밑돕니다.", _TURNED),
    "b20 最多需要": ("Needs at least 8 GPUs.", "最多需要 8 張 GPU。", "8 (最多"),
    "最少支援 for up to": ("Supports up to 32 GPUs.", "最少支援 32 張 GPU。", "32 (最少"),
    "b34 最低でも": (_AT_MOST, "最低でも3回リトライする。", "3 (最低"),
    "b41 を下らない": (_AT_MOST, "リトライは3回を下らない。", "3 (を下らない"),
    "を下限とする for at most": (_AT_MOST, "リトライは3回を下限とする。", _TURNED),
    "を限度とする for at least": (_AT_LEAST, "リトライは3回を限度とする。", "3 (限度"),
    "한도로 for at least": (_AT_LEAST, "재시도는 3회를 한도로 합니다.", _TURNED),
    "せいぜい for at least": (_AT_LEAST, "リトライはせいぜい3回。", "3 (せいぜい"),
    "多くて for at least": (_AT_LEAST, "リトライは多くて3回。", _TURNED),
    "많아야 for at least": (_AT_LEAST, "재시도는 많아야 3회입니다.", "3 (많아야"),
    "기껏해야 for at least": (_AT_LEAST, "재시도는 기껏해야 3회입니다.", _TURNED),
    "최소한 for at most": (_AT_MOST, "재시도는 최소한 3회입니다.", "3 (최소한"),
    "최소한 for under": (_UNDER, "지연 시간은 최소한 300ms입니다.", _TURNED),
    "以上 for does not exceed": (
        "Latency does not exceed 300 ms.",
        "レイテンシは 300 ms 以上。",
        _TURNED,
    ),
    "最多 for never drops below": (
        "Latency never drops below 300 ms.",
        "延遲最多 300 ms。",
        _TURNED,
    ),
    # "more than" said as "nearly", which says fewer
    "b27 に迫る": (_MORE, "ダウンロード数は 400,000 に迫る。", "400000 (迫る"),
    "b28 目前": (_MORE, "ダウンロード数は 400,000 目前。", "400000 (目前"),
    "b29 육박": (_MORE, "다운로드 수는 400,000회에 육박합니다.", "400000 (육박"),
    "b30 逼近": (_MORE, "下載次數逼近 400,000 次。", "400000 (逼近"),
    "b32 に近い": (_MORE, "ダウンロード数は 400,000 に近い。", "400000 (近い"),
    "に近づく": (_MORE, "ダウンロード数は 400,000 に近づいた。", _TURNED),
    "근접": (_MORE, "다운로드 수는 400,000회에 근접했습니다.", _TURNED),
    "가까워": (_MORE, "다운로드 수는 400,000회에 가까워졌습니다.", _TURNED),
    "直逼": (_MORE, "下載次數直逼 400,000 次。", _TURNED),
    "幾乎": ("More than 200 contributors.", "貢獻者幾乎 200 人。", "200 (幾乎"),
    "거의": ("More than 200 contributors.", "기여자는 거의 200명입니다.", "200 (거의"),
    "b46 近九成": ("Over 90% of requests hit the cache.", "近九成請求命中快取。", "90 (近"),
    "近9成": ("Over 90% of requests hit the cache.", "近9成請求命中快取。", "90 (近"),
    "近 40 萬 for more than": (_MORE, "下載次數近 40 萬次。", "400000 (近"),
    "거의 for more than 3 times": ("More than 3 times faster.", "거의 3배 빠릅니다.", _TURNED),
    "近 for at least": ("At least 200 contributors.", "近 200 位貢獻者。", _TURNED),
    # "about" said as "nearly": under the figure, where "about" is either side of it
    "a17 將近": (_ABOUT, "權重將近 340 GB。", "340 (將近, where the English has about"),
    "近く for about": (_ABOUT, "重みは 340 GB 近く。", "where the English has about"),
    "弱 for about": (_ABOUT, "重みは 340 GB 弱。", "where the English has about"),
    "가까이 for about": (_ABOUT, "가중치는 340GB 가까이 됩니다.", "where the English has about"),
    "거의 for about": (_ABOUT, "가중치는 거의 340GB입니다.", "where the English has about"),
    "接近 for about": (_ABOUT, "權重接近 340 GB。", "where the English has about"),
    # a half given a bound, or made a majority
    "h53 半数以上": (_HALF, "リクエストの半数以上がキャッシュに当たる。", "'半数以上'"),
    "半分以上": (_HALF, "リクエストの半分以上がキャッシュに当たる。", _HALF_BOUNDED),
    "半数近く": (_HALF, "リクエストの半数近くがキャッシュに当たる。", _HALF_BOUNDED),
    "半数を超える": (_HALF, "半数を超えるリクエストがキャッシュに当たる。", _HALF_BOUNDED),
    "절반 이상": (_HALF, "요청의 절반 이상이 캐시에 적중합니다.", _HALF_BOUNDED),
    "절반을 넘는": (_HALF, "절반을 넘는 요청이 캐시에 적중합니다.", _HALF_BOUNDED),
    "절반 가까이": (_HALF, "요청의 절반 가까이가 캐시에 적중합니다.", _HALF_BOUNDED),
    "一半以上": (_HALF, "一半以上的請求命中快取。", _HALF_BOUNDED),
    "超過一半": (_HALF, "超過一半的請求命中快取。", _HALF_BOUNDED),
    "不到一半": (_HALF, "不到一半的請求命中快取。", _HALF_BOUNDED),
    "近一半": (_HALF, "近一半的請求命中快取。", _HALF_BOUNDED),
    "h15 과반": (_HALF, "요청의 과반이 캐시에 적중합니다.", "'과반'"),
    "과반수": (_HALF, "요청의 과반수가 캐시에 적중합니다.", _QUANTITY),
    "h17 過半數": (_HALF, "過半數請求命中快取。", "'過半數'"),
    "过半数": (_HALF, "过半数请求命中缓存。", _QUANTITY),
    # "a few" as a massive number
    "v45 大量の": (_FEW, "大量の GPU で動く。", "'大量'"),
    "v46 대량의": (_FEW, "대량의 GPU에서 실행됩니다.", "'대량'"),
    "E4 大量の": (
        "Need LoRA fine-tuning of a huge MoE on few GPUs",
        "大量の GPU で巨大 MoE の LoRA ファインチューニングが必要",
        _QUANTITY,
    ),
    "E12 대량의": (
        "Need LoRA fine-tuning of a huge MoE on few GPUs",
        "대량의 GPU로 초대형 MoE의 LoRA 파인튜닝이 필요하다",
        _QUANTITY,
    ),
    "E7 大量の in a paragraph": (
        _EXPERTS,
        _EXPERTS_JA.format("大量のエキスパートを活性化する"),
        "'大量'",
    ),
    "多量の": (_FEW, "多量の GPU で動く。", _QUANTITY),
    "無数の": (_FEW, "無数の GPU で動く。", _QUANTITY),
    "수많은": (_FEW, "수많은 GPU에서 실행됩니다.", _QUANTITY),
    "다량의": (_FEW, "다량의 GPU에서 실행됩니다.", _QUANTITY),
    "眾多": (_FEW, "在眾多 GPU 上執行。", _QUANTITY),
    "無數": (_FEW, "在無數 GPU 上執行。", _QUANTITY),
    "海量": ("Only a few experts run.", "只有海量專家執行。", _QUANTITY),
}

FAITHFUL = [
    # "at most" and "at least" in words the readers now know
    (_AT_MOST, "リトライは多くて3回。"),  # b35
    (_AT_MOST, "リトライは3回を限度とする。"),  # b36
    (_AT_MOST, "재시도는 많아야 3회입니다."),  # b37
    (_AT_MOST, "リトライはせいぜい3回。"),
    (_AT_MOST, "재시도는 기껏해야 3회입니다."),
    (_AT_MOST, "재시도는 3회를 한도로 합니다."),
    (_AT_MOST, "リトライは3回を上限とする。"),
    (_AT_LEAST, "リトライは3回を下らない。"),
    (_AT_LEAST, "最低でも3回リトライする。"),
    (_AT_LEAST, "재시도는 최소한 3회입니다."),
    (_AT_LEAST, "リトライは3回を下限とする。"),
    ("Needs at least 8 GPUs.", "至少需要 8 張 GPU。"),
    ("Needs at least 8 GPUs.", "最少需要 8 張 GPU。"),
    ("Supports up to 32 GPUs.", "最多支援 32 張 GPU。"),
    ("Supports up to 8 nodes.", "最大で 8 ノードまで。"),
    (_UNDER, "지연 시간은 300ms를 밑돕니다."),
    (_UNDER, "레이턴시는 300ms 아래로 유지됩니다."),
    ("See the table below figure 3.", "그림 3 아래의 표를 보세요."),
    ("DeepInfer v0.15 supports 8 GPUs.", "DeepInfer v0.15 目前支援 8 張 GPU。"),
    (_MORE, "다운로드 수는 400,000회를 웃돕니다."),
    # "never below", "does not exceed": the English's bound negated, the translation's too
    ("Latency never drops below 300 ms.", "レイテンシが 300 ms を下回ることはない。"),
    ("Latency never drops below 300 ms.", "レイテンシは 300 ms を切ることはない。"),
    ("Latency never drops below 300 ms.", "지연 시간은 300ms를 밑돌지 않습니다."),
    ("Latency never drops below 300 ms.", "레이턴시는 300ms 아래로 떨어지지 않습니다."),
    ("Latency never drops below 300 ms.", "延遲從不低於 300 ms。"),
    ("Latency is not below 300 ms.", "延遲不低於 300 ms。"),
    ("Latency never exceeds 300 ms.", "レイテンシが 300 ms を超えることはない。"),
    ("Latency does not exceed 300 ms.", "延遲不會超過 300 ms。"),
    ("Latency exceeds 300 ms.", "レイテンシが 300 ms を超える。"),
    ("Not less than 3 retries.", "3회 이상 재시도합니다."),
    # "nearly" as "nearly"
    ("Nearly 200 contributors.", "貢獻者將近 200 人。"),  # f34
    ("Nearly 200 contributors.", "近 200 位貢獻者。"),
    ("Nearly 200 contributors.", "貢獻者接近 200 人。"),
    ("Nearly 200 contributors.", "貢献者は200人近く。"),
    ("Nearly 200 contributors.", "200人弱の貢献者。"),
    ("Nearly 200 contributors.", "기여자는 거의 200명입니다."),
    ("Nearly 200 contributors.", "기여자는 200명 가까이 됩니다."),
    (_NEARLY, "ダウンロード数は 400,000 に迫る。"),
    (_NEARLY, "ダウンロード数は 400,000 目前。"),
    (_NEARLY, "다운로드 수는 400,000회에 육박합니다."),
    (_NEARLY, "下載次數逼近 400,000 次。"),
    ("Close to 400,000 downloads.", "ダウンロード数は 400,000 に近い。"),
    ("Almost 90% of requests hit the cache.", "近九成請求命中快取。"),
    ("Just under 300 ms.", "300 ms 弱。"),
    ("Just under 300 ms.", "將近 300 ms。"),
    ("It is nearly 2x faster.", "快了將近 2 倍。"),
    ("It is nearly 2x faster.", "2倍近く速い。"),
    ("It is nearly 2x faster.", "거의 2배 빠릅니다."),
    ("Nearly all 8 GPUs are busy.", "8 張 GPU 幾乎全部都在忙。"),
    # 近 in a word of its own, or before a period: "the latest", "the past"
    ("The last 2 releases fixed it.", "最近 2 個版本修正了這個問題。"),
    ("Over the past 3 years, usage grew.", "近 3 年來，使用量增加了。"),
    # a verb between a bound word and its number; a superlative that bounds nothing
    ("Up to 8 GPUs per node.", "每個節點最多可以使用 8 張 GPU。"),
    ("The largest model needs 8 GPUs.", "最大的模型需要 8 張 GPU。"),
    ("The largest setup is 8 GPUs.", "最大構成は 8 GPU。"),
    # "about" before a number in words
    ("It is about twice as fast.", "約2倍速い。"),  # f50
    ("Cold start takes about a minute.", "コールドスタートには1分ほどかかる。"),  # f53
    ("Cold start takes about a minute.", "콜드 스타트에는 1분 정도 걸립니다."),  # f54
    ("It is about twice as fast.", "약 2배 빠릅니다."),
    ("It is about three times as fast.", "快了大約 3 倍。"),
    ("Cold start takes about an hour.", "冷啟動大約需要 1 小時。"),
    (_ABOUT, "權重約 340 GB。"),
    ("It takes about a day.", "1日ほどかかる。"),
    ("About half of the requests hit the cache.", "約半数のリクエストがキャッシュに当たる。"),
    ("About half of the requests hit the cache.", "요청의 약 절반이 캐시에 적중합니다."),
    ("This page is about a tool with 8 modes.", "8 つのモードを持つツールについてのページ。"),
    # a half, bounded where the English bounds it
    (_HALF, "リクエストの半数がキャッシュに当たる。"),
    (_HALF, "요청의 절반이 캐시에 적중합니다."),
    (_HALF, "一半的請求命中快取。"),
    ("More than half of the requests hit the cache.", "リクエストの過半数がキャッシュに当たる。"),
    ("More than half of the requests hit the cache.", "リクエストの半数以上がキャッシュに当たる。"),
    ("More than half of the requests hit the cache.", "요청의 과반수가 캐시에 적중합니다."),
    ("More than half of the requests hit the cache.", "요청의 절반 이상이 캐시에 적중합니다."),
    ("More than half of the requests hit the cache.", "過半數請求命中快取。"),
    ("More than half of the requests hit the cache.", "超過一半的請求命中快取。"),
    ("Nearly half of the requests hit the cache.", "近一半的請求命中快取。"),
    ("Nearly half of the requests hit the cache.", "リクエストの半数近くがキャッシュに当たる。"),
    ("Less than half of the requests hit the cache.", "不到一半的請求命中快取。"),
    # "a few" as a few; a massive amount where the English says one
    (_FEW, "数台の GPU で動く。"),
    (_FEW, "少数の GPU で動く。"),
    (_FEW, "몇 대의 GPU에서 실행됩니다."),
    (_FEW, "在少數 GPU 上執行。"),
    ("Some models need large amounts of memory.", "大量のメモリを必要とするモデルもある。"),
    ("Some models need large amounts of memory.", "일부 모델은 대량의 메모리가 필요합니다."),
    ("Some workloads are memory-heavy.", "大量のメモリを使うワークロードもある。"),
    ("Some frameworks use large batch sizes.", "有些框架使用大批量。"),
    ("A few GPUs serve massive traffic.", "少数の GPU で大量のトラフィックをさばく。"),
    (_EXPERTS, _EXPERTS_JA.format("ごく一部のエキスパートしか活性化しない")),
    # sentences moved: each side says each class as often
    (
        "A few models fit. Most need 8 GPUs.",
        "ほとんどのモデルは 8 GPU が必要だ。収まるのは一部だけだ。",
    ),
    (
        "A few models fit. Most need 8 GPUs.",
        "대부분의 모델은 GPU 8개가 필요하다. 들어맞는 것은 일부뿐이다.",
    ),
]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_bound_or_quantity_turned_is_an_error(name: str) -> None:
    english, translation, said = HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], number_findings(english, translation)


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_a_faithful_bound_or_quantity_is_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []
