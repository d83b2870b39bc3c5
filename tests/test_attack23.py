"""Attack 23's findings, as named fixtures: each passed `check --strict` (or crashed it) on
7d4efbf. A bound after a unit spelled in words (300ミリ秒未満, 수백 밀리초 이상), a rate per
month made per year (年に), 반 ("half") added in Korean; faithful gigabytes refused; a
header field Babel cannot read crashing `check`; and strings under the `[too-long]` bound
that kept `check` busy for seconds. Beside each, the faithful translations of its kind."""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path

import pytest

from comparekit.catalogs import markup
from comparekit.catalogs.findings import Entry
from comparekit.catalogs.links import _LINK_TITLE
from comparekit.catalogs.name_glue import _runs_on_number
from test_trust_numbers import number_findings

_ADDS = "The scheduler adds 300 milliseconds of latency."
_ADDS_VAGUE = "The scheduler adds hundreds of milliseconds of latency."
_MONTHLY = "It costs 300 dollars per month."
_CACHE = "Each node holds hundreds of gigabytes of cache."

# name: English, translation, the error's message
HOSTILE = {
    "未満 after ミリ秒": (
        _ADDS,
        "スケジューラーは300ミリ秒未満のレイテンシーを加える。",
        "300 (未満)",
    ),
    "以上 after ミリ秒": (
        _ADDS,
        "スケジューラーは300ミリ秒以上のレイテンシーを加える。",
        "300 (以上)",
    ),
    "미만 after 밀리초": (_ADDS, "스케줄러는 300밀리초 미만의 지연을 더한다.", "300 (미만)"),
    "이상 after 밀리초": (_ADDS, "스케줄러는 300 밀리초 이상의 지연을 더한다.", "300 (이상)"),
    "vague 未満": (_ADDS_VAGUE, "スケジューラーは数百ミリ秒未満のレイテンシーを加える。", "(未満)"),
    "vague 足らず": (
        _ADDS_VAGUE,
        "スケジューラーは数百ミリ秒足らずのレイテンシーを加える。",
        "(足らず)",
    ),
    "vague を超える": (
        _ADDS_VAGUE,
        "スケジューラーは数百ミリ秒を超えるレイテンシーを加える。",
        "(超え)",
    ),
    "vague 超": (_ADDS_VAGUE, "スケジューラーは数百ミリ秒超のレイテンシーを加える。", "(超)"),
    "vague 초과": (_ADDS_VAGUE, "스케줄러는 수백 밀리초를 초과하는 지연을 더한다.", "(초과)"),
    "vague 이내": (_ADDS_VAGUE, "스케줄러는 수백 밀리초 이내의 지연을 더한다.", "(이내)"),
    "vague 不足": (_ADDS_VAGUE, "排程器會增加數百毫秒不足的延遲。", "(不足)"),
    "vague 之內": (_ADDS_VAGUE, "排程器會增加數百毫秒之內的延遲。", "(之內)"),
    "年に for per month": (_MONTHLY, "年に300ドルかかる。", "per year"),
    "vague 年に": ("It costs hundreds of dollars per month.", "年に数百ドルかかる。", "per year"),
    "연간 for per month": (_MONTHLY, "연간 300달러가 든다.", "per year"),
    "반 added": (
        "It handles thousands of tokens per second.",
        "초당 수천 토큰의 반을 처리한다.",
        "0.5",
    ),
    "TB for gigabytes": (
        "Each node holds 300 gigabytes of cache.",
        "各ノードは300 TBのキャッシュを持つ。",
        "300GB",
    ),
    "ms for microseconds": ("It waits 300 microseconds.", "300ミリ秒待つ。", "300µs"),
}

