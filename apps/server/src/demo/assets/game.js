/* global document */
// Demo game page: one button plays a round on the reference server (a bet that moves the wallet).
(function () {
  const root = document.querySelector('[data-ticket]');
  if (!root) return;
  const ticket = root.getAttribute('data-ticket');
  const lottery = root.getAttribute('data-lottery') === '1';
  const button = document.getElementById('play');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const reels = root.querySelectorAll('.reel');
  const money = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const label = button.textContent;

  button.addEventListener('click', async function () {
    const chosen = root.querySelector('input[name="stake"]:checked');
    const stake = chosen ? Number(chosen.value) : 0;
    button.disabled = true;
    button.textContent = lottery ? 'Drawing…' : 'Spinning…';
    root.classList.add('spinning');
    result.textContent = '';
    try {
      const res = await fetch('/demo/api/round', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket: ticket, stake: stake }),
      });
      const body = await res.json();
      if (!body.success) {
        result.textContent = body.message || 'The round could not be played.';
        return;
      }
      const round = body.value;
      round.symbols.forEach(function (s, i) {
        if (reels[i]) reels[i].textContent = s;
      });
      balance.textContent = '₱' + money.format(round.balance);
      result.textContent =
        round.win > 0 ? 'You won ₱' + money.format(round.win) + '!' : 'No win this time.';
    } catch {
      result.textContent = 'No connection. Your balance is unchanged until the server answers.';
    } finally {
      root.classList.remove('spinning');
      button.disabled = false;
      button.textContent = label;
    }
  });
})();
