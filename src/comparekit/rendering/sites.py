"""Site profiles: where each page goes, its frontmatter, its locale spelling and link form.

A profile never touches rendering: every profile publishes the same article body, except
for the form of links between pages, which each generator resolves differently.
"""

from __future__ import annotations

import json
import posixpath
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import PurePosixPath
from typing import Any, ClassVar

import yaml

from comparekit.sources.settings import COMPARISONS_DIR, HUB_FILE, Settings, babel_locale

HUB = "index"  # the key of the comparison hub page
# The front matter key naming the source a page is made from, on every page of a
# generator's profile: ``build --into`` replaces or removes a file of a site only when the
# file itself carries it (the site's manifest alone can be made to name any file).
MARK = "comparekit"


@dataclass(frozen=True)
class PageInfo:
    """What a profile needs to know about a page: never its body."""

    locale: str  # BCP 47, as configured
    key: str  # the article's slug, or HUB
    title: str
    description: str
    updated: date | None
    complete: bool = True  # False: some strings fell back to the source locale
    held_in: tuple[str, ...] = ()  # locales whose page of this key the publish gate held back


def page_source(key: str) -> str:
    """The source of the page ``key``, inside the articles folder, as its mark names it.

    >>> page_source("deepinfer-vs-vllm"), page_source(HUB)
    ('comparisons/deepinfer-vs-vllm.yaml', 'hub.yaml')
    """
    return HUB_FILE if key == HUB else f"{COMPARISONS_DIR}/{key}.yaml"


class OfPage:
    """Something that carries a page's ``info``, with its locale and key at hand."""

    info: PageInfo

    @property
    def locale(self) -> str:
        return self.info.locale

    @property
    def key(self) -> str:
        return self.info.key


NOT_TRANSLATED = {"translation_status": "incomplete"}


def language_label(tag: str) -> str:
    """The language's own name: 日本語, 한국어, 中文 (繁體)."""
    return str(babel_locale(tag).get_display_name(babel_locale(tag)))


class SiteProfile:
    """The plain layout: ``<locale>/<key>.md``, relative ``.md`` links, generic frontmatter."""

    name = "plain"
    description = "plain Markdown: <locale>/<slug>.md, relative .md links"
    # Whether the page's title stays in its body as its one H1: a generator whose theme
    # shows the frontmatter title as the H1 would otherwise show it twice.
    title_in_body = True
    # The language tag a locale's pages declare (html lang, hreflang) where the generator
    # expects another than the locale's own; the settings' site_lang overrides these.
    default_lang: ClassVar[Mapping[str, str]] = {}

    def __init__(self, locales: tuple[str, ...], lang: Mapping[str, str] | None = None) -> None:
        self.locales = locales  # the source locale first
        self.lang_tags = {**self.default_lang, **(lang or {})}

    @classmethod
    def from_settings(cls, settings: Settings) -> SiteProfile:
        """The profile as the project's settings configure it."""
        return cls(settings.all_locales, _site_lang(settings, cls.name))

    def keeps_title(self, key: str) -> bool:
        """Whether the page ``key`` keeps its title in its body as its one H1."""
        return self.title_in_body

    def locale_name(self, tag: str) -> str:
        return tag

    def lang(self, tag: str) -> str:
        """The language tag the locale's pages declare to browsers and search engines."""
        return self.lang_tags.get(tag, tag)

    def page_path(self, tag: str, key: str) -> PurePosixPath:
        return PurePosixPath(self.locale_name(tag)) / f"{key}.md"

    def href(self, from_key: str, to_key: str, tag: str) -> str:
        """The link from one page to another of the same locale ``tag``. It may depend on
        where it starts only through whether that is the hub (the link check relies on it)."""
        return f"{to_key}.md"

    def source_href(self, from_key: str, to_key: str, tag: str) -> str:
        """The link from a page of ``tag`` to the source locale's page ``to_key``, which
        stands in for a page the publish gate held back in ``tag``: the file's relative
        path, which this layout, MkDocs and Docusaurus resolve alike."""
        start = self.page_path(tag, from_key).parent.as_posix()
        return posixpath.relpath(self.page_path(self.locales[0], to_key).as_posix(), start)

    def neutral_href(self, href: str, tag: str) -> str:
        """A link with its locale taken out, so pages of two locales compare equal."""
        return href

    def frontmatter(self, page: PageInfo) -> dict[str, Any]:
        return {
            "title": page.title,
            "description": page.description,
            "lang": page.locale,
            "translation_key": page.key,
            "alternates": {
                tag: f"../{self.page_path(tag, page.key).as_posix()}"
                for tag in self.locales
                if tag not in page.held_in
            },
            **({} if page.complete else NOT_TRANSLATED),
        }

    def mark_in(self, matter: Mapping[str, object]) -> object:
        """The mark in a page's front matter ``matter``, as this profile writes it (None
        without one)."""
        return matter.get(MARK)

    def config_snippet(self) -> tuple[str, str] | None:
        """A file name and the generator's language configuration to paste, if any."""
        return None


