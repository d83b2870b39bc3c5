"""comparekit serve and status --html, driven by a real headless Chromium.

The server runs as users start it (``comparekit serve --port 0``, in its own process);
Selenium drives Debian's chromium through its chromedriver. Without them the browser
tests are skipped locally, and fail in CI (``CI=true``), which installs them.

Set COMPAREKIT_SCREENSHOTS=docs/screenshots to refresh the README's screenshots.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import F_COMPARISON, ProjectFiles, translate_catalogs

pytest.importorskip("starlette", reason="the serve extra is not installed")
webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import (  # noqa: E402
    NoSuchElementException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
SCREENSHOTS = os.environ.get("COMPAREKIT_SCREENSHOTS")


# --- the server and the browser ------------------------------------------------------------


class Server:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.process = subprocess.Popen(
            [sys.executable, "-m", "comparekit", "-C", str(root), "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if found is None:
            self.process.kill()
            raise AssertionError(f"no URL from serve: {line!r} {self.process.communicate()!r}")
        self.url = found.group(0)
        self.port = int(found.group(1))
        self.wait_for_check()

    def wait_for_check(self) -> None:
        """Until the project is checked: the first pages are shown before, and open pages
        reload once its findings are in."""
        deadline = time.monotonic() + 120
        while "checking the project" in self.get("/")[1]:
            assert time.monotonic() < deadline, "the first check never ended"
            time.sleep(0.05)

    def raw(self, target: str, method: str = "GET", host: str | None = None) -> int:
        """The status of a request for ``target`` exactly as written (no normalising)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host or f"127.0.0.1:{self.port}")
        connection.endheaders()
        status = connection.getresponse().status
        connection.close()
        return status

    def get(self, target: str) -> tuple[int, str]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        connection.request("GET", target)
        response = connection.getresponse()
        body = response.read().decode("utf-8")
        connection.close()
        return response.status, body

    def stop(self) -> None:
        self.process.terminate()
        try:
            _, errors = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, errors = self.process.communicate()
        assert "Traceback" not in errors, errors


@pytest.fixture
def serve() -> Iterator[Callable[[Path], Server]]:
    servers: list[Server] = []

    def start(root: Path) -> Server:
        servers.append(Server(root))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


@pytest.fixture(scope="module")
def chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        if os.environ.get("CI") == "true":
            pytest.fail("CI must install Debian's chromium and chromium-driver")
        pytest.skip("Debian's chromium and chromium-driver are not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,1000",
        f"--user-data-dir={tmp_path_factory.mktemp('chromium')}",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(CHROMEDRIVER))
    driver.implicitly_wait(0)
    yield driver
    driver.quit()


@pytest.fixture
def browser(chromium: Any) -> Iterator[Any]:
    """The browser on a blank page, its console empty: what a test finds there is its own."""
    chromium.get("about:blank")
    chromium.get_log("browser")
    yield chromium
    chromium.get("about:blank")  # before the server stops under an open event stream


def console_errors(driver: Any) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def wait_for(driver: Any, condition: Callable[[Any], Any], seconds: float = 20) -> Any:
    """``condition(driver)`` once it holds; a page that reloads meanwhile is asked again."""
    # A page that the server's announcement reloads under a call raises any of these.
    ignored = (NoSuchElementException, StaleElementReferenceException, WebDriverException)
    return WebDriverWait(driver, seconds, 0.05, ignored_exceptions=ignored).until(condition)


def texts(driver: Any, selector: str) -> list[str]:
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, selector)]


def screenshot(driver: Any, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(SCREENSHOTS) / name))


# --- projects ---------------------------------------------------------------------------------


def one_fuzzy_one_untranslated(project_files: ProjectFiles, run_cli: Callable[..., Any]) -> Path:
    """The small project, translated, then: the lead's English changed (fuzzy in ja only)
    and one ja entry emptied (untranslated)."""
    from comparekit.catalogs.pofile import read_catalog, write_catalog

    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    project_files.comparison()["lead"] = "They do different jobs, and do them well."
    project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root, tags=("zh-Hant", "ko"), review_fuzzy=True)
    path = root / "locales/ja/LC_MESSAGES/messages.po"
    catalog = read_catalog(path, "ja", str(path))
    catalog.get("No.", "comparisons/alpha-vs-beta:faq.engine.answer").string = ""
    write_catalog(path, catalog)
    return root


