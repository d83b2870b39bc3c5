"""A Babel extractor, so teams that drive Babel get the same messages from ``pybabel``.

``babel.cfg``::

    [comparekit: articles/**.yaml]
    [jinja2: templates/**.j2]

``pybabel extract -F babel.cfg -c Translators: -o locales/messages.pot .`` then yields
every source string with its msgctxt key, translator notes and flags, as
``comparekit extract`` does (``-c Translators:`` keeps the templates' notes).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from babel.messages.catalog import Message

from comparekit.catalogs.extract import GlossaryNotes, text_key, translator_notes
from comparekit.catalogs.pofile import drop_percent_format
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
    _no_percent_format_for(_YIELDED)
    path = Path(str(getattr(fileobj, "name", ""))).resolve()
    settings = load_settings(find_project(path.parent))
    articles = settings.path(settings.articles).resolve()
    relative = path.relative_to(articles)
    model = model_for(relative)
    if model is None:
        return  # a YAML file that is not a comparekit source (e.g. a schema helper)
    key = relative.with_suffix("").as_posix()
    document = load_document(model, path, settings.display(path), key)
    glossary = GlossaryNotes(list(load_project(settings).glossary.model.terms.values()))
    for spot in iter_texts(document.model):
        context = text_key(document, spot.path)
        notes = translator_notes(context, spot.text, spot.trail, document.key, glossary)
        _YIELDED.add((context, spot.text))
        yield document.line_of(spot.path), "pgettext", (context, spot.text), notes


# The (msgctxt, msgid) of every string this extractor has yielded in this process.
_YIELDED: set[tuple[str, str]] = set()


def _no_percent_format_for(ours: set[tuple[str, str]]) -> None:
    """Keep Babel from flagging our strings as python-format, as comparekit never does.

    pybabel builds a ``Message`` of each string an extractor yields, and ``Message`` flags
    any text that looks like a %-directive ("75% of" reads as "% o"); no extractor can
    say otherwise (python-babel/babel#35). The false flag makes GNU msgmerge mark a
    translation that keeps "75%" fuzzy, and msgfmt --check reject it. So, in a process
    that runs this extractor, a Message of one of ``ours`` drops the flag once built;
    every other message, the templates' and other extractors', is left to Babel.
    """
    if getattr(Message.__init__, "comparekit_ours", None) is ours:
        return  # already in place
    babel_init = Message.__init__

    @functools.wraps(babel_init)
    def init(message: Any, *args: Any, **kwargs: Any) -> None:
        babel_init(message, *args, **kwargs)
        if (message.context, message.id) in ours:
            drop_percent_format(message)

    init.comparekit_ours = ours  # type: ignore[attr-defined]
    setattr(Message, "__init__", init)  # noqa: B010 (mypy refuses to assign a method)