FAITHFUL = [
    (_ADDS, "スケジューラーは300ミリ秒のレイテンシーを加える。"),
    (_ADDS, "스케줄러는 300밀리초의 지연을 더한다."),
    (_ADDS_VAGUE, "スケジューラーは数百ミリ秒のレイテンシーを加える。"),
    (_ADDS_VAGUE, "스케줄러는 수백 밀리초의 지연을 더한다."),
    (_ADDS_VAGUE, "排程器會增加數百毫秒的延遲。"),
    (_MONTHLY, "月に300ドルかかる。"),
    (_MONTHLY, "月額300ドルかかる。"),
    (_MONTHLY, "매달 300달러가 든다."),
    ("It launched in 2026 and costs 300 dollars.", "2026年に公開され、300ドルかかる。"),
    ("It handles thousands of tokens per second.", "초당 수천 토큰을 처리한다."),
    ("It returns half of the tokens.", "토큰의 반을 반환한다."),
    (_CACHE, "各ノードは数百ギガバイトのキャッシュを持つ。"),
    (_CACHE, "各ノードは数百 GB のキャッシュを持つ。"),
    (_CACHE, "每個節點擁有數百 GB 的快取。"),
    (_CACHE, "각 노드는 수백 기가바이트의 캐시를 가진다."),
    ("Each node holds 300 gigabytes of cache.", "各ノードは300 GBのキャッシュを持つ。"),
    ("It waits 300 microseconds.", "300マイクロ秒待つ。"),
]


@pytest.mark.parametrize(
    ("field", "problems"),
    [
        ("Plural-Forms: nplurals=x; plural=0;\\n", [("po-header", 7)]),  # (msgfmt names 7)
        ("Language: ja", []),  # (msgfmt reads it, the next line run into it)
    ],
)
def test_a_header_field_babel_cannot_read_is_no_crash(
    shipped_review_off: Path, run_cli: object, field: str, problems: list[tuple[str, int]]
) -> None:
    """M1, M2: `check` crashed (exit 3) on nplurals=x and on a Language line missing its
    \\n. Now the first is refused at its line (as msgfmt -c refuses it), the second read
    as msgfmt reads it; no traceback, no file changed."""
    catalog = shipped_review_off / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    name = field.split(":")[0]
    text = re.sub(rf'(?m)^"{name}: [^"]*"$', lambda _: f'"{field}"', text, count=1)
    catalog.write_text(text, encoding="utf-8")
    before = {p: p.read_bytes() for p in shipped_review_off.rglob("*") if p.is_file()}
    code, out, err = run_cli("-C", str(shipped_review_off), "check", "--format", "json")  # type: ignore[operator]
    assert "Traceback" not in err and code == (1 if problems else 0), err
    found = [(p["code"], p["line"]) for p in json.loads(out)["problems"]]
    assert [p for p in found if p[0] == "po-header"] == problems
    assert {p: p.read_bytes() for p in before} == before


def test_many_more_brackets_than_the_english_are_refused_unparsed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """M4: 16,000 "[" kept the parser's link search busy for seconds. A translation with
    32 more "[" than its English is no translation of its links: refused, never parsed."""

    def refuse(*_: object) -> None:
        raise AssertionError("parsed")

    monkeypatch.setattr(markup, "_inline_parser", refuse)
    entry = Entry(key="faq.x", english="See [the docs](https://a.example).", translation="[" * 40)
    assert [(f.code, f.message) for f in markup.check_markup(entry)] == [
        ("markup", "links differ from the English: 40 '[' where the English has 1")
    ]


_OLD_RUN_ON_NUMBER = re.compile("[0-9][A-Za-z0-9.-]*-[A-Z]")


def test_a_number_run_on_is_found_as_the_old_pattern_found_it() -> None:
    """M4: the pattern reread a run from each of its digits (1-1-1-… took seconds); the run
    is now looked at once, with the same answers."""
    generator = random.Random(23)
    for _ in range(50_000):
        text = "".join(generator.choice("1aA-. B漢") for _ in range(generator.randint(0, 16)))
        assert _runs_on_number(text) == bool(_OLD_RUN_ON_NUMBER.search(text)), text


def test_a_link_title_is_still_found() -> None:
    """The title pattern stops a target at a bracket; a real title is found as before."""
    assert _LINK_TITLE.findall("[a](https://x.example/p \"Title\") and [b](/c 'T2')") == [
        '"Title"',
        "'T2'",
    ]
    assert _LINK_TITLE.findall("[a](" * 2000) == []


