"""comparekit: write a comparison article once, publish it identical in shape in many languages.

The packages are the stages a comparison goes through, in the order its data flows; a stage
imports only those before it and the base modules beside every stage:

- ``sources``: settings, the model, YAML with positions, loading and cross-checking, schemas;
- ``catalogs``: PO reading and writing, the string checkers, extract, merge, translation tables;
- ``rendering``: translating sources, Jinja2 rendering, site profiles, page shapes, the page store;
- ``checks``: ``check`` and ``status``, the proofs and reports over all of the above;
- ``publishing``: the output tree, laid out per site profile and swapped in whole (``build``);
- base: ``errors`` (problems and the root error), ``files`` (atomic writes), ``cache`` (the one
  data-only cache) and ``workers`` (forked workers);
- on top: ``scaffold`` (``init``, ``new``, ``add-locale``) and ``cli``, the command line.
"""

__version__ = "0.1.0"
