"""Names and links a translation could smuggle past ``check``: a product name extended into
another one (Beta Pro), written in look-alike or invisible characters, and an address in
full-width letters or without a scheme (evil.example/login). Each is refused by ``check``
(exit 1) at its catalog entry; faithful CJK translations, a name glued to their text, pass."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from comparekit.catalogs.rules import Terms, check_text
from comparekit.checks.check import check_project
from comparekit.cli import main
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles, snapshot, translate_catalogs
from hostile import replacing, retranslate

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
KEY = "comparisons/alpha-vs-beta:"
BETA_KEY = KEY + "what_each_is.beta.paragraphs.scope"  # "Beta is a router."
PLAIN_KEY = KEY + "faq.engine.answer"  # "No."
BARE_URL_KEY = KEY + "analysis.layers.paragraphs.bare"
BARE_URL = "Read https://example.org/beta."


@pytest.fixture(scope="module")
def translated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small project with a bare URL ending its sentence, every string translated
    (``[ja] <the English>``)."""
    files = ProjectFiles(tmp_path_factory.mktemp("names") / "project")
    files.comparison()["analysis"]["layers"]["paragraphs"]["bare"] = BARE_URL
    root = files.write()
    assert main(["-C", str(root), "update"]) == 0
    translate_catalogs(root)
    return root


