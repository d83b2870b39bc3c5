"""A Babel extractor, so teams that drive Babel get the same messages from ``pybabel``.

``babel.cfg``::

    [comparekit: articles/**.yaml]
    [jinja2: templates/**.j2]

``pybabel extract -F babel.cfg -o locales/messages.pot .`` then yields every source string
with its msgctxt key and translator notes, as ``comparekit extract`` does.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from comparekit.catalogs.extract import text_key, translator_notes
from comparekit.sources.load import load_document, load_project, model_for
from comparekit.sources.model import iter_texts
from comparekit.sources.settings import find_project, load_settings


def extract(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: list[str],
    options: Mapping[str, Any],
) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Yield ``(line, "pgettext", (msgctxt, msgid), notes)`` for each translatable string."""
    path = Path(str(getattr(fileobj, "name", ""))).resolve()
    settings = load_settings(find_project(path.parent))
    articles = settings.path(settings.articles).resolve()
    relative = path.relative_to(articles)
    model = model_for(relative)
    if model is None:
        return  # a YAML file that is not a comparekit source (e.g. a schema helper)
    key = relative.with_suffix("").as_posix()
    document = load_document(model, path, settings.display(path), key)
    glossary = list(load_project(settings).glossary.model.terms.values())
    for spot in iter_texts(document.model):
        context = text_key(document, spot.path)
        notes = translator_notes(context, spot.text, spot.trail, document.key, glossary)
        yield document.line_of(spot.path), "pgettext", (context, spot.text), notes
