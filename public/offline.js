// The offline page's only script (public/offline.html): the visitor's saved theme, and the list of
// pages cut down to those this device has a copy of (the service worker's page cache).
(function () {
  try {
    var theme = localStorage.getItem("theme");
    if (theme === "dark" || theme === "light") document.documentElement.classList.add(theme);
  } catch (e) {
    // Storage may be off; the system preference then decides, through the CSS.
  }
  if (!("caches" in window)) return;
  document.addEventListener("DOMContentLoaded", function () {
    var items = Array.prototype.slice.call(document.querySelectorAll("nav li"));
    Promise.all(
      items.map(function (item) {
        var href = item.querySelector("a").getAttribute("href");
        return caches.match(href, { ignoreSearch: true }).then(function (hit) {
          if (!hit) item.setAttribute("data-offline", "no");
          return Boolean(hit);
        });
      }),
    ).then(function (kept) {
      if (kept.indexOf(true) === -1) document.getElementById("offline-none").hidden = false;
    });
  });
})();
