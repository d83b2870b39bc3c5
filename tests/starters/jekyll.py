"""Jekyll's own start: ``jekyll new`` (the minima theme), built with the jekyll and
jekyll-polyglot that Debian installs (``apt-get install jekyll ruby-jekyll-polyglot``).

``jekyll new --skip-bundle`` writes a Gemfile without installing; Bundler then resolves it
against the installed gems, offline, once polyglot is added to it as its README says.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import yaml

from builtsite import missing
from starters.site import StarterSite, comparekit, run

POLYGLOT_GEM = 'group :jekyll_plugins do\n  gem "jekyll-polyglot"\nend\n'


def start(folder: Path) -> StarterSite:
    jekyll = shutil.which("jekyll") or missing(
        "jekyll", "apt-get install jekyll ruby-jekyll-polyglot"
    )
    root = folder / "site"
    run(jekyll, "new", root, "--skip-bundle")
    with (root / "Gemfile").open("a", encoding="utf-8") as gemfile:
        gemfile.write(POLYGLOT_GEM)

    def publish(project: Path) -> None:
        # The README's recipe: build aside, copy the locale folders, merge the snippet.
        with tempfile.TemporaryDirectory() as aside:
            out = Path(aside) / "jekyll"
            comparekit(project, "build", "--site", "jekyll", "--out", str(out))
            for locale in ("en", "ja", "zh-Hant", "ko"):
                shutil.copytree(out / locale, root / locale, dirs_exist_ok=True)
            config = yaml.safe_load((root / "_config.yml").read_text(encoding="utf-8"))
            snippet = yaml.safe_load((out / "_config.languages.yml").read_text("utf-8"))
            plugins = config.get("plugins", [])
            config["plugins"] = plugins + [p for p in snippet.pop("plugins") if p not in plugins]
            config |= snippet
            (root / "_config.yml").write_text(yaml.safe_dump(config), encoding="utf-8")

    def build(public: Path) -> None:
        run(jekyll, "build", "--quiet", "--destination", public, cwd=root)

    return StarterSite(
        profile="jekyll",
        root=root,
        host="example.com",  # the snippet's url
        sections={"en": "/", "ja": "/ja/", "zh-Hant": "/zh-Hant/", "ko": "/ko/"},
        own_page="/about/",
        publish=publish,
        build=build,
        configured=("_config.yml",),
        made_by_build=(".jekyll-cache", ".sass-cache", "Gemfile.lock"),
    )
