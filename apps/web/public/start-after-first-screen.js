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
  /** Once the picture is in, the longest the site waits to hear that it was painted. */
  var LONGEST_PAINT_WAIT_MS = 500;
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
  // After the frame that paints the picture. The load event comes before the picture is decoded
  // and shown: where the browser reports the paint itself (Element Timing, the picture's
  // elementtiming attribute), the site waits for that report; elsewhere, for the next frame.
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function afterPaintOf(picture) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('element') < 0 || !picture.hasAttribute('elementtiming')) {
      afterFrame();
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (entry) {
        return entry.element === picture;
      });
      if (!painted) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'element', buffered: true });
    // A picture scrolled out of sight is not painted, so not reported.
    setTimeout(start, LONGEST_PAINT_WAIT_MS);
  }
  var picture = document.querySelector('#root[inert] img[fetchpriority="high"]');
  if (!picture) {
    afterFrame();
    return;
  }
  if (picture.complete) {
    afterPaintOf(picture);
    return;
  }
  function loaded() {
    afterPaintOf(picture);
  }
  picture.addEventListener('load', loaded, { once: true });
  picture.addEventListener('error', afterFrame, { once: true });
  setTimeout(start, LONGEST_WAIT_MS);
})();
