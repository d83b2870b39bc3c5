"""The preview: every page of every locale in a browser, reviewed side by side, with a
translation dashboard; rebuilt in memory as files change.

Owns nothing on disk: it renders through the build's page store and cache, and serves
from memory. May import every stage (it is a front end over the same build, like the CLI)
and the base modules. Only ``app`` needs the ``serve`` extra (Starlette, Uvicorn,
watchfiles); the dashboard behind ``comparekit status --html`` needs only the core.
"""
