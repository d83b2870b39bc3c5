"""The rendering stage: a localized page from the sources and a catalog.

Owns translating a source string by string, rendering through the Jinja2 templates with
Babel's formatting, the site profiles (paths, frontmatter, link form per generator), the
block shape of a page, the page store and the digests that decide what to render again.
May import ``catalogs``, ``sources`` and the base modules.
"""
