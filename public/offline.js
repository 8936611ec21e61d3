// The offline page's only script (public/offline.html): the visitor's saved theme, and the list of
// pages cut down to those this device has a copy of (the service worker's page cache).
// Loaded without `defer`, before the first paint: the saved theme shows from the first frame, and
// while the list is checked it keeps its place unseen (html.checking), so the links dropping out
// never move one a visitor sees.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem("theme");
    if (theme === "dark" || theme === "light") root.classList.add(theme);
  } catch (e) {
    // Storage may be off; the system preference then decides, through the CSS.
  }
  if (!("caches" in window)) return;
  root.classList.add("checking");
  document.addEventListener("DOMContentLoaded", function () {
    var items = Array.prototype.slice.call(document.querySelectorAll("nav li"));
    Promise.all(
      items.map(function (item) {
        var href = item.querySelector("a").getAttribute("href");
        return caches.match(href, { ignoreSearch: true }).then(
          function (hit) {
            if (!hit) item.setAttribute("data-offline", "no");
            return Boolean(hit);
          },
          function () {
            // The cache could not be read: the link stays, as without this script.
            return true;
          },
        );
      }),
    ).then(function (kept) {
      if (kept.indexOf(true) === -1) document.getElementById("offline-none").hidden = false;
      root.classList.remove("checking");
    });
  });
})();
