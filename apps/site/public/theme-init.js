// Applies the stored colour mode (localStorage "pd-theme", dark by default) before first paint, so
// the page never flashes the wrong mode. A file, not inline script, so the CSP stays strict.
// Keep in step with applyMode in src/shell/theme.ts.
(function () {
  var mode = 'dark';
  try {
    if (localStorage.getItem('pd-theme') === 'light') mode = 'light';
  } catch {
    // Storage blocked: the default mode.
  }
  var html = document.documentElement;
  html.setAttribute('data-theme', mode);
  var meta = document.querySelector('meta[name="theme-color"]');
  var colour = meta && meta.getAttribute('data-' + mode);
  if (colour) meta.setAttribute('content', colour);
})();
