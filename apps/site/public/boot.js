// Starts the site after the app shell has painted (vite.paintFirst.ts writes the tag). The entry
// and its chunks are already downloading (modulepreload); running them here rather than as a
// module script lets the browser paint the shell first instead of after ~400 kB of JavaScript.
// A file, not inline script, so the CSP stays strict.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  // The entry's chunks (React DOM first), each run in a task of its own, then the entry: one long
  // task on a slow phone becomes several short ones.
  var chunks = [].map
    .call(document.querySelectorAll('link[rel=modulepreload][data-boot]'), function (link) {
      return link.getAttribute('href');
    })
    .filter(function (href) {
      return href !== entry;
    });
  var run = function (i) {
    if (i === chunks.length) return void import(entry);
    import(chunks[i]).then(
      function () {
        setTimeout(function () {
          run(i + 1);
        }, 0);
      },
      // A chunk that did not arrive: the entry tries again and the page shows what it can.
      function () {
        import(entry);
      },
    );
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    run(0);
  };
  // After the frame that shows the shell: a frame callback runs before its paint, so wait one more.
  var afterPaint = function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  };
  // Home's shell carries its first banner: let it paint too when it is already on its way.
  var banner = document.querySelector('.boot-banner');
  if (banner && banner.decode) banner.decode().then(afterPaint, afterPaint);
  else afterPaint();
  // Never wait long for the shell (a slow image, frames stopped in a hidden tab).
  setTimeout(start, 300);
})();
