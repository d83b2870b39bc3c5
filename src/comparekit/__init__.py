"""comparekit: write a comparison article once, publish it identical in shape in many languages.

The packages are the stages a comparison goes through, in the order its data flows; a stage
imports only those before it and the base modules beside every stage:

- ``sources``: settings, the model, YAML with positions, loading and cross-checking, schemas;
- ``catalogs``: the PO format (``catalogs.po``), the rules a translation is held to, extract,
  merge, the memory, XLIFF and TMX, translation tables;
- ``rendering``: translating sources, Jinja2 rendering, site profiles, page shapes, the page store;
- ``checks``: ``check`` and ``status``, the proofs and reports over all of the above;
- ``publishing``: the output tree, laid out per site profile and swapped in whole (``build``);
- base: ``errors`` (problems and the root error), ``files`` (atomic writes), ``ownership``
  (the one rule for what comparekit may write or remove), ``cache`` (the one data-only cache)
  and ``workers`` (forked workers);
- front ends: ``scaffold`` (``init``, ``new``, ``new-product``, ``add-locale``), ``importing``
  (``import``: Markdown pages in) and ``serving`` (the preview);
- on top: ``cli``, the command line.
"""

__version__ = "0.1.0"