def test_a_catalog_without_a_header_is_a_warning_that_update_repairs(
    shipped_review_off: Path, run_cli: object
) -> None:
    """M3: `msgfmt -c` refuses a catalog whose header entry was removed ("PO file header
    missing"); `check` passed it. Now a warning at its first entry, which `check --strict`
    fails on, and `update` writes the header back (msgfmt -c then accepts the file)."""
    catalog = shipped_review_off / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    start = text.index('msgid ""')
    text = text[:start] + text[text.index("\n\n", start) + 2 :]
    catalog.write_text(text, encoding="utf-8")
    first = next(n for n, line in enumerate(text.split("\n"), 1) if line.startswith("msgctxt"))
    code, out, err = run_cli("-C", str(shipped_review_off), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    found = [
        (p["path"], p["line"], p["severity"])
        for p in json.loads(out)["problems"]
        if p["code"] == "po-header"
    ]
    assert found == [("locales/ja/LC_MESSAGES/messages.po", first, "warning")]
    assert run_cli("-C", str(shipped_review_off), "update")[0] == 0  # type: ignore[operator]
    assert 'msgid ""\nmsgstr ""\n"Project-Id-Version' in catalog.read_text(encoding="utf-8")
    code, out, _ = run_cli("-C", str(shipped_review_off), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 0, out


def test_a_catalog_with_a_byte_order_mark_is_a_warning_that_update_repairs(
    shipped_review_off: Path, run_cli: object
) -> None:
    """21's M1: msgfmt refuses a catalog that starts with a byte-order mark ("syntax
    error" at 1:2), which `check` read and passed. Now a warning at line 1, and `update`
    writes the catalog back without it, which msgfmt accepts."""
    catalog = shipped_review_off / "locales/ko/LC_MESSAGES/messages.po"
    catalog.write_bytes(b"\xef\xbb\xbf" + catalog.read_bytes())
    assert subprocess.run(["msgfmt", "-c", "-o", "/dev/null", catalog]).returncode == 1
    code, out, err = run_cli("-C", str(shipped_review_off), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 1 and "Traceback" not in err
    found = [(p["path"], p["line"], p["severity"]) for p in json.loads(out)["problems"]]
    assert found == [("locales/ko/LC_MESSAGES/messages.po", 1, "warning")]
    assert run_cli("-C", str(shipped_review_off), "update")[0] == 0  # type: ignore[operator]
    assert subprocess.run(["msgfmt", "-c", "-o", "/dev/null", catalog]).returncode == 0
    code, out, _ = run_cli("-C", str(shipped_review_off), "check", "--strict", "--format", "json")  # type: ignore[operator]
    assert code == 0, out


def test_update_keeps_a_catalogs_windows_line_ends(
    shipped_review_off: Path, run_cli: object
) -> None:
    """Attack 24's file-upd-crlf: `update` rewrote a catalog saved with CR LF line ends as LF,
    every line changed though no entry was. It keeps them now, and msgfmt reads the file."""
    catalog = shipped_review_off / "locales/ko/LC_MESSAGES/messages.po"
    crlf = catalog.read_bytes().replace(b"\n", b"\r\n")
    catalog.write_bytes(crlf)
    assert run_cli("-C", str(shipped_review_off), "update")[0] == 0  # type: ignore[operator]
    assert catalog.read_bytes() == crlf  # (nothing to change: not a byte written)
    start = crlf.index(b"msgctxt", crlf.index(b"msgctxt") + 1)  # an entry taken out
    catalog.write_bytes(crlf[:start] + crlf[crlf.index(b"\r\n\r\n", start) + 4 :])
    assert run_cli("-C", str(shipped_review_off), "update")[0] == 0  # type: ignore[operator]
    written = catalog.read_bytes()
    assert written != crlf and len(written) > start  # (its entry back, untranslated)
    assert written.count(b"\n") == written.count(b"\r\n")
    assert subprocess.run(["msgfmt", "-c", "-o", "/dev/null", catalog]).returncode == 0


def test_an_export_of_a_catalog_update_has_not_brought_up_is_refused(
    shipped: Path, run_cli: object, tmp_path: Path
) -> None:
    """22d's m3: after an English edit without `update`, `xliff export --todo` left the
    stale entry out and the full export sent the old English as its source. Both are
    refused at that entry's line until `update` runs; then the export holds the new
    English, as fuzzy work."""
    article = shipped / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    text = article.read_text(encoding="utf-8")
    question = "question: Does Dynamo"
    assert question in text
    article.write_text(text.replace(question, "question: Does NVIDIA Dynamo", 1), "utf-8")
    catalog = shipped / "locales/ja/LC_MESSAGES/messages.po"
    before = catalog.read_bytes()
    for extra in ([], ["--todo"]):
        xliff = tmp_path / f"ja{len(extra)}.xlf"
        code, _, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff), *extra)  # type: ignore[operator]
        assert code == 1 and "Traceback" not in err and not xliff.exists()
        assert "locales/ja/LC_MESSAGES/messages.po:" in err and "[stale-catalog]" in err, err
    assert catalog.read_bytes() == before
    assert run_cli("-C", str(shipped), "update")[0] == 0  # type: ignore[operator]
    xliff = tmp_path / "after.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff), "--todo")[0] == 0  # type: ignore[operator]
    assert "Does NVIDIA Dynamo" in xliff.read_text(encoding="utf-8")


# Attack 23b: a rate's period left out or changed, and halves said in other words.
_HOURLY = "It costs $2 per hour."
_PER_SECOND = "It serves 500 requests per second."
_TOKENS = "It reaches 900 tokens/s."
_PER_NODE = "It supports up to 64 GPUs per node."
_TWENTY = "It costs $20 per month."
RATES_23B = {
    "ja hour dropped": (_HOURLY, "2ドルかかる。", "per hour"),
    "ko hour dropped": (_HOURLY, "2달러가 든다.", "per hour"),
    "zh hour dropped": (_HOURLY, "費用為 2 美元。", "per hour"),
    "ko hour as day": (_HOURLY, "하루에 2달러가 든다.", "per day"),
    "ja hour as day": ("It costs $2 an hour.", "一日2ドルかかる。", "per day"),
    "ja second dropped": (_PER_SECOND, "500件のリクエストを処理する。", "per second"),
    "ko second dropped": (_PER_SECOND, "500건의 요청을 처리한다.", "per second"),
    "zh second dropped": (_PER_SECOND, "處理 500 個請求。", "per second"),
    "ja /s dropped": (_TOKENS, "900トークンに達する。", "per second"),
    "ja /s as /分": (_TOKENS, "900トークン/分に達する。", "per minute"),
    "ja month dropped": (_TWENTY, "20ドルかかる。", "per month"),
    "ko month as year": (_TWENTY, "1년에 20달러가 든다.", "per year"),
    "ko month as week": (_TWENTY, "일주일에 20달러가 든다.", "per week"),
    "zh month as year": (_TWENTY, "一年 20 美元。", "per year"),
    "ja /month dropped": ("Plans start at $20/month.", "プランは20ドルから。", "per month"),
    "ja per node dropped": (_PER_NODE, "最大64基のGPUをサポートする。", "per node"),
    "ja halved": ("It cuts memory use.", "メモリ使用量を半減させる。", "0.5"),
    "ko halved": ("It cuts memory use.", "메모리 사용량을 반으로 줄인다.", "0.5"),
    "zh halved": ("It cuts memory use.", "記憶體用量減半。", "0.5"),
    "ko about half": ("It cuts memory use.", "메모리 사용량을 반 정도 줄인다.", "0.5"),
    "ko half price": ("It costs $20.", "20달러의 반값이다.", "0.5"),
}
FAITHFUL_23B = [
    (_HOURLY, "1時間あたり2ドルかかる。"),
    (_HOURLY, "時給2ドル。"),
    (_HOURLY, "시간당 2달러가 든다."),
    (_HOURLY, "每小時 2 美元。"),
    (_PER_SECOND, "毎秒500件のリクエストを処理する。"),
    (_PER_SECOND, "秒間500件のリクエストを処理する。"),
    (_PER_SECOND, "초당 500건의 요청을 처리한다."),
    (_PER_SECOND, "每秒處理 500 個請求。"),
    (_TOKENS, "900トークン/秒に達する。"),
    (_TOKENS, "達到每秒 900 個 token。"),
    (_TOKENS, "900 tokens/s に達する。"),
    (_TWENTY, "한 달에 20달러가 든다."),
    (_TWENTY, "每月 20 美元。"),
    (_TWENTY, "月額20ドルかかる。"),
    (_TWENTY, "毎月20ドルかかる。"),
    ("Plans start at $20/month.", "プランは月20ドルから。"),
    (_PER_NODE, "ノードあたり最大64基のGPUをサポートする。"),
    (_PER_NODE, "노드당 최대 64개의 GPU를 지원한다."),
    (_PER_NODE, "每個節點最多支援 64 張 GPU。"),
    ("It is released 4 times a year.", "年に4回リリースされる。"),
    ("It copies 87 GB/s.", "毎秒 87 GB をコピーする。"),
    ("It has under 5 million users.", "500万人未満のユーザー。"),
    ("It has under 5 million users.", "使用者不足 500 萬名。"),
    (
        "It has a per-engine support table for 20 models.",
        "20 個のモデルについて엔진별 지원 표가 있다.",
    ),
    ("It halves memory use.", "メモリ使用量を半減させる。"),
    ("It halves memory use.", "메모리 사용량을 반으로 줄인다."),
    ("It halves memory use.", "記憶體用量減半。"),
    ("It cuts memory use.", "반드시 메모리 사용량을 줄인다."),
    ("It builds on 3 backends.", "3개의 백엔드를 기반으로 한다."),
]


@pytest.mark.parametrize("command", ["check", "status", "extract", "update"])
def test_a_template_syntax_error_is_a_problem_for_every_command(
    shipped: Path, run_cli: object, command: str
) -> None:
    """23b's M1: an unclosed `{% if %}` crashed check, status, extract and update (the
    string extraction raised); each names the template's line now, as build does."""
    template = shipped / "templates" / "comparison.md.j2"
    line = template.read_text(encoding="utf-8").count("\n") + 1
    with template.open("a", encoding="utf-8") as stream:
        stream.write("{% if x %}\n")
    before = {p: p.read_bytes() for p in shipped.rglob("*") if p.is_file()}
    code, out, err = run_cli("-C", str(shipped), command)  # type: ignore[operator]
    assert "Traceback" not in err and code in (1, 2), (code, err)
    assert f"templates/comparison.md.j2:{line}: [template-syntax]" in out + err
    assert {p: p.read_bytes() for p in before if p.exists()} == before


def test_a_translation_given_where_the_english_page_goes_is_a_usage_error(
    shipped: Path, run_cli: object, tmp_path: Path
) -> None:
    """23b's minor: `import xx=FILE` with no English page said the existing FILE was not
    found."""
    page = tmp_path / "page.md"
    page.write_text("# A vs B\n", encoding="utf-8")
    code, _, err = run_cli("-C", str(shipped), "import", f"ja={page}")  # type: ignore[operator]
    assert code == 2 and "stands where the English page goes" in err


# Attack 23c: a rate said as "times a year", per millisecond, a month before a price, a
# slash unit; halving left out, half price added, a quarter; "within" turned to "after";
# a vague amount beside another counted noun.
_YEARLY = "Releases ship 4 times a year."
_DAILY = "It restarts twice a day."
HOSTILE_23C = {
    "ja times a year dropped": (_YEARLY, "リリースは4回です。", "per year"),
    "ko times a year dropped": (_YEARLY, "4번 릴리스됩니다.", "per year"),
    "ko twice a day dropped": (_DAILY, "두 번 재시작합니다.", "per day"),
    "ko a day as a week": (_DAILY, "일주일에 두 번 재시작합니다.", "per week"),
    "ja per millisecond": (
        "It serves 500 tokens per second.",
        "毎ミリ秒500トークンを処理します。",
        "per millisecond",
    ),
    "ja /s as /min": ("It reaches 900 tok/s.", "900 tok/minに達します。", "per minute"),
    "ja weekly as 月": ("It costs $20 weekly.", "月20ドルです。", "per month"),
    "ja halving left out": ("Latency is halved.", "レイテンシは減ります。", "half left out"),
    "zh halving left out": ("Latency is halved.", "延遲降低。", "half left out"),
    "ko halving left out": ("Latency is halved.", "지연 시간이 줄어듭니다.", "half left out"),
    "ja a quarter": ("Half of the memory.", "メモリの四半分。", "0.25"),
    "ja half price": ("It is discounted.", "半額になります。", "0.5"),
    "zh half price": ("It is discounted.", "半價。", "0.5"),
    "ja within as after": ("Within 2 seconds.", "2秒後。", "後"),
    "ko within as after": ("Within 2 seconds.", "2초 후.", "후"),
    "ja models as nodes": ("Hundreds of models.", "数百のノード。", "counts nodes"),
    "ko models as nodes": ("Hundreds of models.", "수백 개의 노드.", "counts nodes"),
}
FAITHFUL_23C = [
    (_YEARLY, "年に4回リリースされる。"),
    (_YEARLY, "1년에 4번 릴리스됩니다."),
    (_YEARLY, "每年發布4次。"),
    (_DAILY, "하루에 두 번 재시작합니다."),
    ("It serves 500 tokens per second.", "毎秒500トークンを処理します。"),
    ("It costs $20 weekly.", "週20ドルです。"),
    ("Latency is halved.", "レイテンシは半減します。"),
    ("Latency is halved.", "延遲減半。"),
    ("Half of the memory.", "メモリの半分。"),
    (
        "The deciding question is which half of the problem you need solved in 2026.",
        "2026年に解くべき問題はどちら側か。",
    ),
    ("Within 2 seconds.", "2秒以内。"),
    ("It retries after 2 seconds.", "2秒後に再試行する。"),
    ("It retries 2 seconds later.", "2초 후에 재시도한다."),
    ("Hundreds of models.", "数百のモデル。"),
    ("Hundreds of models.", "ノード上の数百のモデル。"),
    ("2 GPUs per engine.", "エンジン別に2基のGPU。"),
    ("$0.50 per million tokens.", "100万トークンあたり0.50ドル。"),
    ("Hundreds of milliseconds per token.", "每個token數百毫秒。"),
    ("It copies up to 87 GB/s and 190 GB/s.", "최대 87 GB/s와 190 GB/s로 복사합니다."),
]


def test_a_template_not_in_utf8_is_a_problem_for_every_command(
    shipped: Path, run_cli: object
) -> None:
    """23c's M1: a template that is not UTF-8 crashed extract, update, check, status and
    review (exit 3)."""
    template = shipped / "templates" / "comparison.md.j2"
    line = template.read_bytes().count(b"\n") + 1
    with template.open("ab") as stream:
        stream.write(b"\xff\xfe {% if x %}{% endif %}\n")
    for command in ("extract", "update", "check", "status", "build"):
        code, out, err = run_cli("-C", str(shipped), command)  # type: ignore[operator]
        assert "Traceback" not in err and code in (1, 2), (command, code, err)
        assert "templates/comparison.md.j2" in out + err, (command, err)
    for command in ("extract", "build"):  # (the build named no line, and hinted at syntax)
        _, _, err = run_cli("-C", str(shipped), command)  # type: ignore[operator]
        assert f"templates/comparison.md.j2:{line}: [template-encoding]" in err, (command, err)


def test_an_included_template_not_in_utf8_is_named_at_its_line(
    shipped: Path, run_cli: object
) -> None:
    """The build names the included template that is not UTF-8, not the page's."""
    (shipped / "templates" / "part.j2").write_bytes(b"{# part #}\nr\xe9sum\xe9\n")
    with (shipped / "templates" / "hub.md.j2").open("a", encoding="utf-8") as stream:
        stream.write('{% include "part.j2" %}\n')
    code, _, err = run_cli("-C", str(shipped), "build")  # type: ignore[operator]
    assert code == 1 and "templates/part.j2:2: [template-encoding] not UTF-8: byte 0xe9" in err


# Attack 23d (on the landed a29168d): a rate per another thing, "per million" left out,
# "within" as "after" in other words, a bound after a katakana noun, "doubled" left out,
# and Korean rates written before a figure.
HOSTILE_23D = {
    "ja per node as per cluster": (_PER_NODE, "クラスタあたり最大64基のGPU。", "per cluster"),
    "zh per node as per cluster": (_PER_NODE, "每個叢集最多64張GPU。", "per cluster"),
    "ko per node as per cluster": (_PER_NODE, "클러스터당 최대 64개의 GPU.", "per cluster"),
    "ja per GPU as per node": (
        "It serves 8 sessions per GPU.",
        "ノードあたり8セッションを処理する。",
        "per node",
    ),
    "ja per user as per team": ("It costs $2 per user.", "チームあたり2ドル。", "per team"),
    "ja per million as per token": (
        "It costs $0.50 per million tokens.",
        "トークンあたり0.50ドル。",
        "per million",
    ),
    "ko within as 뒤에": ("Within 2 seconds.", "2초 뒤에.", "뒤에"),
    "ja within as 経って": ("Within 5 minutes.", "5分経ってから。", "経って"),
    "ja bound after a katakana noun": (
        "It serves hundreds of nodes.",
        "数百ノード以上。",
        "(以上)",
    ),
    "ja doubled left out": (
        "It doubled throughput.",
        "スループットを向上させました。",
        "double left out",
    ),
    "ko a week as a day": ("It ships 4 times a week.", "하루 4회 출시된다.", "per day"),
    "ko times a week dropped": ("It ships 4 times a week.", "4회 출시된다.", "per week"),
}
FAITHFUL_23D = [
    (_PER_NODE, "ノードあたり最大64基のGPU。"),
    (_PER_NODE, "每個節點最多64張GPU。"),
    (_PER_NODE, "노드당 최대 64개의 GPU."),
    ("It serves 8 sessions per GPU.", "GPUあたり8セッションを処理する。"),
    ("It costs $2 per user.", "ユーザーあたり2ドル。"),
    ("It costs $2 per request.", "1リクエストあたり2ドル。"),
    ("It costs $0.50 per million tokens.", "100万トークンあたり0.50ドル。"),
    ("It doubled throughput.", "スループットを2倍にした。"),
    ("It ships 3 times a year.", "연 3회 출시된다."),
    ("It costs $20 per month.", "월 20달러가 든다."),
    ("It ships 4 times a week.", "주 4회 출시된다."),
    ("It was released on May 3, 2026.", "2026년 5월 3일에 출시되었다."),
]


# Attack 23d's minor leftovers: a period of one before a figure (1時間5ドル, 1日2回, 一小時5美元,
# 1시간에 5달러) read as a rate, a duration (1時間5分) as its two parts; 전후 ("about"); tenths
# (5割, 五成) for "half" and a half in words (半分, 절반) for 50%; digits before a place word
# (3천 달러, 3千ドル, 5百万ドル, 5천만); and "many" against a vague order, both ways, a warning.
_HOURLY_5 = "It costs $5 per hour."
_TWICE_DAILY = "It runs twice a day."
_HALF = "Half of the requests hit the cache."
_FIFTY = "50% of the requests hit the cache."
_THREE_THOUSAND = "It costs 3,000 dollars."
_MANY = "It supports many models."
_HUNDREDS = "It supports hundreds of models."

FAITHFUL_23E = [
    (_HOURLY_5, "1時間5ドルかかる。"),
    (_HOURLY_5, "一小時5美元。"),
    (_HOURLY_5, "한 시간에 5달러가 든다."),
    (_HOURLY_5, "1시간에 5달러가 든다."),
    (_TWICE_DAILY, "1日2回実行される。"),
    (_TWICE_DAILY, "一天兩次。"),
    (_TWICE_DAILY, "1일 2회 실행된다."),
    ("It runs for 1 hour 5 minutes.", "1時間5分実行される。"),
    ("It took 1 day 5 hours.", "1日5時間かかった。"),
    ("It runs 8 hours per day.", "1日8時間稼働する。"),
    ("It runs 8 hours per day.", "1일 8시간 가동된다."),
    ("It takes about 2 seconds.", "2초 전후 걸린다."),
    (_HALF, "リクエストの5割がキャッシュに当たる。"),
    (_HALF, "五成的請求命中快取。"),
    (_FIFTY, "リクエストの半分がキャッシュに当たる。"),
    (_FIFTY, "요청의 절반이 캐시에 적중한다."),
    (_FIFTY, "一半的請求命中快取。"),
    (_FIFTY, "リクエストの5割がキャッシュに当たる。"),
    (_THREE_THOUSAND, "3千ドルかかる。"),
    (_THREE_THOUSAND, "3천 달러가 든다."),
    ("It holds 3,000 models.", "3千個模型。"),
    ("It holds 3,000 models.", "3천 개의 모델을 담는다."),
    ("It costs 300 dollars.", "3백 달러가 든다."),
    ("It costs 3,500 dollars.", "3천5백 달러가 든다."),
    ("It costs 5 million dollars.", "5百万ドルかかる。"),
    ("It costs 5 million dollars.", "5백만 달러가 든다."),
    ("It costs 50 million dollars.", "5천만 달러가 든다."),
    ("It holds 131,072 tokens.", "13만 1천 72 토큰을 담는다."),
    (_MANY, "多くのモデルをサポートする。"),
    (_MANY, "数多くのモデルをサポートする。"),
    (_HUNDREDS, "数百のモデルをサポートする。"),
    (_HUNDREDS, "수 백 개의 모델을 지원한다."),
    (_HUNDREDS, "몇 백 개의 모델을 지원한다."),
    ("It serves thousands of users.", "수 천 명의 사용자에게 서비스한다."),
    (
        "It supports hundreds of models across many nodes.",
        "多くのノードで数百のモデルをサポートする。",
    ),
]

# name: English, translation, the error's message
HOSTILE_23E = {
    "수 백 for dozens": ("It supports dozens of models.", "수 백 개의 모델을 지원한다.", "수백"),
    "1時間 for per minute": ("It costs $5 per minute.", "1時間5ドルかかる。", "per minute"),
    "1日 for per week": ("It runs twice a week.", "1日2回実行される。", "per week"),
    "1일 for per week": ("It runs twice a week.", "1일 2회 실행된다.", "per week"),
    "1시간에 for per day": ("It costs $5 per day.", "1시간에 5달러가 든다.", "per day"),
    "1年 added": ("It costs $10.", "1年10ドルかかる。", "per year"),
    "一小時 added": ("It costs $5.", "一小時5美元。", "per hour"),
    "3割 for half": (_HALF, "リクエストの3割がキャッシュに当たる。", "30%"),
    "三成 for half": (_HALF, "三成的請求命中快取。", "30%"),
    "半分 for 40%": ("40% of the requests hit the cache.", "リクエストの半分が当たる。", "40%"),
    "3천 for 4,000": ("It costs 4,000 dollars.", "3천 달러가 든다.", "4,000USD"),
    "3千 for 4,000": ("It costs 4,000 dollars.", "3千ドルかかる。", "4,000USD"),
    "3천 for 3": ("It holds 3 models.", "3천 개의 모델을 담는다.", "3000"),
    "5백만 for 5": ("It costs 5 dollars.", "5백만 달러가 든다.", "5USD"),
}

# name: English, translation, the warning's message
WARNED_23E = {
    "数百 for many": (_MANY, "数百のモデルをサポートする。", "数百 (the English says 'many')"),
    "수천 for many": (_MANY, "수천 개의 모델을 지원한다.", "수천 (the English says 'many')"),
    "數百 for numerous": ("It supports numerous models.", "支援數百種模型。", "數百"),
    "多く for hundreds": (_HUNDREDS, "多くのモデルをサポートする。", "hundreds (the translation"),
    "許多 for hundreds": (_HUNDREDS, "支援許多模型。", "says 許多"),
    "많은 for hundreds": (_HUNDREDS, "많은 모델을 지원한다.", "says 많은"),
}


# Every attack's named changes and faithful twins, as one list each.
ALL_HOSTILE = {
    **HOSTILE,
    **{f"23b {name}": case for name, case in RATES_23B.items()},
    **{f"23c {name}": case for name, case in HOSTILE_23C.items()},
    **{f"23d {name}": case for name, case in HOSTILE_23D.items()},
    **{f"23e {name}": case for name, case in HOSTILE_23E.items()},
}
ALL_FAITHFUL = [*FAITHFUL, *FAITHFUL_23B, *FAITHFUL_23C, *FAITHFUL_23D, *FAITHFUL_23E]


@pytest.mark.parametrize("name", sorted(ALL_HOSTILE))
def test_a_changed_number_rate_bound_or_amount_is_an_error(name: str) -> None:
    english, translation, said = ALL_HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], errors


@pytest.mark.parametrize(("english", "translation"), ALL_FAITHFUL)
def test_the_faithful_twins_stay_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


@pytest.mark.parametrize("name", sorted(WARNED_23E))
def test_many_against_an_order_of_magnitude_is_a_warning(name: str) -> None:
    english, translation, said = WARNED_23E[name]
    found = [(f.severity, f.message) for f in number_findings(english, translation)]
    assert len(found) == 1 and found[0][0] == "warning" and said in found[0][1], found
