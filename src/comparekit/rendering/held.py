"""What the publish gate keeps out of a build, and how a published page shows it.

A page of a locale whose strings are not all current is held back (``publishing/gate.py``
decides which); the pages that link to it link to the source locale's page instead, marked
with the language it is in, and its language switchers leave the locale out. A page that is
published with strings in the source language (``incomplete = "fallback"``) opens with a
notice saying so, in the locale's language where comparekit has the sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from comparekit.sources.settings import babel_locale


@dataclass(frozen=True)
class Held:
    """The pages held back, as (locale, key), and the products whose facts are not all
    translated in a locale (the hub shows their row in the source language, marked)."""

    pages: frozenset[tuple[str, str]] = frozenset()
    products: frozenset[tuple[str, str]] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.pages or self.products)

    def page(self, tag: str, key: str) -> bool:
        return (tag, key) in self.pages

    def product(self, tag: str, key: str) -> bool:
        return (tag, key) in self.products

    def locales_holding(self, key: str) -> tuple[str, ...]:
        """The locales in which the page ``key`` is held back, sorted."""
        return tuple(sorted(tag for tag, held in self.pages if held == key))


def language_mark(source: str, tag: str) -> str:
    """What follows a link or a name shown in the source language on a page of ``tag``:
    the source language's name in ``tag``'s own words, in parentheses.

    >>> language_mark("en", "ja"), language_mark("en", "fr")
    ('(英語)', '(anglais)')
    """
    language = babel_locale(source).language
    name = babel_locale(tag).languages.get(language, source)
    return f"({name})"


# "Not yet translated", in each language comparekit has it in; {language} is the source
# language's name in that language (as Babel writes it: 英語, anglais, Englisch).
NOTICES = {
    "en": "Not fully translated yet: some passages of this page are shown in {language}.",
    "ja": "このページの翻訳はまだ完了していません。一部の文章は{language}のまま表示しています。",
    "ko": "이 페이지는 아직 번역이 완료되지 않았습니다. 일부 내용은 {language}로 표시됩니다.",
    "zh-Hant": "本頁尚未完整翻譯：部分內容以{language}顯示。",
    "zh-Hans": "本页尚未完整翻译：部分内容以{language}显示。",
    "fr": "Traduction incomplète : certains passages de cette page sont affichés en {language}.",
    "de": "Noch nicht vollständig übersetzt: Einige Abschnitte dieser Seite werden auf "
    "{language} angezeigt.",
    "es": "Traducción incompleta: algunos fragmentos de esta página se muestran en {language}.",
    "pt-BR": "Tradução incompleta: alguns trechos desta página são exibidos em {language}.",
    "it": "Traduzione incompleta: alcuni passaggi di questa pagina sono mostrati in {language}.",
}


def notice_text(source: str, tag: str) -> str:
    """The notice of a page of ``tag`` showing strings in ``source``: in ``tag``'s language
    if comparekit has it (``zh-TW`` takes ``zh-Hant``, ``pt`` takes ``pt-BR``), else in
    English.

    >>> notice_text("en", "zh-TW")
    '本頁尚未完整翻譯：部分內容以英文顯示。'
    """
    locale = babel_locale(tag)
    if locale.language == "zh":
        traditional = locale.script == "Hant" or locale.territory in ("TW", "HK", "MO")
        candidates = ["zh-Hant" if traditional else "zh-Hans"]
    else:
        candidates = [tag, f"{locale.language}-BR" if locale.language == "pt" else locale.language]
    found = next((c for c in candidates if c in NOTICES), None)
    sentence = NOTICES[found] if found else NOTICES["en"]
    language = babel_locale(found or "en").languages.get(babel_locale(source).language, source)
    return sentence.replace("{language}", language)


def with_notice(body: str, source: str, tag: str) -> str:
    """The page's Markdown with the notice as a quote right below its title.

    >>> print(with_notice("# T\\n\\nText.\\n", "en", "ja"))
    # T
    <BLANKLINE>
    > このページの翻訳はまだ完了していません。一部の文章は英語のまま表示しています。
    <BLANKLINE>
    Text.
    <BLANKLINE>
    """
    notice = f"> {notice_text(source, tag)}\n\n"
    if body.startswith("# "):
        title, _, rest = body.partition("\n")
        return f"{title}\n\n{notice}{rest.lstrip(chr(10))}"
    return notice + body
