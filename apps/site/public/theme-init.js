(function () {
  try {
    var mode = localStorage.getItem('pd-theme');
    document.documentElement.setAttribute('data-theme', mode === 'light' ? 'light' : 'dark');
  } catch {
    document.documentElement.setAttribute('data-theme', 'dark');
  }
})();