class HugoProfile(SiteProfile):
    """Hugo 0.158+: a content folder per language; links resolved by the embedded hook."""

    name = "hugo"
    description = "Hugo: content/<lang>/<slug>.md, one contentDir per language"
    # Themes print an article's frontmatter title as its <h1>, Hugo's own `hugo new theme`
    # skeleton included: a `# Title` in the body would make a second one. The hub is each
    # language's home page, which themes show without a title: it keeps its own.
    title_in_body = False

    def keeps_title(self, key: str) -> bool:
        return key == HUB

    def locale_name(self, tag: str) -> str:
        return tag.lower()  # Hugo lowercases language keys in URLs; use them as written

    def page_path(self, tag: str, key: str) -> PurePosixPath:
        name = "_index.md" if key == HUB else f"{key}.md"
        return PurePosixPath("content") / self.locale_name(tag) / name

    def href(self, from_key: str, to_key: str, tag: str) -> str:
        return "_index.md" if to_key == HUB else f"{to_key}.md"

    def source_href(self, from_key: str, to_key: str, tag: str) -> str:
        # The link hook finds pages of the page's own language only: the source locale's
        # page by its URL (/<lang>/<slug>/), relative to this page's.
        up = "../" if from_key == HUB else "../../"
        page = "" if to_key == HUB else f"{to_key}/"
        return f"{up}{self.locale_name(self.locales[0])}/{page}"

    def frontmatter(self, page: PageInfo) -> dict[str, Any]:
        matter: dict[str, Any] = {
            "title": page.title,
            "description": page.description,
            "translationKey": page.key,
            "draft": False,
        }
        if page.key != HUB:
            matter["slug"] = page.key
        if page.updated is not None:
            matter["date"] = page.updated
            matter["lastmod"] = page.updated
        # Hugo wants custom keys under params.
        matter["params"] = {
            **({} if page.complete else NOT_TRANSLATED),
            MARK: page_source(page.key),
        }
        return matter

    def mark_in(self, matter: Mapping[str, object]) -> object:
        params = matter.get("params")
        return params.get(MARK) if isinstance(params, dict) else None

    def config_snippet(self) -> tuple[str, str]:
        lines = [
            "# Copy to config/_default/hugo.toml (Hugo 0.158+): Hugo reads it beside your",
            "# hugo.toml, so nothing lands inside one of that file's tables. Pages link with",
            "# .md paths, which the embedded link render hook resolves within each language.",
            "# Your theme prints the title as the <h1>; hreflang and a language switcher come",
            '# from {{ partial "comparekit/hreflang.html" . }} in its <head> and',
            '# {{ partial "comparekit/languages.html" . }} in its body (`build --into` writes',
            "# both partials into layouts/_partials/comparekit/).",
            f'defaultContentLanguage = "{self.locale_name(self.locales[0])}"',
            "defaultContentLanguageInSubdir = true",
            "",
            "[markup.goldmark.renderHooks.link]",
            'useEmbedded = "always"',
        ]
        for weight, tag in enumerate(self.locales, start=1):
            lines += [
                "",
                f'[languages."{self.locale_name(tag)}"]',
                f'contentDir = "content/{self.locale_name(tag)}"',
                f'locale = "{self.lang(tag)}"',  # feeds hreflang and lang
                f"label = {json.dumps(language_label(tag), ensure_ascii=False)}",
                f"weight = {weight}",
            ]
        return "hugo.languages.toml", "\n".join(lines) + "\n"