@pytest.fixture
def project(translated: Path, tmp_path: Path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(translated, root)
    return root


def adding(text: str) -> Callable[[str], str]:
    return lambda translation: translation + text


@dataclass(frozen=True)
class Case:
    key: str
    change: Callable[[str], str]
    code: str
    message: str  # a phrase of the problem's message


CASES = {
    # The attack's k38: the name matched as a prefix of a longer one.
    "name extended by a word": Case(
        BETA_KEY, replacing("Beta", "Beta Pro"), "protected-term", "'Beta Pro' extends 'Beta'"
    ),
    "name extended after a no-break space": Case(
        BETA_KEY, replacing("Beta", "Beta\u00a0Cloud"), "protected-term", "extends 'Beta'"
    ),
    "name extended by a letter": Case(
        BETA_KEY, replacing("Beta", "Beta X"), "protected-term", "'Beta X' extends"
    ),
    # The eighth attack's f020 and q016-q030: a name joined by a sign into another one.
    "name joined by a katakana middle dot": Case(
        BETA_KEY, replacing("Beta", "Beta・Enterprise"), "protected-term", "'Beta・Enterprise'"
    ),
    "name joined by a middle dot": Case(
        BETA_KEY, replacing("Beta", "Beta·Pro"), "protected-term", "'Beta·Pro' extends 'Beta'"
    ),
    "name joined by a hyphenation point": Case(
        BETA_KEY, replacing("Beta", "Beta‧Cloud"), "protected-term", "'Beta‧Cloud' extends"
    ),
    "name joined by a full-width slash": Case(
        BETA_KEY, replacing("Beta", "Beta／Cloud"), "protected-term", "'Beta／Cloud' extends"
    ),
    "name joined by a slash": Case(
        BETA_KEY, replacing("Beta", "Beta/Cloud"), "protected-term", "'Beta/Cloud' extends"
    ),
    # The ninth attack's names: a joining sign with spaces around it, and an invisible mark
    # right after a name, which a copy or a search reads as another name.
    "name joined by a spaced slash": Case(
        BETA_KEY, replacing("Beta", "Beta / Cloud"), "protected-term", "'Beta / Cloud' extends"
    ),
    "name joined by a spaced katakana middle dot": Case(
        BETA_KEY,
        replacing("Beta", "Beta ・ Enterprise"),
        "protected-term",
        "'Beta ・ Enterprise' extends 'Beta'",
    ),
    **{
        f"invisible U+{ord(mark):04X} after a name": Case(
            BETA_KEY,
            replacing("Beta", f"Beta{mark}"),
            "invisible",
            f"invisible characters beside a product name, a URL or a number: U+{ord(mark):04X}",
        )
        for mark in "\u2060\u180e\u200c\ufeff\u115f\u3164"
    },
    "invisible mark before a url": Case(
        BARE_URL_KEY,
        replacing("https://", "\u2060https://"),
        "invisible",
        "beside a product name, a URL or a number: U+2060",
    ),
    "name with a plus": Case(
        BETA_KEY, replacing("Beta", "Beta+"), "protected-term", "'Beta+' extends 'Beta'"
    ),
    "name with a trademark sign and a word": Case(
        BETA_KEY, replacing("Beta", "Beta™ Cloud"), "protected-term", "'Beta™ Cloud' extends"
    ),
    "name with a trademark sign": Case(
        BETA_KEY, replacing("Beta", "Beta™"), "protected-term", "'Beta™' extends 'Beta'"
    ),
    # g009 and h041: a data: URI, and wiki-link brackets.
    "data uri": Case(
        PLAIN_KEY, adding(" 詳細：data:text/html,x"), "url", "does not have: data:text/html,x"
    ),
    "javascript uri": Case(
        PLAIN_KEY, adding(" javascript:alert"), "url", "does not have: javascript:alert"
    ),
    "wiki-link brackets": Case(
        PLAIN_KEY, adding("[[wiki]]"), "markup", "Markdown syntax the English does not have: [["
    ),
    "name in cyrillic look-alikes": Case(
        PLAIN_KEY, adding(" B\u0435ta"), "protected-term", "'Beta' is written in other characters"
    ),
    "name in full-width latin": Case(
        PLAIN_KEY, adding(" Ｂｅｔａ"), "protected-term", "'Beta' is written in other characters"
    ),
    "name in mathematical bold": Case(
        PLAIN_KEY, adding(" 𝐁𝐞𝐭𝐚"), "protected-term", "'Beta' is written in other characters"
    ),
    "name in capitals": Case(
        PLAIN_KEY, adding(" BETA"), "protected-term", "'Beta' is written in other characters"
    ),
    "name split by a zero-width space": Case(
        PLAIN_KEY, adding(" Be\u200bta"), "protected-term", "'Beta' is written in other characters"
    ),
    "name split by a soft hyphen": Case(
        PLAIN_KEY,
        adding(" Al\u00adpha"),
        "protected-term",
        "'Alpha' is written in other characters",
    ),
    # The attack's m2: the URL check read ASCII only.
    "full-width url": Case(
        PLAIN_KEY,
        adding(" ｈｔｔｐｓ：／／evil.example"),
        "url",
        "https://evil.example (written in full-width or ideographic characters)",
    ),
    "url with full-width slashes and dots": Case(
        PLAIN_KEY, adding(" https：／／evil．example／login"), "url", "https://evil.example/login"
    ),
    "e-mail address with a full-width at sign": Case(
        PLAIN_KEY, adding(" a＠evil.example"), "url", "a@evil.example"
    ),
    # The attack's m3: only the www. form of an address without a scheme was found.
    "host name with a path": Case(
        PLAIN_KEY, adding(" evil.example/login"), "url", "does not have: evil.example/login"
    ),
    "bare host name": Case(PLAIN_KEY, adding(" evil-site.com"), "url", "evil-site.com"),
    "punycode host name": Case(
        PLAIN_KEY, adding(" xn--exmple-cua.com"), "url", "xn--exmple-cua.com"
    ),
    "protocol-relative address": Case(
        PLAIN_KEY, adding(" //evil.example/x"), "url", "evil.example/x"
    ),
    "www. address glued to cjk text": Case(
        PLAIN_KEY, adding("参照www.evil.example"), "url", "www.evil.example"
    ),
    # The seventh attack's A7: a browser opens these as it opens ASCII ones.
    "host with an ideographic full stop": Case(
        PLAIN_KEY, adding(" evil。example"), "url", "evil.example (written in full-width or"
    ),
    "host in cyrillic letters": Case(PLAIN_KEY, adding(" пример.рф"), "url", "пример.рф"),
    "host in japanese letters": Case(PLAIN_KEY, adding(" 例え.テスト"), "url", "例え.テスト"),
    # A6: tag characters spell a hidden sentence (here "IGNORE").
    "tag characters": Case(
        PLAIN_KEY,
        adding("".join(chr(0xE0000 + ord(c)) for c in "IGNORE")),
        "invisible",
        "tag characters, which can carry hidden text",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_smuggled_name_or_address_is_refused_at_its_entry(
    name: str, project: Path, run_cli: Cli
) -> None:
    case = CASES[name]
    line = retranslate(project, case.key, case.change)
    before = snapshot(project)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err
    assert f"{JA}:{line}: [{case.code}]" in err and case.message in err, err
    assert snapshot(project) == before
    problems = check_project(load_settings(project)).problems
    assert [(p.path, p.line, p.code) for p in problems] == [(JA, line, case.code)]


FAITHFUL = {
    "a name glued to japanese": (BETA_KEY, replacing("[ja] Beta is a router.", "Betaはルーター。")),
    "a name glued to korean": (BETA_KEY, replacing("[ja] Beta is a router.", "Beta의 라우터.")),
    "a name with a space before japanese": (BETA_KEY, replacing("Beta is", "Beta は")),
    "an acronym after a name": (BETA_KEY, replacing("Beta is", "Beta API は")),
    "a name before a slash ending a list": (
        BETA_KEY,
        replacing("[ja] Beta is a router.", "Beta／などはルーター。"),
    ),
    "a name before a middle dot and japanese": (
        BETA_KEY,
        replacing("[ja] Beta is a router.", "Beta・ルーター。"),
    ),
    "a url before the japanese full stop": (
        BARE_URL_KEY,
        replacing("Read https://example.org/beta.", "https://example.org/beta を読む。"),
    ),
    "full-width brackets beside a url": (
        BARE_URL_KEY,
        replacing("Read https://example.org/beta.", "https://example.org/beta （英語）を読む。"),
    ),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_of_names_and_links_passes(name: str, project: Path) -> None:
    key, change = FAITHFUL[name]
    retranslate(project, key, change)
    assert check_project(load_settings(project)).problems == []


SHIPPED_NAMES = Terms(("llama.cpp", "SGLang", "vLLM", "NVIDIA Dynamo", "Dynamo"))


def test_a_dotted_product_name_is_no_host_name() -> None:
    # A translation may say llama.cpp where the English says "it" (the compared pair).
    english, translation = "It runs anywhere.", "llama.cppはどこでも動く。"
    assert check_text(english, translation, False, SHIPPED_NAMES, ("llama.cpp",)) == ()


def test_a_long_name_read_whole_is_no_extension() -> None:
    assert (
        check_text("NVIDIA Dynamo scales.", "NVIDIA Dynamo は拡張する。", False, SHIPPED_NAMES)
        == ()
    )


def test_a_name_in_another_case_the_english_has_too_passes() -> None:
    # `vllm serve` is a command, written so in the English: no disguise of vLLM.
    assert check_text("Run `vllm serve`.", "`vllm serve` を実行。", False, SHIPPED_NAMES) == ()


def test_a_name_the_english_writes_in_look_alikes_is_reported_once() -> None:
    found = check_text("vLLM is fast.", "vLL\u041c は速い。", False, SHIPPED_NAMES)
    assert [finding.message for finding in found] == [
        "'vLLM' must stay as written (a product name)"
    ]


def test_a_middle_dot_between_two_products_of_the_english_passes() -> None:
    english = "vLLM and SGLang serve, and NVIDIA Dynamo or llama.cpp too."
    translation = "vLLM・SGLang が提供し、NVIDIA Dynamo／llama.cpp も。"
    assert check_text(english, translation, False, SHIPPED_NAMES) == ()


def test_a_sign_the_english_writes_after_a_name_passes() -> None:
    english = "Dynamo™ and Dynamo/Cloud run, read data:text/plain,x [[wiki]]"
    translation = "Dynamo™ と Dynamo/Cloud が動く。data:text/plain,x [[wiki]]"
    assert check_text(english, translation, False, SHIPPED_NAMES) == ()


def test_an_invisible_mark_away_from_names_and_numbers_is_a_warning() -> None:
    english, translation = "vLLM runs fast.", "vLLM は速\u200bく動く。"
    (finding,) = check_text(english, translation, False, SHIPPED_NAMES)
    assert (finding.code, finding.severity) == ("invisible", "warning")


def test_an_invisible_mark_beside_a_number_is_an_error() -> None:
    english, translation = "vLLM runs on 8 GPUs.", "vLLM は 8\u2060 GPU で動く。"
    (finding,) = check_text(english, translation, False, SHIPPED_NAMES)
    assert (finding.code, finding.severity) == ("invisible", "error")
    assert "beside a product name, a URL or a number: U+2060" in finding.message


def test_a_spaced_sign_the_english_writes_or_before_a_name_passes() -> None:
    english = "vLLM + your own wrapper, or SGLang and vLLM."
    translation = "vLLM + 自作のラッパー、または SGLang / vLLM。"
    assert check_text(english, translation, False, SHIPPED_NAMES) == ()
