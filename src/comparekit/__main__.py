"""``python -m comparekit`` is the ``comparekit`` command."""

from comparekit.cli import main

raise SystemExit(main())