def cell(driver: Any, source: str, locale: str) -> dict[str, str]:
    element = driver.find_element(
        By.CSS_SELECTOR, f'tr[data-source="{source}"] td[data-locale="{locale}"]'
    )
    names = ("translated", "total", "fuzzy", "changed", "suggested", "untranslated", "problems")
    found = {name: element.get_attribute(f"data-{name}") for name in names}
    bar = element.find_elements(By.CSS_SELECTOR, "svg.ck-bar rect")
    found["bar"] = " ".join(
        f"{rect.get_attribute('data-state')}:{float(rect.get_attribute('width')):g}" for rect in bar
    )
    return found


# --- tests ------------------------------------------------------------------------------------


def test_dashboard_counts_the_fuzzy_and_the_untranslated_string(
    project_files: ProjectFiles, run_cli: Callable[..., Any], serve: Any, browser: Any
) -> None:
    root = one_fuzzy_one_untranslated(project_files, run_cli)
    server = serve(root)
    browser.get(server.url)
    ja = wait_for(browser, lambda d: cell(d, "comparisons/alpha-vs-beta", "ja"))
    assert ja["fuzzy"] == "1" and ja["changed"] == "1" and ja["untranslated"] == "1"
    assert int(ja["translated"]) == int(ja["total"]) - 2
    assert ja["problems"] == "0"  # the untranslated string is not counted again as a problem
    total = int(ja["total"])
    share, rest = round(100 / total, 2), round(100 * (total - 2) / total, 2)
    assert ja["bar"] == f"translated:{rest:g} changed:{share:g} untranslated:{share:g}"
    ko = cell(browser, "comparisons/alpha-vs-beta", "ko")
    assert (ko["fuzzy"], ko["untranslated"], ko["translated"]) == ("0", "0", ko["total"])
    totals = browser.find_element(By.CSS_SELECTOR, '.ck-totals td[data-locale="ja"]')
    assert totals.get_attribute("data-fuzzy") == "1"
    # Every cell leads to its review view.
    link = browser.find_element(
        By.CSS_SELECTOR, 'tr[data-source="comparisons/alpha-vs-beta"] td[data-locale="ja"] a'
    )
    link.click()
    wait_for(browser, lambda d: "/review/alpha-vs-beta/" in d.current_url)
    assert console_errors(browser) == []


def test_a_fuzzy_string_is_marked_and_shows_its_english(
    project_files: ProjectFiles, run_cli: Callable[..., Any], serve: Any, browser: Any
) -> None:
    root = one_fuzzy_one_untranslated(project_files, run_cli)
    server = serve(root)
    browser.get(server.url + "review/alpha-vs-beta/?locales=en,ja")
    fuzzy = browser.find_elements(By.CSS_SELECTOR, 'td[data-locale="ja"] .ck-s.ck-fuzzy')
    assert len(fuzzy) == 1
    assert fuzzy[0].text == "[ja] They do different jobs."  # the translation under review
    fuzzy[0].click()
    detail = browser.find_element(By.ID, "ck-detail")
    wait_for(browser, lambda d: detail.is_displayed())
    field = {
        name: detail.find_element(By.CSS_SELECTOR, f'[data-field="{name}"]').text
        for name in ("state", "key", "english", "previous", "where")
    }
    assert field["english"] == "They do different jobs, and do them well."
    assert field["previous"] == "They do different jobs."
    assert field["key"] == "comparisons/alpha-vs-beta:lead"
    assert field["state"] == "fuzzy: English changed"
    assert re.fullmatch(r"locales/ja/LC_MESSAGES/messages\.po:\d+", field["where"])
    untranslated = browser.find_elements(By.CSS_SELECTOR, 'td[data-locale="ja"] .ck-untranslated')
    assert [span.text for span in untranslated] == ["No."]  # shown in English
    assert console_errors(browser) == []


def test_side_by_side_dynamo_has_one_shape_in_four_columns(
    shipped: Path, serve: Any, browser: Any
) -> None:
    server = serve(shipped)
    browser.get(server.url + "review/deepinfer-vs-dynamo/")
    counts = {
        tag: len(browser.find_elements(By.CSS_SELECTOR, f'td.ck-block[data-locale="{tag}"]'))
        for tag in ("en", "ja", "zh-Hant", "ko")
    }
    assert len(set(counts.values())) == 1 and counts["en"] > 20, counts
    assert browser.find_elements(By.CSS_SELECTOR, ".ck-missing") == []
    # Every string of every column is marked: none of the shipped set needs a translator.
    states = {s.get_attribute("class") for s in browser.find_elements(By.CSS_SELECTOR, "td .ck-s")}
    assert states <= {"ck-s ck-source", "ck-s ck-current"}, states
    screenshot(browser, "review.png")
    assert console_errors(browser) == []


