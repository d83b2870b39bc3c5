"""A Starlight site set up as Starlight's manual setup guide says
(https://starlight.astro.build/manual-setup/): an Astro project with a page and a static
file of its own, the Starlight integration with a title, the docs collection, and the
guide's ``src/content/docs/index.md``, which the README then removes. Astro and Starlight
are those pinned by tests/sites/starlight's lock, the versions ``npx astro add starlight``
installs."""

from __future__ import annotations

from pathlib import Path

from starters.npm import installed, run_node, site_folder
from starters.site import Asked, StarterSite, place

# The guide's files, as a user following it writes them.
ASTRO_CONFIG = """\
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({
      title: 'My delightful docs site',
    }),
  ],
});
"""
CONTENT_CONFIG = """\
import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
"""
HOME = """\
---
title: My docs
description: Learn more about my project in this docs site built with Starlight.
---

Welcome to my project!
"""
# The Astro project's own: a page and a static file, as any Astro site has.
ABOUT_PAGE = """\
---
---
<html lang="en">
  <head><title>About</title></head>
  <body><main><h1>About</h1><p>An Astro site with docs.</p></main></body>
</html>
"""
FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>\n'


def start(folder: Path) -> StarterSite:
    packages = installed("starlight", "astro/bin/astro.mjs")
    aside = site_folder(packages)
    root = aside / "site"
    for name, text in {
        "astro.config.mjs": ASTRO_CONFIG,
        "src/content.config.ts": CONTENT_CONFIG,
        "src/content/docs/index.md": HOME,
        "src/pages/about.astro": ABOUT_PAGE,
        "public/favicon.svg": FAVICON,
    }.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    # The README: the guide's home page goes; the languages' hubs are the docs' home pages,
    # and `/` redirects to the source locale's.
    (root / "src/content/docs/index.md").unlink()

    def configure(asked: list[Asked]) -> None:
        # The README: the languages in the starlight({...}) options, `site` and the
        # redirect of `/` in defineConfig({...}).
        config = root / "astro.config.mjs"
        place(
            asked,
            {
                "astro.config.mjs, in the starlight({...}) options": lambda item: item.put(
                    config, "title: 'My delightful docs site',"
                ),
                "astro.config.mjs, in defineConfig({...})": lambda item: item.put(
                    config, "export default defineConfig({"
                ),
            },
        )

    def build(public: Path) -> None:
        astro = "node_modules/astro/bin/astro.mjs"
        run_node(packages, astro, "build", "--root", root, "--outDir", public)

    return StarterSite(
        profile="starlight",
        root=root,
        host="example.com",  # the printed `site`
        sections={"en": "/en/", "ja": "/ja/", "zh-Hant": "/zh-hant/", "ko": "/ko/"},
        own_page="/about/",
        configure=configure,
        build=build,
        made_by_build=(".astro", "node_modules"),
        configured=("astro.config.mjs",),
        statics=(("public", ""),),
        lang={"zh-Hant": "zh-TW"},  # the tag of Starlight's own interface strings
        aside=aside,
    )