class JekyllProfile(SiteProfile):
    """Jekyll + jekyll-polyglot: ``lang`` in frontmatter, translations share a permalink."""

    name = "jekyll"
    description = "Jekyll + polyglot: lang and a shared permalink per translation"

    def href(self, from_key: str, to_key: str, tag: str) -> str:
        # Site-absolute: polyglot rewrites these to the page's own language.
        return "/" if to_key == HUB else f"/{to_key}/"

    def source_href(self, from_key: str, to_key: str, tag: str) -> str:
        # Polyglot publishes the default language's page where a language has none.
        return self.href(from_key, to_key, tag)

    def frontmatter(self, page: PageInfo) -> dict[str, Any]:
        matter: dict[str, Any] = {
            "title": page.title,
            "description": page.description,
            "lang": page.locale,
            "permalink": self.href(page.key, page.key, page.locale),
            # Themes' `default` layout (minima's too) prints the content and no title of
            # its own: the body's `# Title` is the page's one <h1>.
            "layout": "default",
            # The text is the author's, never a template: "{% raw %}" in an article about
            # Liquid must reach the reader as written (Jekyll 4.0+).
            "render_with_liquid": False,
        }
        if page.updated is not None:
            matter["date"] = page.updated
        return matter | ({} if page.complete else NOT_TRANSLATED) | {MARK: page_source(page.key)}

    def config_snippet(self) -> tuple[str, str]:
        config = {
            "plugins": ["jekyll-polyglot"],
            "languages": list(self.locales),
            "default_lang": self.locales[0],
            "exclude_from_localization": [],
            "parallel_localization": False,
        }
        header = (
            "# Merge into _config.yml (Jekyll + jekyll-polyglot). Set `url` to the site's\n"
            "# address: polyglot's hreflang links are absolute, and with an empty `url` each\n"
            "# points at the page itself.\n"
        )
        return "_config.languages.yml", header + _yaml(config) + JEKYLL_URL_LINE


JEKYLL_URL_LINE = 'url: "https://example.com"  # your site\'s address\n'


class DocusaurusProfile(SiteProfile):
    """Docusaurus v3 docs plugin: the default locale in docs/, the others under i18n/."""

    name = "docusaurus"
    description = "Docusaurus: docs/ and i18n/<locale>/docusaurus-plugin-content-docs/current/"

    def page_path(self, tag: str, key: str) -> PurePosixPath:
        if tag == self.locales[0]:
            return PurePosixPath("docs") / f"{key}.md"
        return (
            PurePosixPath("i18n") / tag / "docusaurus-plugin-content-docs" / "current" / f"{key}.md"
        )

    def frontmatter(self, page: PageInfo) -> dict[str, Any]:
        matter: dict[str, Any] = {
            "id": page.key,
            "title": page.title,
            "description": page.description,
            "slug": "/" if page.key == HUB else f"/{page.key}",
        }
        if page.updated is not None:
            matter["last_update"] = {"date": page.updated.isoformat()}
        return matter | ({} if page.complete else NOT_TRANSLATED) | {MARK: page_source(page.key)}

    def config_snippet(self) -> tuple[str, str]:
        i18n = {
            "defaultLocale": self.locales[0],
            "locales": list(self.locales),
            "localeConfigs": {
                tag: {"label": language_label(tag), "htmlLang": self.lang(tag)}
                for tag in self.locales
            },
        }
        text = (
            "// Merge into docusaurus.config.js. The pages are MDX-safe: no `markdown`\n"
            "// setting is needed, and the site's own MDX pages stay as they are.\n"
            f"export const i18n = {json.dumps(i18n, ensure_ascii=False, indent=2)};\n"
        )
        return "docusaurus.i18n.js", text