def test_a_catalog_edit_updates_the_open_page(shipped: Path, serve: Any, browser: Any) -> None:
    server = serve(shipped)
    browser.get(server.url + "ja/deepinfer-vs-dynamo/")
    title = browser.find_element(By.TAG_NAME, "h1").text
    browser.execute_script("window.notReloaded = true")
    catalog = shipped / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    assert f'msgstr "{title}"' in text
    line = text[: text.index(f'msgstr "{title}"')].count("\n") + 1

    # A translation that fails a check: the page shows it in English, and says why.
    catalog.write_text(text.replace(f'msgstr "{title}"', 'msgstr "新しい見出し"', 1), "utf-8")
    expected = f"locales/ja/LC_MESSAGES/messages.po:{line - 1}: [protected-term]"
    problem = wait_for(
        browser, lambda d: next((t for t in texts(d, ".ck-problem") if expected in t), None)
    )
    assert "hint: product names are never translated" in problem
    wait_for(browser, lambda d: d.find_element(By.TAG_NAME, "h1").text.startswith("DeepInfer vs"))
    assert browser.execute_script("return window.notReloaded === undefined")  # it reloaded itself
    browser.get(server.url)
    failing = wait_for(browser, lambda d: cell(d, "comparisons/deepinfer-vs-dynamo", "ja"))
    assert failing["problems"] == "1" and failing["translated"] == failing["total"]
    screenshot(browser, "dashboard.png")
    browser.get(server.url + "ja/deepinfer-vs-dynamo/")

    # Fixed: the new title shows, and the problem is gone.
    fixed = "DeepInfer と NVIDIA Dynamo：新しい見出し"
    catalog.write_text(text.replace(f'msgstr "{title}"', f'msgstr "{fixed}"', 1), "utf-8")
    wait_for(browser, lambda d: d.find_element(By.TAG_NAME, "h1").text == fixed)
    # Asked through wait_for: the dashboard's later refresh may reload the page meanwhile.
    wait_for(browser, lambda d: not any("[protected-term]" in t for t in texts(d, ".ck-problem")))
    assert console_errors(browser) == []


def test_bad_yaml_shows_the_error_and_fixing_it_recovers(
    project_files: ProjectFiles, run_cli: Callable[..., Any], serve: Any, browser: Any
) -> None:
    root = project_files.write()
    run_cli("-C", str(root), "update")
    translate_catalogs(root)
    server = serve(root)
    browser.get(server.url + "en/alpha-vs-beta/")
    source = root / F_COMPARISON
    good = source.read_text(encoding="utf-8")
    source.write_text(good.replace("title:", "title: [unclosed", 1), encoding="utf-8")
    banner = wait_for(browser, lambda d: d.find_element(By.ID, "ck-stoppers").text)
    assert re.search(rf"{re.escape(F_COMPARISON)}:\d+:\d+: \[yaml", banner), banner
    assert browser.find_element(By.TAG_NAME, "h1").text  # the last good page is still there
    source.write_text(good, encoding="utf-8")
    wait_for(browser, lambda d: not d.find_elements(By.ID, "ck-stoppers"))
    assert console_errors(browser) == []


def test_the_terminal_says_each_refresh_and_each_new_problem(
    project_files: ProjectFiles, run_cli: Callable[..., Any], serve: Any
) -> None:
    root = project_files.write()
    run_cli("-C", str(root), "update")
    translate_catalogs(root)
    server = serve(root)
    lines: queue.Queue[str] = queue.Queue()
    stdout = server.process.stdout
    threading.Thread(target=lambda: [lines.put(line) for line in stdout], daemon=True).start()

    def next_line_with(text: str, seconds: float = 30) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with contextlib.suppress(queue.Empty):
                line = lines.get(timeout=1)
                if text in line:
                    return line
        raise AssertionError(f"serve said no line with {text!r}")

    source = root / F_COMPARISON
    good = source.read_text(encoding="utf-8")
    server.get("/")  # the server answers: its watcher is starting beside it
    for _ in range(5):  # saved again until the watcher, which may start later, sees a save
        source.write_text(good.replace("title:", "title: [unclosed", 1), encoding="utf-8")
        with contextlib.suppress(AssertionError):
            refreshed = next_line_with("refreshed", seconds=5)
            break
    else:
        raise AssertionError("serve said nothing of the edit")
    assert f"after {F_COMPARISON} changed" in refreshed
    assert re.search(rf"^{re.escape(F_COMPARISON)}:\d+:\d+: \[yaml", next_line_with("[yaml"))
    source.write_text(good, encoding="utf-8")
    assert "the pages are current again" in next_line_with("refreshed")


