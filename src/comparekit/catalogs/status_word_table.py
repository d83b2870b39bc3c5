"""The status words of the translations (Japanese, Korean and Chinese) by axis and state:
the table ``status_words`` reads (deprecated as 非推奨, 사용 중단, 棄用; merged as マージ,
병합, 合併). Data only.
"""

from __future__ import annotations

# A translation's status words in Japanese, Korean and Chinese (one table: each word is
# written in one script), by axis and state. Whole words, matched longest first.
# Japanese and Korean docs say deprecated as "to be abolished" (廃止予定, 폐기 예정), which
# a removal targeted is too: read before 廃止, it leaves both states possible, and a
# removal done (廃止された, 폐기됨) stays another state than deprecated.
TO_BE_ABOLISHED = ("廃止予定", "廃止される予定", "廃止の予定", "폐기 예정", "폐기될 예정")
TRANSLATION_STATUS_WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("lifecycle", "introduced"): (
        *("導入", "追加", "新た", "新規", "新しく", "도입", "추가", "신규", "새로"),
        *("引入", "新增", "加入"),
    ),
    ("lifecycle", "recommended"): (
        *("推奨", "권장", "建議使用", "推薦使用", "建議", "推薦", "標準化", "正式採用", "既定に"),
        *("기본 탑재", "정식 채택", "成為預設", "成为默认"),
    ),
    ("lifecycle", "deprecated"): (
        *("非推奨", "사용 중단", "사용 중지", "지원 중단", "棄用", "弃用", "淘汰"),
        *("不建議使用", "不推薦使用"),
        *TO_BE_ABOLISHED,
    ),
    ("lifecycle", "removed"): (
        *("廃止", "削除", "撤廃", "폐기", "제거", "삭제", "移除", "刪除", "删除", "廢除"),
        *("废除", "廢止", "废止", "지원을 중단", "지원을 종료", "지원 종료", "提供終了", "단종"),
        *("停止支援", "停止支持", "終止支援", "终止支持", "一覧から外れ", "목록에서 빠", "빠짐"),
    ),
    ("maturity", "preview"): (
        *("プレビュー", "実験的", "実験版", "実験段階", "ベータ", "アルファ", "試験的"),
        *("프리뷰", "미리 보기", "실험적", "실험 버전", "실험 단계", "실험용", "실험 기능"),
        *("베타", "알파", "시험판", "시범"),
        *("預覽", "预览", "實驗性", "实验性", "實驗版", "测试版", "測試版", "試驗性"),
        *("概念実証", "개념 증명", "概念驗證", "概念验证"),
    ),
    ("maturity", "stable"): (
        *("一般提供", "正式版", "正式リリース", "安定版", "本番環境対応", "本番対応", "製品版"),
        *("成熟した機能", "成熟機能", "完成された機能", "완성된 기능", "성숙한 기능", "成熟功能"),
        *("本番利用に対応", "本番での利用に対応"),
        *("정식", "상용 버전", "正式版本", "正式發布"),
        *("本番利用可能", "本番運用可能", "本番投入可能", "本番で使える", "本番環境で利用可能"),
        *("정식 릴리스", "정식 버전", "정식 출시", "안정 버전", "안정판", "프로덕션 준비"),
        *("正式發行", "正式发布", "正式推出", "穩定版", "稳定版", "可用於生產", "生產就緒"),
        *(
            "프로덕션 수준",
            "프로덕션용",
            "一般公開",
            "GA 版",
            "正式機能",
            "正式な機能",
            "正式サポート",
        ),
        *(
            "安定機能",
            "안정적인 기능",
            "안정 기능",
            "穩定功能",
            "稳定功能",
            "GA 버전",
            "リリース版",
        ),
        *("正式功能", "正式支援", "正式支持", "정식 기능", "정식 지원"),
        # (attack 58: "experimental" as 本番運用向け, "beta" as GA として, 正式上線)
        *("本番運用向け", "本番向け", "GA として", "GA と", "正式上線", "正式上线", "GA로"),
    ),
    ("cncf", "sandbox"): ("サンドボックス", "샌드박스", "沙箱", "沙盒"),
    ("cncf", "incubating"): (
        "インキュベーティング",
        "インキュベーション",
        "인큐베이팅",
        "인큐베이션",
        "孵化",
    ),
    ("cncf", "graduated"): ("卒業", "졸업", "畢業", "毕业"),
    ("pull request", "merged"): (
        *("マージ", "병합", "머지", "合併", "合并", "併入", "并入", "合入", "取り込まれ"),
        # ("still open" as 対応完了, 이미 반영됨, 已完成: done; attack 58)
        *("対応完了", "反映済み", "반영 완료", "반영됨", "반영되었", "已完成", "已實作"),
    ),
    ("pull request", "closed"): (
        *("クローズ", "却下", "閉じられ", "取り下げ", "닫힘", "닫힌", "닫혔", "거절", "종료됨"),
        *("철회", "반려", "撤回", "해결됨", "해결되었", "解決済み", "已解決", "已解决", "見送り"),
        "보류",
        *("已關閉", "已关闭", "關閉", "关闭", "結案", "结案", "駁回", "驳回"),
    ),
    ("pull request", "open"): (
        *("オープン", "未解決", "レビュー中", "열림", "열린 상태", "열려 있", "검토 중", "미해결"),
        *("해결되지 않", "尚未解決", "尚未解决"),
        *("開放中", "开放中", "開啟中", "未結案", "未解決", "審查中", "审查中", "리뷰 중"),
        *("仍開啟", "開啟狀態"),
        # (a pull request submitted: "already merged" as 已經提交 PR; attack 57)
        *("提交 PR", "提交了 PR", "提出 PR", "送出 PR", "PR を提出", "PR が提出", "PR를 제출"),
        *("PR 제출", "PR을 올", "PR이 올라"),
    ),
    ("availability", "included"): (
        *("含まれ", "含む", "収録", "対応", "サポート", "搭載", "同梱", "포함", "지원", "수록"),
        *("탑재", "내장", "包含", "納入", "纳入", "收錄", "收录", "支援", "支持", "內建", "內含"),
    ),
    ("requirement", "required"): ("必須", "필수", "必要條件", "必需"),
    ("requirement", "optional"): (
        *("オプション", "任意", "省略可", "선택 사항", "선택적", "選用", "选用", "可選", "可选"),
    ),
    # (the backend a tool picks unless told otherwise: "vLLM (default)"; attack 56)
    ("choice", "default"): ("既定", "デフォルト", "기본값", "기본", "預設", "默认", "默認"),
    ("enablement", "enabled"): ("有効", "활성화", "啟用", "启用"),
    ("enablement", "disabled"): ("無効", "비활성화", "停用", "禁用"),
}
# Words that hold a status word but name no status: オープンソース (open source), and a
# merge still to do (병합하기 위한 이슈, the issue to merge it), which is no merged state.
# 本番 is not listed at all (production work, not production-ready).
NOT_STATUS = (
    *("オープンソース", "오픈소스", "開放原始碼"),
    *("병합하기", "병합하려", "병합할", "マージする", "マージを行う"),
)
