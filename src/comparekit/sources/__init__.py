"""The sources stage: everything read from ``articles/`` and ``[tool.comparekit]``.

Owns the settings, the pydantic model of each kind of source file, YAML parsing with the
position of every value, loading and cross-checking a project (every problem with its file
and line), the JSON Schemas editors validate against, the scaffold of a new product, and the
placeholders a text may hold. May import only the base modules (``errors``, ``files``,
``cache``, ``ownership``, ``workers``).
"""
