// comparekit preview: reload when the project changes, and show a string's entry on click.
"use strict";
(function () {
  const version = document.documentElement.dataset.version;
  const live = document.getElementById("ck-live");
  const saved = sessionStorage.getItem("ck-scroll:" + location.pathname + location.search);
  if (saved !== null) {
    sessionStorage.removeItem("ck-scroll:" + location.pathname + location.search);
    window.scrollTo(0, Number(saved));
  }
  // The server sends the version of the pages it now has; another one means a refresh.
  const events = new EventSource("/events");
  events.addEventListener("version", function (event) {
    if (live) { live.classList.remove("ck-offline"); live.textContent = "live"; }
    if (event.data !== version) {
      sessionStorage.setItem("ck-scroll:" + location.pathname + location.search, String(window.scrollY));
      location.reload();
    }
  });
  events.addEventListener("error", function () {
    if (live) { live.classList.add("ck-offline"); live.textContent = "server stopped"; }
  });

  const data = document.getElementById("ck-marks");
  const detail = document.getElementById("ck-detail");
  if (!data || !detail) { return; }
  const marks = JSON.parse(data.textContent);
  function show(span) {
    const [locale, index] = span.dataset.mark.split(":");
    const mark = marks[locale][Number(index)];
    for (const field of detail.querySelectorAll("[data-field]")) {
      field.textContent = mark[field.dataset.field] || "";
    }
    detail.querySelector('[data-field="shown"]').lang = locale;
    detail.hidden = false;
  }
  document.addEventListener("click", function (event) {
    const span = event.target.closest(".ck-s[data-mark]");
    if (span) { event.preventDefault(); show(span); }
    else if (event.target.closest(".ck-close")) { detail.hidden = true; }
  });
  document.addEventListener("focusin", function (event) {
    const span = event.target.closest && event.target.closest(".ck-s[data-mark]");
    if (span) { show(span); }
  });
})();
