"""The Jekyll generator of ``build --into``: its language switcher include, the edits of the
user's ``_config.yml``, Gemfile and theme includes, and the site's files served at a page's
URL.

Imported by ``sitefiles`` (the generators) only; the user's files are read as data.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from comparekit.publishing.sitebase import (
    JEKYLL_SUFFIXES,
    OWN_MARK,
    Generator,
    Instruction,
    _list,
    _strings,
    _text,
    _texts,
    in_folder,
    read_yaml,
)
from comparekit.rendering.sites import HUB, language_label


class Jekyll(Generator):
    markers = ("_config.yml", "_config.yaml", "_config.toml")
    title = "Jekyll"
    page_suffixes = JEKYLL_SUFFIXES
    INCLUDE = "_includes/comparekit/languages.html"

    def own_files(self) -> dict[str, bytes]:
        # The language's own name, written out for each: polyglot knows only the tags.
        items = "".join(
            f'{{% if site.active_lang != "{tag}" %}}<li><a {{% static_href %}}href="'
            f"{{{{ site.baseurl }}}}{'' if index == 0 else '/' + tag}{{{{ page.url }}}}"
            f'"{{% endstatic_href %}} lang="{tag}">{language_label(tag)}</a></li>'
            "{% endif %}\n"
            for index, tag in enumerate(self.profile.locales)
        )
        text = (
            f"{{%- comment -%}} {OWN_MARK} {{%- endcomment -%}}\n"
            "{%- comment -%} comparekit: this page in the site's other languages "
            "(jekyll-polyglot). {%- endcomment -%}\n"
            f'<nav class="comparekit-languages" aria-label="Languages"><ul>\n{items}</ul></nav>\n'
        )
        return {self.INCLUDE: text.encode("utf-8")}

    def instructions(self, site: Path) -> list[Instruction]:
        config_name = self.marker(site) or "_config.yml"
        snippet = self.profile.config_snippet()
        assert snippet is not None
        lines = "\n".join(line for line in snippet[1].splitlines() if not line.startswith("#"))
        config = read_yaml(site / config_name, config_name)
        wanted = self.profile.locales
        languages = _strings(_list(config.get("languages")))
        has_config = (
            "jekyll-polyglot" in _strings(_list(config.get("plugins")))
            and set(wanted) <= set(languages)
            and config.get("default_lang") == wanted[0]
            and bool(config.get("url"))
        )
        layouts = _texts(site, ["_layouts/**/*", "_includes/**/*"], "_includes/comparekit")
        theme = config.get("theme")
        found = [
            Instruction(
                config_name,
                "jekyll-polyglot, the languages, and `url` set to the site's address "
                "(hreflang links are absolute)",
                lines,
                has_config,
            ),
            Instruction(
                _theme_include(site, "head.html", theme),
                "hreflang alternates to the same article in every language, on the line "
                "after <head>",
                "{% I18n_Headers %}",
                any("I18n_Headers" in text for text in layouts),
            ),
            Instruction(
                _theme_include(site, "header.html", theme),
                "a language switcher to the same article in the other languages, on the line "
                "after the header's first <div> (minima's `<div class=\"wrapper\">`)",
                "{% include comparekit/languages.html %}",
                any("comparekit/languages.html" in text for text in layouts),
            ),
        ]
        gemfile = _text(site / "Gemfile")
        if gemfile is not None:
            found.insert(
                1,
                Instruction(
                    "Gemfile",
                    "the jekyll-polyglot plugin",
                    'gem "jekyll-polyglot", group: :jekyll_plugins',
                    "jekyll-polyglot" in gemfile,
                ),
            )
        return found

    def same_url(self, page: str) -> list[str]:
        # The source locale's hub is the site's home page, `/`, whatever its file's name;
        # its other pages are at /<slug>/ (their permalink), where Jekyll also serves the
        # site's <slug>/index.html or index.md.
        source = self.profile.locales[0]
        home = str(self.profile.page_path(source, HUB))
        if page == home:
            root = [f"index{suffix}" for suffix in self.page_suffixes]
        elif PurePosixPath(page).parent == PurePosixPath(self.profile.locale_name(source)):
            root = in_folder(PurePosixPath(page).name, ["index"], self.page_suffixes)
        else:
            root = []
        return [*super().same_url(page), *root]


GEM_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def _theme_include(site: Path, name: str, theme: object) -> str:
    """An include of the site's, named as a warning shows it: with how to copy the gem
    theme's own into the site while the site has none (a gem's files are not the site's)."""
    include = f"_includes/{name}"
    # The theme's name goes into a command the user may paste: a gem's name, or nothing.
    if (site / include).exists() or not isinstance(theme, str) or not GEM_NAME.match(theme):
        return include
    return (
        f"{include} (copy {theme}'s first: mkdir -p _includes && cp \"$(bundle info --path "
        f'{theme})/{include}" _includes/)'
    )
