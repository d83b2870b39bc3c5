"""The preview: every page of every locale in a browser, reviewed side by side, with a
translation dashboard; rebuilt in memory as files change.

A front end over the same build, on top of every stage: it may import any of them. Only
``app`` needs the ``serve`` extra (Starlette, Uvicorn, watchfiles); the dashboard behind
``comparekit status --html`` needs nothing beyond the core install.
"""
