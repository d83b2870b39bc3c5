"""The words of a change's direction, by what they measure, for ``directions``: an amount
(raises, 提升, 줄어, 安い: a price is an amount too), a speed (faster, 速い, 느립, 減速), a
length of time (longer, 短い, 깁니다, 縮短) and a merit (improves, 悪化, 개선, 惡化); and the
subjects that say which way is better (latency and cost lower, throughput higher). What is
up and what down is the word's own, never the subject's: "latency lower" and "throughput
lower" are both down; only a merit word reads its direction from the subject. Imports
nothing of the project.
"""

from __future__ import annotations

UP, DOWN = "up", "down"
AMOUNT, SPEED, LENGTH, MERIT = "amount", "speed", "length", "merit"

# A multiplier before "as fast", "as long" (twice as fast as vLLM, 3x as much memory)
_TIMES_AS = r"(?:twice|thrice|\d+(?:\.\d+)?(?:x| times)) as "

# The English's words of each class, read anywhere in the string (the English names its
# direction once, often far from its number).
ENGLISH_WORDS: dict[tuple[str, str], str] = {
    (AMOUNT, UP): (
        r"(?<![\w-])(?:rais|increas|boost|grow|grew|grown|ris|rose|lift|doubl|tripl)"
        r"(?:e|es|ed|ing|s|n|t)?\b"
        # a figure "more" than another (75% more requests): "more than" bounds a number
        r"|\b(?:more expensive|more costly|pricier|costlier)\b"
        r"|(?<=% )more\b|\b\d+(?:\.\d+)?x more\b|\btimes (?:more|larger|greater|bigger)\b"
        rf"|\b{_TIMES_AS}(?:much|many|large|big|high|expensive|costly)\b"
        r"|\b(?:(?<!-)higher(?!-)|larger|greater|bigger)\b"
    ),
    (AMOUNT, DOWN): (
        r"(?<![\w-])(?:lower(?:s|ed|ing)?|decreas\w*|reduc\w*|drop(?!-in)\w*|cut(?:s|ting)?"
        r"|fall(?!\w* ?back)\w*|fell|shrink\w*|shrank|halv\w*|los(?:e|es|t|ing)|declin\w*"
        r"|smaller|cheaper|less (?:expensive|costly)|sav(?:e|es|ed|ing|ings))\b"
        r"|(?<=% )(?:fewer|less)\b|\b(?:times|\d+(?:\.\d+)?x) (?:fewer|less|smaller)\b"
        r"|\bhalf as (?:much|many|large|big|high|expensive|costly)\b"
    ),
    (SPEED, UP): (
        r"\b(?:faster|quicker|speed(?:s|ed)? up|sped up|speed-?ups?|accelerat(?:e|es|ed|ing|ion))\b"
        rf"|\b{_TIMES_AS}(?:fast|quick)\b"
    ),
    (SPEED, DOWN): (
        r"(?<![\w-])slow\w*\b|\btimes slower\b|\bhalf as (?:fast|quick)\b"
        rf"|\b{_TIMES_AS}slow\b"
    ),
    # ("no longer" is not any more; "any longer" neither)
    (LENGTH, UP): (r"\b(?<!no )(?<!any )longer\b|\blengthen\w*|\b" + _TIMES_AS + r"long\b"),
    (LENGTH, DOWN): r"\b(?:shorter|shorten\w*|half as long)\b",
    (MERIT, UP): r"(?<![\w-])improv\w*",
    (MERIT, DOWN): r"(?<![\w-])(?:degrad|worsen|regress)\w*",
}

# A quick first test: every English word above holds one of these (a tenth of the strings
# do; the words' own pattern is slow, beginning with a word's boundary).
ENGLISH_HINTS = (
    *("rais", "increas", "boost", "grow", "grew", "ris", "rose", "lift", "doubl", "tripl"),
    *("more", "pric", "costl", "high", "larg", "great", "bigg", "twice", "thrice", "times"),
    *("x as", "lower", "decreas", "reduc", "drop", "cut", "fall", "fell", "shrink", "shrank"),
    *("halv", "los", "declin", "small", "cheap", "less", "sav", "fewer", "half", "fast"),
    *("quick", "speed", "sped", "accelerat", "slow", "long", "length", "short", "improv"),
    *("degrad", "worsen", "regress"),
)

