"""Docusaurus's own start: the classic starter, written by create-docusaurus itself
(offline, ``--skip-install``) into tests/sites/docusaurus-classic, whose package.json is the
starter's own (plus create-docusaurus and Node 22) and whose lock pins it."""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from pathlib import Path

from starters.npm import installed, run_node, site_folder
from starters.site import StarterSite, comparekit

PACKAGES = "docusaurus-classic"
DOCUSAURUS = "node_modules/@docusaurus/core/bin/docusaurus.mjs"
# The starter's i18n block, which the README's merge replaces.
STARTER_I18N = re.compile(r"  i18n: \{\n    defaultLocale: 'en',\n    locales: \['en'\],\n  \},\n")


def start(folder: Path) -> StarterSite:
    packages = installed(PACKAGES, "create-docusaurus/bin/index.js")
    aside = site_folder(packages)
    create = "node_modules/create-docusaurus/bin/index.js"
    run_node(packages, create, "site", "classic", aside, "--skip-install", "--javascript")
    root = aside / "site"

    def publish(project: Path) -> None:
        # The README's recipe: build aside, copy docs/ and i18n/, merge the i18n block.
        with tempfile.TemporaryDirectory() as temporary:
            out = Path(temporary) / "docusaurus"
            comparekit(project, "build", "--site", "docusaurus", "--out", str(out))
            shutil.copytree(out / "docs", root / "docs", dirs_exist_ok=True)
            shutil.copytree(out / "i18n", root / "i18n", dirs_exist_ok=True)
            snippet = (out / "docusaurus.i18n.js").read_text(encoding="utf-8")
            i18n = json.loads(snippet.split("export const i18n = ", 1)[1].rstrip().rstrip(";"))
            config = root / "docusaurus.config.js"
            text = config.read_text(encoding="utf-8")
            merged = f"  i18n: {json.dumps(i18n, ensure_ascii=False)},\n"
            if not STARTER_I18N.search(text):
                assert merged in text, "the starter's i18n block is not where it was"
            config.write_text(STARTER_I18N.sub(merged, text), encoding="utf-8")

    def build(public: Path) -> None:
        run_node(packages, DOCUSAURUS, "build", root, "--out-dir", public)

    return StarterSite(
        profile="docusaurus",
        root=root,
        host="your-docusaurus-site.example.com",  # the starter's url
        sections={
            locale: f"/{'' if locale == 'en' else locale + '/'}docs/"
            for locale in ("en", "ja", "zh-Hant", "ko")
        },
        own_page="/docs/intro",
        publish=publish,
        build=build,
        configured=("docusaurus.config.js",),
        made_by_build=(".docusaurus",),
        statics=(("static", ""),),
        aside=aside,
    )
