"""The words of each axis ``opposite_words`` reads: two poles (high and low; older and
newer; online and offline), each with the English's words and the translations' (Japanese,
Korean and Chinese in one table: a word there is written in one script, or means the same
in Japanese and Chinese). A word added here is read in every translation: run the shipped
catalogs' check after adding one (a faithful translation says it in other senses too, 多く
の場合 is "often").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

_HANGUL_BEFORE = r"(?<![가-힣])"  # (적은 is a word; 목적은 is "the purpose")


@dataclass(frozen=True, eq=False)  # (one of a kind: hashed by identity, as a dict's key)
class Pole:
    """One end of an axis: its name, the English's words and the translations'."""

    name: str
    english: str
    translated: str
    # A hedge whose loss alone turns the text ("partial Ascend" as Ascend にも対応: supported
    # in full), where the translation says no word of it at all.
    hedge: bool = False
    # Whether a negation on a word of it says the other pole ("not high" is low), or
    # nothing ("cannot run" says no "must").
    negated_is_other: bool = True
    # Whether its words are read whatever negation stands near (しか…ない says "only", 大多各
    # 不相同 "mostly unique"): a negation turns no word of it.
    negation_blind: bool = False


AXES: tuple[tuple[Pole, ...], ...] = (
    (
        Pole(
            "ahead",
            r"wins?|winning|strengths?|advantages?|excels?|outperforms?",
            r"優位|強み|優れ|勝る|勝って|長所|得意|有利|강점|우위|유리|앞서|장점|우세"
            r"|優勢|优势|強項|强项|勝出|胜出|長處|优于|優於|勝過",
        ),
        Pole(
            "behind",
            r"weak(?:er|ness|nesses)?|loses|worse|disadvantages?|falls? short|trails?|inferior",
            r"劣る|劣り|劣位|劣って|弱み|弱点|弱い|弱く|不利|短所|及ばな|苦手|약점|열위|불리|뒤처|뒤지|단점"
            r"|열세|한계|短板|欠点|부족한 점|밀리|缺點|缺点|不足之處|不足之处"
            r"|劣勢|劣势|弱項|弱项|弱點|不如|遜色|逊色|落後|落后|短處|短处"
            r"|課題|아쉬운 점|아쉬움|不足處",
        ),
    ),
    (
        Pole(
            "more",
            r"more than|greater than|exceeds?|surpass(?:es)?",
            r"上回|より多|を超え|더 많|보다 많|넘어서|多於|多于|超過|超过|超越|勝過",
        ),
        Pole(
            "less",
            r"less than|fewer than|falls? short of|below",
            r"下回|より少な|に及ばな|더 적|보다 적|못 미치|少於|少于|不及|低於|低于",
        ),
    ),
    (
        Pole(
            "required",
            # ("if you need multi-node orchestration" as 不要なら: attack 55)
            r"must|requires?|required|mandatory|needs? to|has to|have to|(?<=if you )need"
            r"|(?<=first )needs",  # ("It first needs an API" as あると便利; attack 58)
            r"必要(?!に応じ)|必須|なければならな|なくてはならな|ないといけな|なくてはいけな|ねばならな"
            r"|필요(?!에 따라| 시)|필수|해야|必需|(?<![視视按依])需要|一定要|一定得|非得|得在|得要",
        ),
        Pole(
            "not required",
            r"need not|needn't|optional|optionally|not required|no need"
            r"|(?:does|do|did)(?: not|n't) (?:need|require)",
            r"必要(?:が|は)?な[いく]|必要なし|不要|不必|無需|无需|필요(?:가|는)?\s?없|필요하지\s?않"
            r"|불필요|なくてもよ|なくてもい|オプション|선택 사항|可選|可选|選用|选用"
            r"|없이도 되|없어도 되"
            r"|必要に応じ|필요에 따라|필요 시|視需要|视需要|按需|依需要"
            r"|あると便利|あれば便利|있으면 좋|會更方便|会更方便|更方便",
        ),
    ),
    (
        Pole("next", r"next", r"次に|次の|次へ|다음|下一"),
        Pole("previous", r"previous|preceding", r"前に読|前の記事|前へ|戻る|이전|上一|前文|上文"),
    ),
    (
        Pole(
            "online",
            r"online",
            r"オンライン|온라인|線上|线上|在線|在线|連線|联机"
            r"|常時接続|連網|联网|상시 접속|상시 연결",
        ),
        Pole("offline", r"offline", r"オフライン|오프라인|離線|离线|脫機|脱机|線下|线下"),
    ),
    (
        Pole(
            "older",
            r"older|oldest|outdated|stale|predates?|predated|legacy",
            r"古い|古く|古かっ|旧版|旧来|오래된|오래되|예전|구버전|較舊|较旧|更舊|更旧|舊版|旧版"
            r"|較早|较早|更早|過時|过时|旧型|旧世代|舊世代|구세대|이전 세대|구형|舊款"
            r"|上一代|前一代|一世代前|従来|舊型|老舊|老旧|早於|早于|レガシー|레거시|舊有|旧有"
            r"|이전 모델|이전 버전|구 모델|前のモデル|旧モデル|舊模型|旧模型|上一版",
            # ("neither documents older GPUs" as 沒有較舊 GPU 的文件: no docs of older ones)
            negated_is_other=False,
        ),
        Pole(
            "newer",
            r"newer|newest|more recent|postdates?|postdated",
            r"新しい|新しく|新しかっ|最新|더 새|최신|신버전|較新|较新|更新的|較晚|较晚|更晚|晚了"
            r"|新了|新型|新世代|신형|최근|新款|新一代|か月後|개월 후|개월 뒤|晚數|晚数|新機能"
            # ("Hopper or older" as Hopper 以降)
            r"|次世代|차세대|(?<=[A-Za-z0-9] )(?:以降|以後|이후)"
            r"|새 기능|新功能|晚於|晚于",
        ),
    ),
    (
        Pole(
            "high",
            r"high|higher|peak",
            r"(?<!最)高(?!速|度|価|價|額|额|品質|品质|さ)|높|고(?=동시|성능|가용|사양|부하)",
        ),
        Pole(
            "low",
            r"low|lower",
            # ("Peak performance" as 最低限の性能, 最低效能, 최저 성능; not 最低でも "at least")
            r"(?<!最)低|낮|저(?=동시|성능|지연|사양|부하|전력)|最低限|最低(?=[の效性])|최저",
        ),
    ),
    (
        Pole(
            "large",
            r"large|larger|largest|big|bigger|huge|massive|plenty|ample|abundant|heavy|heavily"
            r"|(?<!how )many|(?<!how )much|lots|more(?! recent)",  # (more than: 갖춘 것이 많습니다)
            r"大き|大規模|大量|豊富|潤沢|十分な|大型|龐大|庞大|較大|较大|更大|充足|充裕|大容量|膨大"
            r"|巨大|超大型|초대형|거대|数十|數十|수십(?=[ \u00a0]?[개대장])"
            r"|繁多|繁雜|繁杂|煩雑|방대"
            r"|冗長|冗长|장황"
            r"|可觀|可观|相當大|相当大|相当な規模|상당한 규모|상당히 큰"
            rf"|{_HANGUL_BEFORE}(?:큰|크고|크게|큽|크(?=지)|대형)|대규모|대량|넉넉|풍부|충분"
            # (規模不大: not large; 多くの場合 is "often")
            r"|(?<=[不並并])大|許多|许多|多い|多く(?!の場合)|多数|多數|很多|更多|較多|较多"
            rf"|{_HANGUL_BEFORE}(?:많은|많고|많아|많습|많이|많음|많다|많(?=지))",
        ),
        Pole(
            "small",
            r"small|smaller|smallest|tiny|little|scarce|few|fewer|less|short|shorter|shortest"
            r"|rarely|seldom",  # (rarely compete: 很少爭奪)
            r"小さ|小規模|少量|少な(?!くとも)|乏し|小眾|小众|少數|少数|소수|限られ|제한된|小型|較小|较小|更小|不足|小容量"
            rf"|{_HANGUL_BEFORE}(?:작은|작고|작게|작습|작음|작(?=지)|적은|적고|적게|적습|적음|적(?=지))"
            rf"|소규모|소량|부족|{_HANGUL_BEFORE}소형|{_HANGUL_BEFORE}몇(?=[ \u00a0]?[대개명곳])"
            r"|很少|極少|极少|少有|精簡|精简|まばら|控えめ|드문드문",
        ),
    ),
    (
        Pole(
            "accepted",
            r"accept(?:s|ed|ance|ing)?",
            r"受理|採択|受け入れ|受入|受け付け|수용|수락|채택|받아들|허용|接受|採納|采纳",
        ),
        Pole(
            "rejected",
            r"reject(?:s|ed|ion|ing)?|refuse[sd]?|refusing",
            r"拒否|却下|棄却|不採択|不採用|落選|거부|기각|거절|탈락|拒絕|拒绝|駁回|驳回|否決|否决",
        ),
    ),
    (
        # "the only model it supports" as 主に対応するモデル, 주로, 主要 (mainly): a closed claim
        # made an open one (attack 55)
        Pole(
            "only",
            r"(?<!not )(?<!not just )(?<!than )(?:only|exclusively|solely)",
            # (not the words of "not only": のみならず, 전용이 아닌, 不僅, 非專用; the particle 만
            # after a noun, GPU에서만, not the 만 of 하지만 "but" or 만들 "make")
            r"のみ(?!ならず|では?な|でな|とは限ら|に限ら)"
            r"|だけ(?!で(?:は)?な|じゃな|とは限ら|に限ら)|唯一|しか|専用(?!では?な|でな)"
            r"|(?<![지뿐])만(?![가-힣])(?![ \u00a0]?아[닌니님닙])"
            r"(?![^.,。]{0,12}것은[ \u00a0]?아[닌니님닙])"
            r"|(?<=[가-힣A-Za-z0-9)])만(?=[이을은의도으])(?!(?:이|은)[ \u00a0]?아[닌니님닙])"
            r"|뿐(?![ \u00a0]?(?:만|이)?[ \u00a0]?아[닌니님닙]|더러)|유일"
            r"|전용(?![ \u00a0]?(?:이|은)?[ \u00a0]?아[닌니님닙])"
            r"|(?<!不)只|(?<![不非])僅|(?<!不)仅|(?<!非)專用|(?<!非)专用|限定|한정|한해|に限"
            r"|専ら|もっぱら|にとどま(?!ら[ずな])|に留ま(?!ら[ずな])|純粹|纯粹|唯有|才|뒤부터|나서야"
            r"|비로소|그치(?!지[ \u00a0]?않)|그칩|그칠|불과"
            # (限 NVIDIA, わずか, and "not other than": 以外には非対応, 외에는 실행하지 않으며)
            r"|限(?!ら[ずな])|わずか|僅か|以外[^。、]{0,15}(?:な[いく]|非対応|しない)"
            r"|(?:외에는|이외에는|말고는)[^.,]{0,15}(?:않|없|불가)"
            r"|(?:로|으로)[ \u00a0]?(?:제한|한정)|따름"
            # ("NVIDIA-only fleets" as 全 NVIDIA 機群, 全是 NVIDIA, "CPU-only" as 純 CPU,
            # "decoder-only" as デコーダーオンリー or kept; not 幾乎全是 NVIDIA, "almost all")
            r"|(?<!幾乎)(?<!几乎)(?<!大多)(?<!大致)(?<!過去)(?<!过去)(?<!基本上)(?<!大部分)"
            r"(?:全|全是|純|纯)(?=[ \u00a0]?[A-Za-z])|オンリー|온리|(?<=[A-Za-z]-)only"
            r"|除(?:了)?[^。，,；;]{0,24}?外[^。，,；;]{0,6}?(?:不|無|无|沒|没)",
            negation_blind=True,  # (しか…ない says "only")
            # ("Huawei Ascend only" as Huawei Ascend와 NVIDIA, "on the PyTorch engine only" as
            # 両エンジン: attack 56)
            hedge=True,
        ),
        Pole(
            "mainly",
            r"mainly|mostly|primarily|chiefly|largely",
            r"主に|主として|を中心|中心に|主要|주로|우선적|主要|大多|多半|為主|为主"
            r"|대부분(?![을를이가의은는])",  # (대부분 겹치는 "mostly", not 대부분을 "most of")
            negation_blind=True,
        ),
        # "NVIDIA only" as NVIDIA 전용 아님, 専用ではない, 不限於 (attack 56)
        Pole(
            "not only",
            r"not only|not just|not limited to|not exclusively|not solely"
            r"|rather than (?:only|just)",
            r"のみならず|のみでは?な|のみでな|だけでな|だけではな|に限らな|に限らず|に限定されな"
            r"|専用では?な|専用でな|不僅|不仅|不只|不限於|不限于|並非只|并非只|非專用|非专用"
            r"|전용[ \u00a0]?(?:이|은)?[ \u00a0]?아[닌니님닙]"
            r"|뿐[ \u00a0]?(?:만|이)?[ \u00a0]?아[닌니님닙]|뿐더러"
            r"|만(?:이|은)?[ \u00a0]?아[닌니님닙]"
            r"|만(?:을|이|은)?(?![가-힣])[^.,。]{0,12}것은[ \u00a0]?아[닌니님닙]"
            # ("NVIDIA GPUs only" as NVIDIA GPU だけとは限らず, だけじゃなく: attack 60)
            r"|(?:だけ|のみ)(?:とは限ら|に限ら)|だけじゃな"
            r"|에 국한되지 않|에 한정되지 않|にとどまらず|にとどまらな|に留まらず|に留まらな"
            r"|그치지[ \u00a0]?않",
            negation_blind=True,
        ),
    ),
    (
        # "often under Dynamo" as まれ, 드묾, 很少 (attack 56)
        Pole(
            "often",
            r"often|frequently|usually|commonly|typically",
            r"よく|しばしば|頻繁|多くの場合|通常|자주|흔히|종종|보통|대개|經常|经常|常常|往往|通常",
            negation_blind=True,
        ),
        Pole(
            "rarely",
            r"rarely|seldom|occasionally|infrequently",
            r"めったに|まれ|稀|ほとんど(?=[^。、]{0,12}な[いく])|거의\s?(?=[^.,]{0,12}(?:않|없|안))|드물"
            r"|드묾|很少|鮮少|鲜少|偶爾|偶尔|まず(?=[^。、]{0,12}な[いく])"
            r"|たまに|時々|ときどき|가끔|때때로|有時|有时",  # ("sometimes" for "often": attack 57)
            negation_blind=True,
        ),
        # ("often under Dynamo" as 必須, 반드시; "usually" as 常に, 一律, 언제나: attack 55)
        Pole(
            "always",
            r"always|invariably|every time",
            r"常に|いつも|必ず|毎回|必須|항상|언제나|반드시|每次|總是|总是|一律|始終|始终|必定|必須|必须"
            r"|絶えず|꾸준히|끊임없이|不斷|不断",
            negation_blind=True,
        ),
    ),
    (
        # "now" as かつて, 과거에는, 過去 (attack 55): what holds made what held
        Pole(
            "now",
            r"now|currently|today|at present",
            r"現在|今は|今では|現時点|현재|지금|이제|目前|現在|现在|如今",
            negation_blind=True,
        ),
        Pole(
            "formerly",
            r"formerly|previously|used to|in the past|once",
            r"かつて|以前は|過去に|過去には|예전에는|과거에|과거에는|이전에는|過去|过去|曾經|曾经|以往"
            r"|한때",
            negation_blind=True,
        ),
    ),
    (
        # "lists the Atlas 300T A2 as verified" as 未検証, 미검증, 預計…驗證 (to be validated)
        Pole(
            "verified",
            r"verified|validated|tested|verify",
            r"(?<![未待])(?:検証済|検証され(?!てい?な)|検証した|検証し(?![なてた])|검증된|검증됨"
            r"|검증했|검증 완료|已驗證|已验证|驗證過|验证过|經過驗證|经过验证|通過驗證)",
        ),
        Pole(
            "unverified",
            r"unverified|unvalidated|untested",
            r"未検証|検証予定|検証されていな|検証していな|検証しておらず|미검증|검증 예정"
            r"|검증되지 않|검증하지 않|未驗證|未验证|待驗證|沒有驗證|没有验证"
            r"|ユーザー報告|ユーザーからの報告|사용자 보고|사용자가 보고|動作報告|報告あり"
            r"|使用者回報|用戶回報|用户反馈"
            r"|待验证|預計.{0,25}驗證|预计.{0,25}验证",
        ),
    ),
    (
        # "mostly unique prompts" as 대부분 겹치는 (overlapping; attack 56); 겹치지 않는,
        # 重複しない, 各不相同 say "unique" with the other pole negated
        Pole(
            "unique",
            r"unique|distinct",
            r"一意|固有|ユニーク|互いに異な|고유|서로 다른|各不相同|互不相同|獨特|独特|獨一|独一",
            # ("not unique to DeepInfer" as DeepInfer だけのものではない: not "shared")
            negated_is_other=False,
        ),
        Pole(
            "shared",
            r"shared|overlapping|repeated|identical",
            r"共有|共通|重複|重な|겹치|겹쳐|중복|공유|공통|共享|共用|重疊|重叠|相同",
        ),
    ),
    (
        # "Official release" as 非官方, 비공식 (attack 56)
        Pole(
            "official",
            r"official|officially",
            r"(?<![非비])公式|(?<!非)官方|(?<![가-힣])공식|(?<!非)正式",
        ),
        Pole(
            "unofficial",
            r"unofficial|unofficially",
            r"非公式|非官方|비공식|非正式|コミュニティ|커뮤니티|社群|社區|社区",
        ),
    ),
    (
        # "still said Blackwell only" as 더 이상 … 아니라고 (no longer; attack 56)
        Pole(
            "still",
            r"still",
            r"まだ|依然|今も|今なお|いまだ|未だ|아직|여전히|仍|依然|還是|还是|尚",
            negation_blind=True,
        ),
        Pole(
            "no longer",
            r"no longer|not any ?more|any longer",
            r"もはや|もう[^。、]{0,12}な[いく]|더 이상|더는|不再|已不|已經不|已经不"
            # ("still experimental" as かつて実験的, 過去曾, 예전에는: it held once; attack 58)
            r"|かつて|過去曾|过去曾|曾經|曾经|예전에는|한때",
            negation_blind=True,
        ),
    ),
    (
        # "a layer above the engine" as 下の層, 아래, 之下; "under an engine" as 上層 (attack 55);
        # not a bare 위, which is "on" too (쿠버네티스 위의 파드: pods on Kubernetes)
        Pole(
            "above",
            r"above|on top(?: of)?|atop",
            r"上層|上位|の上|上に位置|上の層|위 계층|위층|한 계층 위|상위|之上|上层|上方"
            r"|頂層|顶层",
        ),
        Pole(
            "below",
            r"under|underneath|beneath|below",
            r"下層|下位|の下|下に位置|下の層|配下|아래|하위|之下|下层|下方|底下|底層|底层",
        ),
    ),
    (
        # "maintainers from several companies" as 同一家公司, "a single-model engine" as 複数
        # モデル向け, "one machine" as 複数のマシン (attack 55)
        Pole(
            "single",
            r"single|(?<!no )(?<!than )one"
            r"(?= (?!of|or|another|by|more|at|to|in|and|is|was)[A-Za-z]+)",
            # (not 一個, 一台: as often the article "a" in Chinese)
            r"単一|単独|(?<![\d.,])1(?:台|つ)|一つ|ひとつ|唯一|シングル|단일|하나의|싱글"
            rf"|{_HANGUL_BEFORE}한 (?:대|개|회사|모델|노드)|單一|单一|單個|单个|同一家"
            r"|單機|单机|單節點|单节点|単一ノード|シングルノード",
            # (read whatever negation stands near: "not for a single offline process" as
            # 而非單一離線程序, "not one engine with another")
            negation_blind=True,
        ),
        Pole(
            "multiple",
            r"multiple|several|multi-\w+|more than one|a few",  # (many: the large pole's)
            # (not 多数, 여러, 多數: as often "many", the large pole's)
            r"複数|マルチ|いくつか|数社|数台|복수|멀티|몇몇|幾個|几个|幾家|不只一|不止一|一個以上|一个以上"
            # (not the 多 of 許多 or 眾多, "many")
            r"|(?<![許许眾众很諸诸更較较])多(?:個|个|台|位|家|節點|节点|模型|使用者)",
            negation_blind=True,
        ),
    ),
    (
        # "PD disaggregation" as PD 統合, 合併, 통합 (attack 55)
        Pole(
            "disaggregated",
            r"disaggregat\w*",
            r"分離|분리|分离|分拆|拆分",
        ),
        Pole(
            "aggregated",
            r"aggregated|colocated|co-located|unified",
            # (not 整合: "integrates with" in Chinese)
            r"統合|集約|통합|합쳐|合併|合并|一体|混在|混合|同じ GPU|함께 처리|한 노드에서 함께",
        ),
    ),
    (
        # "Best for" as 向いていない, 最不適合, 부적합한 (attack 55)
        Pole(
            "suited",
            r"best for|suited|suitable|good fit",
            r"向いている|向く|適して|適する|最適|(?<!부)적합|알맞|適合|适合",
        ),
        Pole(
            "unsuited",
            r"unsuited|unsuitable|poor fit|ill-suited",
            r"向いていない|向かない|不向き|適さな|부적합|맞지 않|不適合|不适合",
        ),
    ),
    (
        # "Which one should I choose?" as どちらを避けるべきか, 放棄 (attack 55)
        Pole(
            "choose",
            r"choose|choosing|pick|picking",
            r"選ぶ|選べ|選択|選び|고르|골라|선택|選哪|挑選|挑选|選擇|选择|選用|选用|請選|请选",
        ),
        Pole(
            "avoid",
            r"avoid|avoiding|give up|rule out",
            r"避け|避ける|見送|除外|피하|피해|포기|放棄|放弃|避免|排除",
        ),
    ),
    (
        # "(accessed {date})" as （{date}公開）, 發布日期, 업데이트 (attack 55)
        Pole("accessed", r"accessed", r"参照|確認|閲覧|查閱|查阅|확인|열람"),
        Pole(
            "published",
            r"published|updated",
            r"公開|発行|発表|更新|發布|发布|發表|发表|업데이트|게시|공개|발표",
        ),
    ),
    (
        # "a core part" as 付加機能にすぎない, "first-class target" as 試験的, "via plugins"
        # as 原生內建 (attack 57)
        Pole(
            "core",
            r"core|first-class|native|natively|built-in",
            r"コア|中核|核心|핵심|ネイティブ|네이티브|原生|內建|内建|内蔵|正式|第一級|一級|정식|1급",
        ),
        Pole(
            "add-on",
            r"add-on|add-ons|plugins?|best-effort",
            r"アドオン|付加|おまけ|부가|애드온|플러그인|プラグイン|附加|外掛|插件|ベストエフォート"
            r"|베스트 에포트|試験的|실험적|實驗性|实验性|次要|부차적|参考程度|名目上",
        ),
    ),
    (
        Pole("joined", r"joined|joins?|joining", r"加わ|参加|加盟|합류|가입|合流|參與|加入了"),
        Pole(
            "left",
            r"left|leaves|leaving|withdr[ae]w",
            r"離脱|脱退|脱会|退出|탈퇴|이탈|빠졌|빠져|撤出|離開|离开|脫離|脱离",
        ),
    ),
    (
        Pole(
            "full",
            r"full|fully|complete|completely|entire|entirely",
            r"完全|全面|完整|フル|완전|완벽|전면|전체 지원",
        ),
        Pole(
            "partial",
            r"partial|partially|partly|incomplete",
            r"部分的|一部|부분적|일부|部分支援|部分支持|部分對應|不完全|不完整|불완전"
            r"|限定的|제한적|有限|부분 지원|부분지원|部分(?=[達达實实支對对完相兼可])"
            r"|ある程度|어느 정도|一定程度|某種程度|某种程度",
            hedge=True,
        ),
    ),
    (
        Pole(
            "host memory",
            r"host memory|system memory|CPU memory|DRAM|main memory",
            r"ホストメモリ|ホスト メモリ|システムメモリ|メインメモリ|主記憶"
            r"|호스트 메모리|시스템 메모리"
            r"|主機記憶體|主机内存|系統記憶體|系统内存|DRAM",
        ),
        Pole(
            "GPU memory",
            r"GPU memory|VRAM|HBM|device memory",
            r"GPU ?メモリ|GPU ?메모리|GPU ?記憶體|GPU ?内存|GPU ?顯存|GPU ?显存|顯存|显存|VRAM|HBM"
            r"|デバイスメモリ|디바이스 메모리|裝置記憶體|ビデオメモリ|그래픽 메모리"
            r"|그래픽카드 메모리|顯示卡記憶體|顯卡記憶體|显卡内存|顯示記憶體|NPU ?メモリ"
            r"|NPU ?메모리|NPU ?記憶體|NPU ?内存|デバイス側のメモリ|アクセラレーターのメモリ"
            r"|가속기 메모리|加速器記憶體|加速器内存",
        ),
    ),
    (
        # "asynchronous scheduling" as 同期スケジューリング (attack 57)
        Pole(
            "asynchronous",
            r"asynchronous|asynchronously|async",
            r"非同期|비동기|非同步|异步|異步",
        ),
        Pole(
            "synchronous",
            r"synchronous|synchronously|sync",
            r"(?<!非)同期(?!化)|(?<!비)동기(?!화)|(?<![非異异])同步",
        ),
    ),
    (
        # "fast kernels" as 低速なカーネル (attack 57); not "faster than", which a translation
        # may turn with its sides (vLLM は DeepInfer より遅い)
        Pole(
            "fast",
            r"fast|fastest|quick|high-speed",
            r"高速|速い|빠른|빠르|快速|更快|較快|较快",
        ),
        Pole(
            "slow",
            r"slow|slowest",
            r"低速|遅い|遅く|느린|느리|緩慢|缓慢|較慢|较慢|更慢|慢速",
        ),
    ),
    (
        # "a fair test is hard to define" as 簡単だ, 쉽습니다 (attack 57)
        Pole(
            "hard",
            r"hard(?! pinning)|difficult|tricky",
            r"難し|困難|어렵|어려|難以|难以|不易",
        ),
        Pole(
            "easy",
            r"easy|easier|simple to|straightforward",
            r"簡単|容易|易しい|たやす|쉽|쉬운|簡單|简单",
        ),
    ),
    (
        # "local inference" as リモート推論, "runs on your own machine" as 雲端 (attack 57)
        Pole(
            "local",
            r"local|locally|on-premises|on-prem",
            r"ローカル|로컬|本機|本机|本地|手元|オンプレミス|온프레미스",
        ),
        Pole(
            "remote",
            r"remote|remotely|cloud-hosted|hosted",
            r"リモート|원격|리모트|遠端|远程|遠程|クラウド上|클라우드에서|雲端上",
        ),
    ),
    (
        # "A production service needs both" as 둘 중 하나만, 兩者擇一; "Either one would" as
        # 両方がそろって初めて (attack 57)
        Pole(
            "both",
            r"both",
            r"両方|どちらも|いずれも|2つとも|両者とも|そろって|둘 다|양쪽 모두|모두 필요"
            r"|兩者都|两者都|二者都|兩者皆|两者皆|缺一不可",
        ),
        Pole(
            "either",
            r"either(?! of)|any one|one of them",
            r"どちらか(?!ら)|いずれか(?!ら)|一方だけ|片方|중 하나만|하나만 있으면|擇一|择一"
            r"|其中之一|其中一種|其中一种|任一",
        ),
    ),
    (
        # "would make a direct comparison meaningful" as 沒有意義, 意味がない (attack 57)
        Pole(
            "meaningful",
            r"meaningful|meaningfully",
            r"意味(?:が|を|の)?(?:ある|あり|持|出)|(?<!無)意義|의미(?:가|를)? ?(?:있|갖|가지)"
            r"|有意義|有意义",
        ),
        Pole(
            "meaningless",
            r"meaningless|pointless",
            r"意味(?:が|は)?な[いく]|無意味|無意義|无意义|의미(?:가|는)? ?없|무의미"
            r"|沒有意義|没有意义",
        ),
    ),
    (
        # "cached data outlives engine restarts" as 再起動で失われる, 清除, 초기화 (attack 55)
        Pole(
            "kept",
            r"outlives?|persists?|persistent|survives?",
            r"残る|残り|保持|維持|永続|유지|남아|남는|보존|保留|持續|持续|保存下來|依然存在|仍然存在",
        ),
        Pole(
            "lost",
            r"lost|loses|cleared|wiped|erased|volatile",
            r"失われ|消え|消去|リセット|クリア|초기화|사라|삭제|消失|清除|清空|重置|遺失|丢失",
        ),
    ),
    (
        # "The engine layer is swappable" as 固定, 고정 (attack 55)
        Pole(
            "swappable",
            r"swappable|pluggable|interchangeable|replaceable",
            r"交換でき|交換可能|差し替え|切り替えら|교체할 수|교체 가능|바꿀 수"
            r"|替換|替换|抽換|可更換|可更换",
        ),
        Pole(
            "fixed",
            r"hard-coded|hardcoded",  # (not "fixed": "until the backend is fixed" is decided)
            r"固定|ハードコード|고정|하드코딩|寫死|写死|綁定|绑定",
        ),
    ),
    (
        # "a specific model" as 汎用, 범용, 通用 (attack 55)
        Pole(
            "specific",
            r"specific|specialized|specialised|dedicated|purpose-built|single-model",
            r"専用|特化|固有|전용|특화|專用|专用|專門|专门",
        ),
        Pole(
            "general",
            r"general-purpose|generic|general|model-agnostic",
            r"汎用|범용|通用|一般用途",
        ),
    ),
    (
        # "the short and permissive MIT licence" as 冗長又嚴格 (attack 58)
        Pole(
            "permissive",
            r"permissive|liberal",
            r"寛容|寬鬆|宽松|緩やか|ゆるやか|허용적|관대|自由度の高い",
        ),
        Pole(
            "strict",
            r"strict|restrictive|copyleft",
            r"厳格|厳しい|嚴格|严格|엄격|까다로",
        ),
    ),
    (
        # "check your release" as どのリリースでも使える, 所有版本皆可 (attack 58)
        Pole(
            "varies by release",
            r"check your release|check the release|depends on the release|check your version",
            r"リリースを確認|リリースによ|版本而定|確認.{0,6}版本|릴리스를 확인|릴리스에 따라",
        ),
        Pole(
            "every release",
            r"every release|all releases|any release|all versions",
            r"どのリリースでも|すべてのリリース|全リリース|所有版本|每個版本|每一版"
            r"|모든 릴리스|모든 버전|어느 릴리스",
        ),
    ),
    (
        # "unconfirmed, not ruled out" as 否定されている, 已確定不在支援範圍 (attack 58)
        Pole(
            "open question",
            r"unconfirmed|undecided|possible",
            r"未確認|未确认|미확인|未確定|未确定|可能性",
        ),
        Pole(
            "ruled out",
            r"ruled out|excluded",
            r"否定され|否定的|確定不|确定不|已排除|排除され|배제",
        ),
    ),
    (
        # "may lag" as 遅れている, 落後, 늦고 (a possibility made a fact) or as 一定落後
        # (certainly); "is unclear" as 問題なく動作する, 已確認可用 (attack 61). Not "can" or
        # 可以, 수 있 alone: they say what a product is able to do as often as what may be.
        Pole(
            "possibly",
            r"(?-i:may)|might|perhaps|possibly|probably|unclear|uncertain|not (?:yet )?clear"
            # ("We found no mention of Ascend 950" as 動かない, 確定無法: attack 58)
            r"|found no|no mention|not mentioned|did not find",
            r"かもしれない|かもしれません|かもしれず|可能性|ことがある|こともある|場合がある|場合もある|おそれ|恐れが|だろう"
            r"|でしょう|おそらく|恐らく|たぶん|(?<=[ぁ-ん])うる(?![さお])|(?:あり|なり|起こり)得る"
            r"|不明|はっきりしない|定かでない|定かではない|明らかでない|明らかではない"
            r"|明確でない|明確ではない|わからない|分からない|わかっていない|分かっていない"
            r"|判然としない|未知数|と(?:も)?(?:考えられ|見られ|みられ|思われ|推測され|予想され)"
            r"|可能|或許|或许|也許|也许|未必|不一定|不明確|不明确|不清楚|不確定|不确定|恐怕"
            r"|大概|說不定|说不定|有待確認|有待确认|尚待|未明|或會|或会|或將|或将|或有|或可|似乎"
            r"|看來|看来"
            r"|수 있|수도 있|지(?:도)?[ \u00a0]?모[르릅를]|지도 몰|가능성|불분명|불확실|확실하지 않"
            r"|것[ \u00a0]?같|것으로[ \u00a0]?(?:보|예상|추정)|법(?:하|합)|듯(?:하|합|싶|이)"
            r"|분명하지 않|명확하지 않|알 수 없|알려지지 않|아마|미지수"
            r"|見つからな|見当たらな|言及(?:が|は|も)?な|記載(?:が|は|も)?な|記載されていな"
            r"|찾지 못|찾을 수 없|언급(?:이|은|도)?[ \u00a0]?없|언급되지 않|未提及|沒有提到"
            r"|没有提到|沒有提及|没有提及|找不到|未找到|沒有找到|没有找到|未見"
            r"|触れ(?:られ)?てい(?:ない|なかった)|触れ(?:られ)?ておらず|보이지[ \u00a0]?않"
            r"|나오지[ \u00a0]?않"
            r"|나와[ \u00a0]?있지[ \u00a0]?않|찾아볼[ \u00a0]?수[ \u00a0]?없|看不到|沒有看到"
            r"|没有看到|未出現|未出现|沒有出現|没有出现",
            # (不可能, "impossible", says no possibility; 可能性はない neither)
            negated_is_other=False,
            hedge=True,
        ),
        Pole(
            "certainly",
            r"definitely|certainly|surely|undoubtedly|without (?:a )?doubt",
            r"確実に|確かに|間違いなく|明らかに|必ず(?!しも)|絶対に"
            r"|一定(?![のにしでな程期時量数額値率範])|必定|肯定(?!的)|無疑|无疑|絕對|绝对"
            r"|확실히|틀림없이|분명히|명백히|반드시",
        ),
    ),
    (
        # "becomes more valuable" as 価値が下がる, 가치는 떨어집니다 (attack 57)
        Pole(
            "gains value",
            r"more valuable|gains? value|pays off",
            r"価値が(?:高ま|増|上が)|가치가 (?:커|높아|올라)|更有價值|更有价值|價值(?:越|更)高",
        ),
        Pole(
            "loses value",
            r"less valuable|loses? value",
            r"価値が(?:下が|低|失|減)|가치(?:가|는) (?:떨어|낮아|줄)|價值(?:越|更)?低|價值下降"
            r"|失去價值|价值(?:越|更)?低",
        ),
    ),
    (
        # "would waste them" as 物盡其用; "keep every device busy" as 仍有部分裝置閒置 (attack 57)
        Pole(
            "wasted",
            r"waste|wastes|wasted|wasting|idle",
            r"無駄|持て余|遊ば|遊休|アイドル|낭비|놀리|유휴|浪費|浪费|閒置|闲置",
        ),
        Pole(
            "well used",
            r"busy|good use|make use|fully used|fully utili[sz]ed",
            r"活用し切|有効活用|有効に使|フル稼働|제대로 활용|잘 활용|쉬지 않|物盡其用|物尽其用"
            r"|充分利用|善用|滿載|满载",
        ),
    ),
    (
        # "blur the line" as 경계가 더 뚜렷해집니다 (attack 57)
        Pole("blurred", r"blur|blurs|blurred|blurring", r"曖昧|ぼや|흐려|흐리|모호|模糊"),
        Pole(
            "sharpened",
            r"sharpen|sharpens|sharpened",
            r"明確|はっきり|鮮明|뚜렷|분명|명확|清楚|清晰|明顯|明显",
        ),
    ),
    (
        # "Plugs into SGLang, vLLM …" as を置き換える, 競爭 (attack 57)
        Pole(
            "plugs in",
            r"plugs? into|plugged into|integrates? with|integrated with|works with"
            r"|complements?|complementary",
            r"組み込|接続|連携|統合|연결|통합|연동|接入|整合|串接|對接|对接|搭配"
            # (complements: "was replaced by" as 併用, 보완; attack 55)
            r"|補完|併用|共存|보완|병행|互補|互补|並用|并用",
        ),
        Pole(
            "replaces",
            r"replaces?|replacing|replaced|competes? with|competing with|contests?|rivals?",
            r"置き換え|置換|代替|取って代わ|競合|대체|경쟁|取代|替代|競爭|竞争",
        ),
    ),
    (
        Pole(
            "one at a time",
            r"one (?:request )?at a time|sequentially|serially|single-request|per-request",
            r"一度に1|1件ずつ|単一リクエスト|単一の要求|하나당|リクエストあたり|リクエストごと|요청당|每個請求|每一請求|一つずつ"
            r"|逐次|順番に|한 번에 하나|순차|하나씩|一次只|逐一|單一請求|單個請求|直列|직렬"
            r"|串行|循序",
        ),
        Pole(
            "in parallel",
            r"in parallel|concurrently|parallel|batched|total|overall|aggregate",
            # (not "only one at the same time": 동시에 요청 하나만, 只能同時處理一個)
            r"並列に|並行して|병렬로|동시에(?![^,.]{0,10}(?:하나|한 개|1개))"
            r"|並行處理|并行处理|平行處理"
            r"|同時處理(?![一1]個)|まとめて|同時に複数|一度に複数|한꺼번에|동시에 여러"
            r"|同時多個|一次多個"
            r"|整體|整体|全体の|전체 |総スループット|總吞吐|总吞吐|총 처리량|合計",
        ),
    ),
)


# An obligation made a possibility: "Must run on Ascend 950" as Ascend 950 でも動かせる,
# 에서도 실행할 수 있다, 也能 (can also). Read in a short English of one sentence only: a
# paragraph says "must", "can" and "would need" in too many ways to count.
SHORT = 100
MODAL: tuple[Pole, ...] = (
    Pole(
        "required",
        r"must|requires?|required|mandatory|needs? to|has to|have to",
        r"必要(?!に応じ)|必須|なければならな|なくてはならな|ないといけな|なくてはいけな"
        r"|ねばならな|필요(?!에 따라| 시)|필수|해야|必需|(?<![視视按依])需要|一定要|一定得|非得",
        negated_is_other=False,
    ),
    Pole(
        "possible",
        r"can|could|may|able to|possible",
        r"でも動かせ|でも動く|でも実行でき|ことができ|ことも可能|動かせる|実行できる|可以在"
        r"|수도 있|수 있|가능|也能|也可以|也可",
        negated_is_other=False,
    ),
)


def _joined(name: str, *poles: Pole) -> Pole:
    return Pole(
        name,
        "|".join(pole.english for pole in poles),
        "|".join(pole.translated for pole in poles),
    )


def _axis(name: str) -> tuple[Pole, ...]:
    return next(axis for axis in AXES if axis[0].name == name)


# High and large are one side of a magnitude, low and small the other: "high concurrency"
# may be 多い同時実行数 and turned as 少量並行 (small). Read when no axis of its own turned.
MAGNITUDE: tuple[Pole, ...] = (
    _joined("high", _axis("high")[0], _axis("large")[0]),
    _joined("low", _axis("high")[1], _axis("large")[1]),
)


@functools.cache
def english_words(pole: Pole) -> re.Pattern[str]:
    """The English's words of ``pole``, whole (and hyphened on: high-concurrency)."""
    return re.compile(rf"(?i)(?<![\w-])(?:{pole.english})(?!\w)")


@functools.cache
def translated_words(pole: Pole) -> re.Pattern[str]:
    """The translations' words of ``pole``."""
    return re.compile(pole.translated)
