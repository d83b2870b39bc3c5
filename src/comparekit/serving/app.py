"""``comparekit serve``: the preview over HTTP, refreshed as the project's files change.

Starlette answers from the latest ``Snapshot``; a watchfiles task refreshes it after each
change under the sources, catalogs and templates (and ``pyproject.toml``), and every open
page hears of the new version through server-sent events and reloads. Nothing here writes
a file: the routes only read the snapshot, and the only files served are the preview's
own assets, by name.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import socket
from collections.abc import AsyncIterator, Callable, Iterable
from pathlib import Path

import uvicorn
import watchfiles
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response, StreamingResponse
from starlette.routing import Route

from comparekit.errors import ComparekitError, Problem, ProblemsFound
from comparekit.rendering.sites import HUB
from comparekit.serving.preview import Preview, Snapshot
from comparekit.serving.views import (
    ASSETS,
    dashboard_view,
    page_view,
    problems_view,
    review_view,
)
from comparekit.workers import never_fork

# Scripts only from the preview itself; the review's data is JSON, which runs nothing.
_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; style-src 'self'; script-src 'self'; "
    "img-src 'self' data:; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
_NOT_FOUND = "<!doctype html><title>Not found</title><p>No such page in this preview.</p>"


class PreviewServer:
    """The preview's routes, its refreshes, and the pages waiting to hear of them."""

    def __init__(self, preview: Preview, say: Callable[[str], None] = lambda line: None) -> None:
        self.preview = preview
        self.say = say  # a line for the terminal per refresh and per new problem
        self.changed = asyncio.Condition()
        self.refreshing = asyncio.Lock()

    # --- routes --------------------------------------------------------------------------

    async def dashboard(self, request: Request) -> Response:
        return _html(dashboard_view(self.preview.current))

    async def page(self, request: Request) -> Response:
        tag = request.path_params["tag"]
        key = request.path_params.get("key", HUB)
        return _html(page_view(self.preview.current, tag, key))

    async def review(self, request: Request) -> Response:
        chosen = request.query_params.get("locales", "")
        locales = [tag for tag in chosen.split(",") if tag] or None
        snapshot = self.preview.current
        key = request.path_params["key"]
        try:
            return _html(await asyncio.to_thread(review_view, snapshot, key, locales))
        except ProblemsFound as found:  # a file changed under it: say what, as the CLI would
            return _html(problems_view(snapshot, found.problems))
        except OSError as error:
            problem = Problem(str(error.filename), None, None, "io", error.strerror or str(error))
            return _html(problems_view(snapshot, [problem]))

    async def asset(self, request: Request) -> Response:
        found = ASSETS.get(request.path_params["name"])
        if found is None:
            return _html(None)
        body, media = found
        return Response(body, media_type=media, headers=_HEADERS)

    async def events(self, request: Request) -> Response:
        async def stream() -> AsyncIterator[str]:
            sent = -1
            while not await request.is_disconnected():
                version = self.preview.current.version
                if version != sent:
                    sent = version
                    yield f"event: version\ndata: {version}\n\n"
                async with self.changed:
                    # A version announced while the last one was being sent is not waited
                    # for again: the snapshot is replaced before each announcement.
                    if self.preview.current.version == sent:
                        with contextlib.suppress(TimeoutError):
                            await asyncio.wait_for(self.changed.wait(), timeout=15)
                yield ": still here\n\n"  # a comment: keeps proxies from closing the stream

        return StreamingResponse(
            stream(), media_type="text/event-stream", headers={"Cache-Control": "no-store"}
        )

    # --- refreshing ----------------------------------------------------------------------

    async def refresh(self, changed: Iterable[str] = ()) -> None:
        """The pages first, for the open pages to show the edit at once; then the one
        slow check, announced only if it finds something new."""
        async with self.refreshing:
            before = self.preview.current
            after = await asyncio.to_thread(self.preview.refresh, False)
            for line in refresh_lines(before, after, self._shown(changed)):
                self.say(line)
            await self._announce()
            await self._recheck()

    async def settle(self) -> None:
        """What the first refresh left out: the checks, when it showed the pages alone,
        then the slow one."""
        async with self.refreshing:
            if not self.preview.current.checked:
                # Its problems are the dashboard's, as a first refresh's always were.
                await asyncio.to_thread(self.preview.refresh, False)
                await self._announce()
            await self._recheck()

    async def _recheck(self) -> None:
        before = self.preview.current
        after = await asyncio.to_thread(self.preview.recheck)
        if after is not None:
            for line in new_problem_lines(before, after):
                self.say(line)
            await self._announce()

    def _shown(self, changed: Iterable[str]) -> list[str]:
        """The changed files to name: not an editor's temporary file, gone already."""
        paths = [Path(path) for path in changed]
        kept = [path for path in paths if path.exists() or path.suffix in WATCHED_SUFFIXES]
        return sorted({self.preview.settings.display(path) for path in kept})

    async def _announce(self) -> None:
        async with self.changed:
            self.changed.notify_all()

    async def watch(self, stop: asyncio.Event) -> None:
        """Refresh after every change to what the pages are made of."""
        paths = watched_paths(self.preview)
        cache = self.preview.settings.cache_folder()
        output = self.preview.settings.path(self.preview.settings.output)

        def relevant(change: watchfiles.Change, path: str) -> bool:
            ignored = [folder for folder in (cache, output) if folder is not None]
            return watchfiles.DefaultFilter()(change, path) and not any(
                Path(path).is_relative_to(folder) for folder in ignored
            )

        async for changes in watchfiles.awatch(
            *paths, watch_filter=relevant, debounce=60, step=20, stop_event=stop
        ):
            await self.refresh(path for _, path in changes)

    def app(self, host: str) -> Starlette:
        routes = [
            Route("/", self.dashboard),
            Route("/events", self.events),
            Route("/assets/{name}", self.asset),
            Route("/review/{key}/", self.review),
            Route("/review/{key}", self.review),
            Route("/{tag}/", self.page),
            Route("/{tag}", self.page),
            Route("/{tag}/{key}/", self.page),
            Route("/{tag}/{key}", self.page),
        ]
        middleware = []
        if host in LOOPBACK:
            # A page elsewhere cannot reach this server through a name of its own that
            # resolves to 127.0.0.1 (DNS rebinding): only loopback names are answered.
            middleware.append(
                Middleware(TrustedHostMiddleware, allowed_hosts=["127.0.0.1", "localhost", "[::1]"])
            )
        return Starlette(routes=routes, middleware=middleware)


