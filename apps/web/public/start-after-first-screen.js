/*
 * Starts the site on a page whose first screen the server drew (see
 * apps/server/src/modules/pages/page-head.ts): once that screen shows its main picture, or at
 * once if it has none, the site's entry module (data-entry) is loaded. Until the site's first
 * render replaces it, the drawn screen stays inert.
 */
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  /** The longest the site waits for a slow picture before it starts anyway. */
  var LONGEST_WAIT_MS = 3000;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // Without the site, the drawing's links still lead somewhere: it is made live as it is.
    script.onerror = function () {
      var root = document.getElementById('root');
      if (root) root.removeAttribute('inert');
    };
    document.head.appendChild(script);
  }
  // After the frame that paints the picture.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var picture = document.querySelector('#root[inert] img[fetchpriority="high"]');
  if (!picture || picture.complete) {
    afterPaint();
    return;
  }
  picture.addEventListener('load', afterPaint, { once: true });
  picture.addEventListener('error', afterPaint, { once: true });
  setTimeout(start, LONGEST_WAIT_MS);
})();
