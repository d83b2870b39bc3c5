"""The sources stage: everything read from ``articles/`` and ``[tool.comparekit]``.

Owns the settings, the pydantic model of each kind of source file, YAML parsing with the
position of every value, loading and cross-checking a project (every problem with its file
and line), the JSON Schemas editors validate against, and the reading side of ``import``
(existing Markdown pages into an article's data and strings). May import only the base
modules (``errors``, ``files``, ``cache``, ``workers``).
"""
