"""``comparekit import``: existing Markdown pages in, a comparison's YAML and catalog entries
out. A front end like ``scaffold``, not part of loading.

Owns reading a page into blocks (``mdpage``), recognizing its sections (``outline``), lining
up its copies in several languages (``align``), turning them into an article's data and
strings (``head``, ``article``, ``tail``, collected in ``record``), and writing the YAML a
person edits (``yamlwrite``); ``importer`` runs the command. May import ``catalogs``,
``sources`` and the base modules.
"""