class StarlightProfile(SiteProfile):
    """Astro Starlight: src/content/docs/<dir>/; only title/description/lastUpdated."""

    name = "starlight"
    description = "Astro Starlight: src/content/docs/<locale dir>/<slug>.md"
    title_in_body = False  # Starlight renders the frontmatter title as the page's H1
    # Starlight picks its interface strings by lang, and ships them as zh-TW, not zh-Hant.
    default_lang: ClassVar[Mapping[str, str]] = {"zh-Hant": "zh-TW"}

    def __init__(
        self,
        locales: tuple[str, ...],
        lang: Mapping[str, str] | None = None,
        root_locale: bool = False,
        base: str = "/",
    ):
        super().__init__(locales, lang)
        self.root_locale = root_locale  # the source locale at the docs root: / not /en/
        self.base = base  # Astro's base path

    @classmethod
    def from_settings(cls, settings: Settings) -> SiteProfile:
        return cls(
            settings.all_locales,
            _site_lang(settings, cls.name),
            settings.starlight_root_locale,
            settings.starlight_base,
        )

    def locale_name(self, tag: str) -> str:
        return tag.lower()  # the folder and URL segment: zh-hant

    def _folder(self, tag: str) -> str:
        """The locale's folder below the docs, and its URL segment ("" for the root)."""
        return "" if self.root_locale and tag == self.locales[0] else f"{self.locale_name(tag)}/"

    def page_path(self, tag: str, key: str) -> PurePosixPath:
        return PurePosixPath(f"src/content/docs/{self._folder(tag)}{key}.md")

    def href(self, from_key: str, to_key: str, tag: str) -> str:
        # Root-relative URLs: they land whether the page was reached with a trailing slash
        # or without one (a relative ../slug/ does not), under the configured base path.
        page = "" if to_key == HUB else f"{to_key}/"
        return f"{self.base}{self._folder(tag)}{page}"

    def source_href(self, from_key: str, to_key: str, tag: str) -> str:
        return self.href(from_key, to_key, self.locales[0])

    def neutral_href(self, href: str, tag: str) -> str:
        return href.removeprefix(f"{self.base}{self._folder(tag)}") or "./"  # "./": the hub

    def frontmatter(self, page: PageInfo) -> dict[str, Any]:
        # Starlight validates frontmatter against its schema: no notice key without an
        # extension of that schema, so an incomplete page carries none here. The schema
        # drops a key it does not know (the mark) without a word.
        matter: dict[str, Any] = {"title": page.title, "description": page.description}
        if page.updated is not None:
            matter["lastUpdated"] = page.updated
        return matter | {MARK: page_source(page.key)}

    def home_redirect(self) -> str:
        """Astro's ``redirects`` entry that sends ``/`` to the source locale's hub."""
        return f"{{ '{self.base}': '{self.href(HUB, HUB, self.locales[0])}' }}"

    def config_snippet(self) -> tuple[str, str]:
        entries = {
            self.locale_name(tag): {"label": language_label(tag), "lang": self.lang(tag)}
            for tag in self.locales
        }
        default = self.locale_name(self.locales[0])
        if self.root_locale:  # Starlight's root locale needs its lang spelled out
            entries = {
                ("root" if name == default else name): value for name, value in entries.items()
            }
            default = "root"
        header = [
            "// Merge into the starlight({...}) options in astro.config.mjs, and set Astro's",
            "// `site`: Starlight writes hreflang alternates only with it.",
        ]
        if not self.root_locale:  # nothing is served at `/` but what the site adds there
            header.append(f"// Serve `/` with Astro's `redirects: {self.home_redirect()}`.")
        text = (
            "\n".join(header) + "\n"
            f"export const defaultLocale = {json.dumps(default)};\n"
            f"export const locales = {json.dumps(entries, ensure_ascii=False, indent=2)};\n"
        )
        return "starlight.locales.mjs", text


class MkDocsProfile(SiteProfile):
    """MkDocs + mkdocs-static-i18n (folder structure) with the Material theme."""

    name = "mkdocs"
    description = "MkDocs + static-i18n: docs/<locale>/<slug>.md (Material theme for zh-Hant)"

    def page_path(self, tag: str, key: str) -> PurePosixPath:
        return PurePosixPath("docs") / tag / f"{key}.md"

    def frontmatter(self, page: PageInfo) -> dict[str, Any]:
        matter = {"title": page.title, "description": page.description}
        return matter | ({} if page.complete else NOT_TRANSLATED) | {MARK: page_source(page.key)}

    def config_snippet(self) -> tuple[str, str]:
        config = {
            # The sitemap static-i18n writes lists each page's hreflang alternates as absolute
            # URLs on this address; Material's <link rel="alternate"> are relative whatever it is.
            "site_url": "https://example.com/",
            "theme": {"name": "material"},  # the built-in theme rejects zh-Hant
            "plugins": [
                "search",  # MkDocs' default, which a `plugins` list replaces
                {
                    "i18n": {
                        "docs_structure": "folder",
                        # A page the publish gate held back must not come back as the
                        # English page under /ja/ (the plugin's default fills the gap).
                        "fallback_to_default": False,
                        "languages": [
                            {
                                "locale": tag,
                                "name": language_label(tag),
                                "build": True,
                                **({"default": True} if index == 0 else {}),
                            }
                            for index, tag in enumerate(self.locales)
                        ],
                    }
                },
            ],
        }
        header = (
            "# Merge into mkdocs.yml, with `site_url` set to the site's address: the sitemap's\n"
            "# hreflang alternates are absolute URLs on it.\n"
        )
        return "mkdocs.i18n.yml", header + _yaml(config)


PROFILES: dict[str, type[SiteProfile]] = {
    profile.name: profile
    for profile in (
        SiteProfile,
        HugoProfile,
        JekyllProfile,
        DocusaurusProfile,
        StarlightProfile,
        MkDocsProfile,
    )
}


def _site_lang(settings: Settings, profile: str) -> Mapping[str, str]:
    """The settings' language tags for one profile (the profile's name as the key)."""
    return next((table for name, table in settings.site_lang.items() if name == profile), {})


def _yaml(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1000)