def test_nothing_outside_the_pages_is_served(shipped: Path, serve: Any) -> None:
    server = serve(shipped)
    assert server.raw("/ja/deepinfer-vs-dynamo/") == 200
    for target in (
        "/../pyproject.toml",
        "/ja/../../pyproject.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/ja/%2e%2e%2f%2e%2e%2fpyproject.toml",
        "/assets/..%2fapp.py",
        "/assets/",
        "/review/..%2f..%2fpyproject.toml/",
        "//etc/passwd",
        "/etc/passwd",
        "/articles/comparisons/deepinfer-vs-dynamo.yaml",
        "/locales/ja/LC_MESSAGES/messages.po",
        f"/{shipped}/pyproject.toml",
        "/ja/does-not-exist/",
        "/xx/deepinfer-vs-dynamo/",
    ):
        assert server.raw(target) == 404, target
    assert server.raw("/", method="POST") == 405  # read-only: nothing accepts a write
    assert server.raw("/", host="attacker.example") == 400  # a rebound name is refused


def test_status_html_is_the_dashboard_as_one_file(
    project_files: ProjectFiles, run_cli: Callable[..., Any], browser: Any, tmp_path: Path
) -> None:
    root = one_fuzzy_one_untranslated(project_files, run_cli)
    out = tmp_path / "report" / "dashboard.html"
    out.parent.mkdir()
    code, _, err = run_cli("-C", str(root), "status", "--html", str(out))
    assert code == 0, err
    text = out.read_text(encoding="utf-8")
    assert "stylesheet" not in text and "<script" not in text  # self-contained, runs nothing
    assert "&#34;" not in text.partition("</style>")[0]  # the stylesheet as written, unescaped
    browser.get(out.as_uri())
    font = browser.execute_script("return getComputedStyle(document.body).fontFamily")
    assert '"Segoe UI"' in font  # the report's own fonts, not the browser's Times
    ja = cell(browser, "comparisons/alpha-vs-beta", "ja")
    assert (ja["fuzzy"], ja["changed"], ja["untranslated"]) == ("1", "1", "1")
    assert console_errors(browser) == []


def test_a_memory_suggestion_shows_as_suggested_not_as_an_english_change(
    project_files: ProjectFiles, run_cli: Callable[..., Any], browser: Any, tmp_path: Path
) -> None:
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    project_files.comparison()["faq"]["really"] = {
        "question": "Is Beta an engine, really?",  # 82% like "Is Beta an engine?"
        "answer": "No.",  # the same English as another answer
    }
    project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    out = tmp_path / "dashboard.html"
    assert run_cli("-C", str(root), "status", "--html", str(out))[0] == 0
    browser.get(out.as_uri())
    ja = cell(browser, "comparisons/alpha-vs-beta", "ja")
    assert (ja["fuzzy"], ja["changed"], ja["suggested"], ja["problems"]) == ("2", "0", "2", "0")
    assert "English changed" not in browser.find_element(By.CSS_SELECTOR, "table.ck-dashboard").text
    assert "new English" not in browser.find_element(By.ID, "ck-check").text  # nor the hints
    assert (
        "2 fuzzy (2 suggested)"
        in browser.find_element(
            By.CSS_SELECTOR, 'tr[data-source="comparisons/alpha-vs-beta"] td[data-locale="ja"]'
        ).text
    )
    assert ja["bar"].split()[1].startswith("suggested:")
    assert console_errors(browser) == []


def test_a_port_in_use_is_a_sentence(run_cli: Callable[..., Any], ready: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, _, err = run_cli("-C", str(ready), "serve", "--port", str(port))
    assert code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in err and "--port 0" in err
    assert "Traceback" not in err


def test_serve_without_the_extra_names_it(
    run_cli: Callable[..., Any], ready: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import comparekit.serving

    # As if Starlette were missing: the module that needs it cannot be imported.
    monkeypatch.setitem(sys.modules, "comparekit.serving.app", None)
    monkeypatch.delattr(comparekit.serving, "app", raising=False)
    code, _, err = run_cli("-C", str(ready), "serve")
    assert code == 1 and "pip install 'comparekit[serve]'" in err


def test_a_catalog_damaged_under_a_review_is_a_problem_not_a_crash(
    shipped: Path, serve: Any
) -> None:
    server = serve(shipped)
    catalog = shipped / "locales/ko/LC_MESSAGES/messages.po"
    catalog.write_bytes(catalog.read_bytes() + b'\nmsgid "x"\nmsgstr "unclosed\n')
    status, page = server.get("/review/deepinfer-vs-dynamo/?locales=en,ko")
    assert status == 200
    assert re.search(r"locales/ko/LC_MESSAGES/messages\.po:\d+: \[po-syntax\]", page), page[-800:]
