"""Jekyll's own start: ``jekyll new`` (the minima theme), built with the jekyll and
jekyll-polyglot that Debian installs (``apt-get install jekyll ruby-jekyll-polyglot``).

``jekyll new --skip-bundle`` writes a Gemfile without installing; Bundler resolves it
against the installed gems, offline, once polyglot is added as the README says.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from builtsite import missing
from starters.site import Asked, StarterSite, merge_yaml, place, run


def start(folder: Path) -> StarterSite:
    jekyll = shutil.which("jekyll") or missing(
        "jekyll", "apt-get install jekyll ruby-jekyll-polyglot"
    )
    root = folder / "site"
    run(jekyll, "new", root, "--skip-bundle")
    # The README: remove jekyll new's home page (the English hub is the home page), and
    # copy minima's head include into the site to add hreflang to it.
    (root / "index.markdown").unlink()
    minima = subprocess.run(
        ["bundle", "info", "--path", "minima"], cwd=root, capture_output=True, text=True
    )
    assert minima.returncode == 0, minima.stderr
    (root / "_includes").mkdir()
    theme = Path(minima.stdout.strip())
    shutil.copy(theme / "_includes/head.html", root / "_includes")
    # Not in the README, which says only "where the switcher goes": minima's site header,
    # copied like its head, is where a reader looks for the languages.
    shutil.copy(theme / "_includes/header.html", root / "_includes")

    def configure(asked: list[Asked]) -> None:
        place(
            asked,
            {
                "_config.yml": lambda item: merge_yaml(root / "_config.yml", item),
                "Gemfile": lambda item: item.put(root / "Gemfile", 'gem "minima"'),
                "your layout's <head>": lambda item: item.put(
                    root / "_includes/head.html", "<head>"
                ),
                "your layout, where the switcher goes": lambda item: item.put(
                    root / "_includes/header.html", '<div class="wrapper">'
                ),
            },
        )

    def build(public: Path) -> None:
        run("bundle", "exec", jekyll, "build", "--quiet", "--destination", public, cwd=root)

    return StarterSite(
        profile="jekyll",
        root=root,
        host="example.com",  # the url the snippet sets
        sections={"en": "/", "ja": "/ja/", "zh-Hant": "/zh-Hant/", "ko": "/ko/"},
        own_page="/about/",
        configure=configure,
        build=build,
        made_by_build=(".jekyll-cache", ".sass-cache", "Gemfile.lock"),
        configured=("_config.yml", "Gemfile", "_includes/head.html", "_includes/header.html"),
    )
