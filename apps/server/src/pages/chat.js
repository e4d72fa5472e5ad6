/* global document, location */
// The reference server's demo live chat: reads its ticket from the address, shows the
// conversation, sends messages. No inline script (strict CSP); text is set with textContent.
(function () {
  var ticket = new URLSearchParams(location.search).get('ticket') || '';
  var list = document.getElementById('messages');
  var status = document.getElementById('status');
  var form = document.getElementById('composer');
  var body = document.getElementById('body');

  function render(messages) {
    list.textContent = '';
    messages.forEach(function (m) {
      var li = document.createElement('li');
      if (m.fromPlayer) li.className = 'mine';
      li.appendChild(document.createTextNode(m.body));
      var t = document.createElement('time');
      t.dateTime = new Date(m.createdAt).toISOString();
      t.textContent =
        (m.fromPlayer ? 'You' : 'Support') + ' · ' + new Date(m.createdAt).toLocaleTimeString();
      li.appendChild(t);
      list.appendChild(li);
    });
    if (list.lastElementChild) list.lastElementChild.scrollIntoView({ block: 'end' });
  }

  function readableOn(hex) {
    var h = hex.replace('#', '');
    if (h.length === 3)
      h = h
        .split('')
        .map(function (c) {
          return c + c;
        })
        .join('');
    var n = parseInt(h.slice(0, 6), 16);
    var lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
    return lum > 0.55 ? '#0B0F1A' : '#F4F6FB';
  }

  function fail(message) {
    status.textContent = message;
    form.hidden = true;
  }

  fetch('/chat/api/session?ticket=' + encodeURIComponent(ticket))
    .then(function (r) {
      return r.json();
    })
    .then(function (res) {
      if (!res.success)
        return fail(
          res.message || 'This chat link has expired. Open live chat again from the site.',
        );
      var v = res.value;
      document.title = v.title;
      document.getElementById('title').textContent = v.title;
      if (v.backUrl) document.getElementById('back').href = v.backUrl;
      if (v.headerColor) {
        var bar = document.getElementById('bar');
        bar.style.background = v.headerColor;
        bar.style.color = readableOn(v.headerColor);
      }
      status.textContent = 'Support replies within a few minutes.';
      form.hidden = false;
      render(v.messages);
    })
    .catch(function () {
      fail('Could not connect. Check your connection and try again.');
    });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = body.value.trim();
    if (!text) return;
    var button = form.querySelector('button');
    button.disabled = true;
    fetch('/chat/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: ticket, body: text }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (res) {
        if (!res.success) return fail(res.message || 'This chat link has expired.');
        body.value = '';
        render(res.value.messages);
      })
      .catch(function () {
        status.textContent = 'Not sent. Check your connection and try again.';
      })
      .finally(function () {
        button.disabled = false;
        body.focus();
      });
  });
})();