# What follows a single character that says a direction before its figure only (貴了 30%,
# 長 40%, 短 2 倍), not a word it starts (長的上下文 "a long context", 貴社 "your company").
_FIGURE_NEXT = r"了|\s*[0-9一二兩两三四五六七八九十約约近]"

# The translation's words of each class, read within reach of a number only. A single
# character is bounded by lookarounds (快 not in 快取 "cache", 増 not in 新増 "added").
TRANSLATION_WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    (AMOUNT, UP): (
        *("提升", "提高", "增加", "增至", "增到", "升到", "升至", "上升", "增長", "增长"),
        *("翻倍", "上がる", "上がっ", "上げ", "増加", "増え", "増や", "伸び", "高め"),
        *("倍増", "증가", "높이", "높인", "높였", "높아", "늘어", "늘리", "늘린", "늘려"),
        *("상승", "拉高", "上修", "上調", "上调", "多く", "より多", "更多", "較多", "较多"),
        "더 많",
        # doubled (두 배로 늘다, 두 배가 되다), not a multiplier of another word (두 배 느립니다)
        "두 배(?=로|가|이|[.。]|$)",
        # comparisons up: higher, above (高於, 4.6배 높습니다)
        *("上回", "高い", "高く", "大きい", "大きく", "増し", "割増"),
        *("높은", "높다", "높습", "늘었", "늘고", "늘다", "상회", "高於", "高于", "更高"),
        *("較高", "较高", "多出"),
        # grows, swells, costs more (成長, 30%膨らむ, 余計にかかる, 多用 30%)
        *("成長", "成长", "膨らむ", "膨らみ", "膨らん", "膨れ", "余計に", "余分に", "かさむ"),
        *("増大", "拡大", "上昇", "高まる", "高まっ", "増す", "커지", "커집", "커졌", "증대"),
        *("많아", "많습", "(?<=[%배倍] )많은", "많이", "擴大", "扩大", "增大", "攀升", "漲"),
        *("涨", "飆升", "飙升", "多用(?![於于])", "多花", "多耗", "多佔", "多占", "多消耗"),
        # rises (20% 오릅니다, 升了 20%)
        *("오르", "오릅", "올라", "올랐", f"升(?={_FIGURE_NEXT})"),
        # more of what one uses (메모리를 30% 더 씁니다), not "no longer" (더 이상)
        "더(?= (?:쓰|씁|써|썼|사용|들|드|듭|소모|소비|차지|걸|필요|처리))",
        # dearer (30%割高, 30% 비쌉니다, 貴了 30%)
        *("割高", "高価", "値上が", "値上げ", "비싸", "비쌉", "비싼", "비쌌", "昂貴", "昂贵"),
        *("更貴", "較貴", "更贵", "较贵", f"[貴贵](?={_FIGURE_NEXT})"),
        # (single characters, read next to a number only: 75% 増, 75% 增)
        *("(?<!新)増(?!減)", "(?<!新)增(?!減|减)"),  # (新增: added)
    ),
    (AMOUNT, DOWN): (
        *("降低", "降到", "降至", "下降", "減少", "减少", "減至", "减至", "減到", "减到", "縮減"),
        *("缩减", "減半", "减半", "下がる", "下がっ", "下げ", "低下", "減っ", "減ら"),
        *("削減", "半減", "감소", "하락", "낮추", "낮춘", "낮췄", "낮아", "줄어", "줄이", "줄인"),
        *("줄여", "저하", "절반", "拉低", "下修", "下調", "下调", "目減り", "少なく", "より少"),
        *("更少", "較少", "较少", "더 적"),
        # comparisons down: lower, below (4.6배 낮습니다, 低於 75%)
        *("下回", "低い", "低く", "小さい", "小さく", "少ない", "割減", "割引"),
        *("낮은", "낮다", "낮습", "줄었", "줄고", "줄다", "하회"),
        *("적게", "적은", "덜(?= )", "低於", "低于", "更低", "較低", "较低", "少了"),
        # falls (20%落ちる, 20% 떨어집니다, 下滑 20%)
        # (not 落ち着く "settles", 落とし穴 "pitfall", 내려받다 "download")
        *("落ちる", "落ち(?!着)", "落と(?!し穴)", "下落", "縮小", "떨어", "내려(?!받)", "내립"),
        *("내렸", "축소", "감축"),
        *("下滑", "下跌", "滑落", "跌", "缩小", f"降(?={_FIGURE_NEXT})"),
        # cheaper, saved (30%安い, 30% 저렴합니다, 便宜 30%, 30%節約, 節省 30%)
        *("安い", "安く", "割安", "安価", "値下が", "値下げ", "節約", "저렴", "절약", "절감"),
        *("(?<!비)싸(?=[다게고지진])", "(?<!비)쌉", "(?<!비)싼", "便宜", "節省", "节省"),
        *("省下", "省了", "省(?!略|份)", "少用", "少花"),
        *("減(?!り)", "减"),
        "(?<![至最不多])少(?![於于數数])",
    ),
    (SPEED, UP): (
        # faster (4.6倍速い, 4.6배 빠릅니다, 快 4.6 倍) and a speed-up (2倍の高速化, 2배 가속)
        # (not 加速器, 가속기: an accelerator)
        *("速い", "速く", "速まる", "高速化", "加速(?![器卡])", "빠르", "빠른", "빨라", "빠릅"),
        "가속(?!기)",
        *("更快", "較快", "较快", "快了", "加快", "提速"),
        "快(?!取|照|捷)",
    ),
    (SPEED, DOWN): (
        *("遅い", "遅く", "低速化", "減速", "느리", "느린", "느려", "느립", "감속"),
        *("更慢", "較慢", "较慢", "慢了", "放慢", "减速", "減慢", "减慢", "降速", "慢"),
    ),
    (LENGTH, UP): (
        # longer (40%長い, 40% 깁니다, 長 40%, 延長 30%): not 長達 "as long as", 長期
        *("長い", "長く", "延び", "延長", "延长", "長引", "拉長", "拉长", "更長", "更长"),
        *("깁니", "길어", "길다", "길고", "길게", "길었", "연장"),
        *("較長", "较长"),
        # (alone only before its number or 了: 延遲長 40%, 長了 30%; not 長的上下文, 長達)
        f"[長长](?={_FIGURE_NEXT})",
    ),
    (LENGTH, DOWN): (
        *("短い", "短く", "短縮", "縮短", "缩短", "짧", "단축", "更短", "短了"),
        *("較短", "较短"),
        f"短(?={_FIGURE_NEXT})",
    ),
    (MERIT, UP): ("向上", "향상", "改善", "개선", "改進", "改进", "改良", "개량"),
    (MERIT, DOWN): (
        # (not 悪くない, 나쁘지 않다: "not bad")
        *("悪化", "悪く(?!な[いく])", "劣化", "악화", "나빠", "나쁘(?!지 않)", "惡化", "恶化"),
        *("變差", "变差", "變糟", "变糟", "退化", "退步"),
    ),
}

