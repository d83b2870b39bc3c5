"""The words that bound a number, in English and in each translation's language: before
it (at least, more than, 至少, 最大, 최소), after it and its unit (or more, 以上, 未満, 이상)
or close below it ("nearly": 將近, に迫る, 육박). The number check's bound reader
(``number_bounds``) and the learner of the words beside numbers read these tables.
Imports nothing of comparekit.
"""

from __future__ import annotations

AT_LEAST, AT_MOST = "at least", "at most"
OPPOSITE = {AT_LEAST: AT_MOST, AT_MOST: AT_LEAST}
# "Nearly" is a bound of its own: close below the number, which "at most" holds (nearly 200
# as 200 未満 or 不到 200 keeps it, and under 300 as 300 弱) and "more than" and "about"
# do not (more than 400,000 as 400,000 に迫る, 逼近, 육박; about 340 GB as 將近 340 GB).
NEARLY = "nearly"
# The words that bound a number from before it (more than 40 GB, 至少 200 GB, nextn≥3),
# each a tuple for ``str.endswith``: time words (since v1.7.0, before 2026) are bounds too.
ENGLISH_BEFORE = {
    AT_LEAST: (
        *("at least", "no less than", "no fewer than", "more than", "over", "above"),
        *("greater than", "upwards of", "minimum of", "since", "after", "as of", "from"),
        *("starting with", "starting from", "starting at", "≥", ">", ">="),
        *("exceed", "exceeds", "exceeded", "exceeding", "not less than", "not fewer than"),
    ),
    AT_MOST: (
        *("up to", "at most", "no more than", "under", "below", "less than", "fewer than"),
        *("not more than", "no greater than", "not greater than", "not exceeding"),
        *("maximum of", "within", "before", "until", "till", "prior to", "predate"),
        *("predates", "predated", "≤", "<", "<="),
    ),
    NEARLY: (
        *("nearly", "almost", "close to", "approaching", "just under", "just below"),
        *("just shy of", "shy of", "just short of", "slightly under", "slightly below"),
        *("a little under", "a little below", "slightly less than", "just less than"),
    ),
}
BEFORE = {
    AT_LEAST: (
        *("至少", "最少", "最低", "不少於", "不少于", "超過", "超过", "多於", "多于", "大於"),
        *("大于", "高於", "高于", "최소", "적어도", "少なくとも", "≥", ">", ">=", "＞", "≧"),
        *("⩾", "逾", "不止", "不只"),  # (逾 200: over 200; 不止 200: more than 200)
        *("최소한", "最低限"),  # (최소한 3회, 最低限: at least 3)
    ),
    AT_MOST: (
        *("最多", "至多", "不超過", "不超过", "最大", "最高", "少於", "少于", "低於", "低于"),
        *("小於", "小于", "未滿", "未满", "최대", "≤", "<", "<=", "＜", "≦", "最高可達"),
        *("最高可达", "最多可達", "最多可达", "高達", "高达", "多達", "多达", "⩽"),
        *("不到", "不足", "未達", "未达", "未及"),
        *("上限", "上限為", "上限为", "上限は"),  # (上限 32 張: at most 32)
        # (多くて 3 回, せいぜい, 많아야 3회, 기껏해야: at most 3)
        *("多くて", "多くても", "多くとも", "せいぜい", "많아야", "기껏해야", "기껏"),
    ),
    # (逼近 400,000, 幾乎, 거의 200명: nearly)
    NEARLY: (
        *("將近", "将近", "接近", "幾近", "几近", "近乎", "逼近", "直逼", "幾乎", "几乎"),
        "거의",
    ),
}
# The words that bound it from after it and its unit (200 GB or more, 8+ GPUs, 200 GB 以上).
ENGLISH_AFTER = {
    AT_LEAST: r"\+(?![ \u00a0]?\d)|or (?:more|higher|above|greater|later|newer|over|after)"
    r"|and (?:up|above|later|newer|beyond)|onwards?|later|afterwards?",
    AT_MOST: r"or (?:less|fewer|lower|below|earlier|older|under|before)"
    r"|and (?:below|under|earlier)",
}
AFTER = {
    AT_LEAST: r"以上|以降|以後|以后|超え|超過|超过|超(?![\u4e00-\u9fff])|上回|이상|이후|초과|넘"
    # (2秒後, 2초 후에: after 2 seconds; not 前後, 전후: "about")
    r"|(?<!前)[後后](?![\u4e00-\u9fff])|(?<!전)[후뒤](?:에|의)?(?![가-힣])|経って|経過後"
    r"|\+(?![ \u00a0]?\d)|起跳|[〜～](?![ \u00a0]?[vV]?\d)|強(?![\u4e00-\u9fffいく])|出頭|出头"
    r"|남짓|余り|余(?![\u4e00-\u9fffっ])|여(?![가-힣])"  # 200余り, 200余人, 200여 개: 200-odd
    r"|餘(?![\u4e00-\u9fff])|[餘余多](?=[ \u00a0]?[個个台張张件人名種种位項项款])"  # 200多個
    r"|(?<=\d)多(?=[、，。；：）」]|\Z)"  # (200 餘個, 200多 種; 200多。 ends a clause)
    # (3回を下らない: not fewer than 3; 300ms를 웃도는: above 300 ms)
    r"|を[ \u00a0]?下ら(?:ない|ず|ぬ)|웃[돌도돈돕]|下限",
    AT_MOST: r"以下|以前|未満|未满|以内|以內|之內|之内|下回|이하|이전|미만|이내|まで|까지|不足"
    r"|足らず|足らない|を[ \u00a0]?(?:割|切)[らりるれっ]|不到"
    r"|満たな|満たず|届かな|届かず|미달"
    # (200 GB 足らず, 200 GB を割る, 200에 못 미치는, 200개가 안 되는: under 200)
    r"|못[ \u00a0]?미[치친칠쳐침]|[이가][ \u00a0]?안[ \u00a0]?[되된될돼됨]"
    # (300ms를 밑도는, 300ms 아래로: under 300 ms; 아래로 떨어지지 않는: never below; not 그림 3
    # 아래, "below figure 3"; 3回を限度とする, 3회를 한도로: at most 3)
    r"|밑[돌도돈돕]|限度|上限|한도|상한|아래로(?:[ \u00a0]?(?:떨어지|내려가))?",
    # (200 GB 弱, 200 近く; 400,000 に迫る, に近い, 400,000 目前, not the Chinese 目前, "now":
    # v0.15 目前支援; 400,000회에 육박, 200에 가까워)
    NEARLY: r"弱(?![\u4e00-\u9fffいく])|近く|가까이|가까운"
    r"|近い|近づ|迫[らりるれろっ]|目前(?=[にだでの。、]|\Z)|가까워|가깝|육박|근접",
}
# English words that bound a number in one sense and not in another (over 8 GPUs may be
# "across", from 1 to 3 a range, since 2024 a time): a translation may drop them.
LOOSE = frozenset(
    (
        *("over", "above", "since", "after", "as of", "from", "before", "until", "till"),
        *("within", "predate", "predates", "predated", "prior to", "starting with"),
        *("starting from", "starting at", "nearly", "almost", "close to", "approaching"),
        "in",  # ("in two weeks": later or within, ``number_bounds``)
    )
)