LOOPBACK = ("127.0.0.1", "localhost", "::1")
WATCHED_SUFFIXES = (".yaml", ".yml", ".po", ".pot", ".j2", ".toml")
MOST_FILES_NAMED = 3


def refresh_lines(before: Snapshot, after: Snapshot, changed: list[str]) -> list[str]:
    """What the terminal says of one refresh: what changed, how many pages and how long,
    then each problem the refresh newly found (the CLI's own form, file and line first)."""
    named = ", ".join(changed[:MOST_FILES_NAMED])
    if len(changed) > MOST_FILES_NAMED:
        named += f" and {len(changed) - MOST_FILES_NAMED} more"
    cause = f" after {named} changed" if named else ""
    line = f"refreshed {len(after.pages)} pages{cause} ({after.seconds:.2f} s)"
    if before.problems and not after.problems:
        line += "; the pages are current again"
    return [line, *new_problem_lines(before, after)]


def new_problem_lines(before: Snapshot, after: Snapshot) -> list[str]:
    """Each problem ``after`` shows that ``before`` did not, stoppers first."""
    seen = {str(problem) for problem in (*before.problems, *before.check.problems)}
    found = [*after.problems, *after.check.problems]
    return [str(problem) for problem in found if str(problem) not in seen]


def watched_paths(preview: Preview) -> list[Path]:
    settings = preview.settings
    folders = [settings.path(p) for p in (settings.articles, settings.catalogs, settings.templates)]
    paths = [folder for folder in folders if folder.is_dir()]
    pyproject = settings.root / "pyproject.toml"
    if pyproject.is_file():
        paths.append(pyproject)
    return paths


def _html(text: str | None) -> Response:
    if text is None:
        return HTMLResponse(_NOT_FOUND, status_code=404, headers=_HEADERS)
    return HTMLResponse(text, headers=_HEADERS)


def open_socket(host: str, port: int) -> socket.socket:
    """The listening socket, bound before the server starts: a port in use is an error
    the command reports, and port 0 gets a free one."""
    address = host.strip("[]")
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((address, port))
    except OSError as error:
        listener.close()
        reason = {
            errno.EADDRINUSE: "another program listens there: pass --port N, or --port 0 "
            "for a free port",
            errno.EACCES: "ports below 1024 need privileges: pass --port 8000",
            errno.EADDRNOTAVAIL: "this machine has no such address: pass --host 127.0.0.1",
        }.get(error.errno or 0, "pass another --host or --port")
        raise ComparekitError(
            f"cannot listen on {host}:{port}: {error.strerror or error} ({reason})"
        ) from None
    except (socket.gaierror, OverflowError) as error:
        listener.close()
        raise ComparekitError(f"cannot listen on {host}:{port}: {error}") from None
    listener.listen(128)
    return listener


def url_of(listener: socket.socket) -> str:
    host, port = listener.getsockname()[:2]
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def serve(
    preview: Preview,
    listener: socket.socket,
    host: str,
    say: Callable[[str], None] = lambda line: None,
) -> None:
    """Serve until interrupted; the first refresh has been made (all but its slow check,
    which runs once the server listens). ``say`` is given a line per refresh and per
    problem found, for the terminal."""
    never_fork()  # refreshes run in threads beside the server's
    server_state = PreviewServer(preview, say)
    stop = asyncio.Event()

    async def run() -> None:
        config = uvicorn.Config(
            server_state.app(host),
            log_level="warning",
            lifespan="off",
            access_log=False,
            timeout_graceful_shutdown=1,  # open pages hold event streams: do not wait on them
        )
        server = uvicorn.Server(config)
        watcher = asyncio.create_task(server_state.watch(stop))
        settling = asyncio.create_task(server_state.settle())
        try:
            await server.serve(sockets=[listener])
        finally:
            stop.set()
            for task in (watcher, settling):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    asyncio.run(run())