# Subjects that are better lower (latency, cost, memory) or higher (throughput, speed), in
# the four languages: where only one kind is named, a merit word has a direction (worsens
# latency: up), and so has a speed against an amount (latency lower: faster).
LOWER_IS_BETTER = (
    r"(?i)\b(?:latenc\w*|delays?|startup|start-up|cold starts?|ttft|tpot|durations?"
    r"|(?:load|loading|boot|build|compile|wait|waiting|response|run|processing|query"
    r"|execution) times?|time to first token|costs?|costly|price\w*|bills?|spend\w*"
    r"|memory|vram|footprint|overhead|usage|energy|power draw|errors?|error rate)\b"
    "|レイテンシ|遅延|待ち時間|起動|所要時間|応答時間|コスト|費用|料金|価格|値段|メモリ"
    "|使用量|消費|電力|オーバーヘッド"
    "|지연|레이턴시|시간|비용|가격|요금|메모리|사용량|소비|전력|오버헤드"
    "|延遲|延迟|耗時|耗时|時間|时间|成本|價格|价格|記憶體|內存|内存|用量|功耗|開銷|开销|啟動|启动"
)
HIGHER_IS_BETTER = (
    r"(?i)\b(?:throughput|speeds?|performance|accuracy|hit (?:rate|ratio)|bandwidth"
    r"|tokens?(?: per second|/s)|tok/s|qps|rps|requests per second|efficiency|capacity)\b"
    "|スループット|速度|性能|精度|帯域|ヒット率|処理量"
    "|처리량|속도|성능|정확도|대역폭|적중률|스루풋"
    "|吞吐|效能|準確|准确|頻寬|带宽|命中率"
)
