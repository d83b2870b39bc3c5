"""Docusaurus's own start: the classic starter, written by create-docusaurus itself
(offline, ``--skip-install``) into tests/sites/docusaurus-classic, whose package.json is the
starter's own (plus create-docusaurus and Node 22) and whose lock pins it."""

from __future__ import annotations

import re
from pathlib import Path

from starters.npm import installed, run_node, site_folder
from starters.site import LOCALES, Asked, StarterSite, place

PACKAGES = "docusaurus-classic"
DOCUSAURUS = "node_modules/@docusaurus/core/bin/docusaurus.mjs"
# The starter's i18n entry, which the README has replaced with the printed one.
STARTER_I18N = re.compile(r"  i18n: \{\n    defaultLocale: 'en',\n    locales: \['en'\],\n  \},\n")


def start(folder: Path) -> StarterSite:
    packages = installed(PACKAGES, "create-docusaurus/bin/index.js")
    aside = site_folder(packages)
    create = "node_modules/create-docusaurus/bin/index.js"
    run_node(packages, create, "site", "classic", aside, "--skip-install", "--javascript")
    root = aside / "site"

    def configure(asked: list[Asked]) -> None:
        # The README: the printed i18n entry in place of the starter's.
        def replace_i18n(item: Asked) -> None:
            config = root / "docusaurus.config.js"
            text = config.read_text(encoding="utf-8")
            assert STARTER_I18N.search(text), "the starter's i18n entry is not where it was"
            config.write_text(STARTER_I18N.sub("", text), encoding="utf-8")
            item.put(config, "  baseUrl: ")

        place(asked, {"docusaurus.config.js": replace_i18n})

    def build(public: Path) -> None:
        run_node(packages, DOCUSAURUS, "build", root, "--out-dir", public)

    return StarterSite(
        profile="docusaurus",
        root=root,
        host="your-docusaurus-site.example.com",  # the starter's url
        sections={locale: f"/{'' if locale == 'en' else locale + '/'}docs/" for locale in LOCALES},
        own_page="/docs/intro",
        configure=configure,
        build=build,
        configured=("docusaurus.config.js",),
        made_by_build=(".docusaurus",),
        statics=(("static", ""),),
        aside=aside,
    )
