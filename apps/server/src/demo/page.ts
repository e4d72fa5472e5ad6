import { formatMoney } from '@playdeck/domain';
import { escapeXml } from '../artwork/gameArt';

/** Bump when game.js or game.css change (they are cached for a day). */
export const DEMO_ASSET_VERSION = '1';

export interface DemoPageInput {
  ticket: string;
  gameName: string;
  vendorName: string;
  artUrl: string;
  lottery: boolean;
  freePlay: boolean;
  prizeMode: string | null;
  playType: string | null;
  balanceCents: number;
  stakesCents: number[];
  backUrl: string;
  /** Launched through the Facebook game launch (Facebook's in-app browser). */
  facebook?: boolean;
}

const html = escapeXml;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<link rel="stylesheet" href="/demo/assets/game.css?v=${DEMO_ASSET_VERSION}">
<script src="/demo/assets/game.js?v=${DEMO_ASSET_VERSION}" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The playable demo page: no inline script or style (the CSP forbids both). */
export function demoGamePage(p: DemoPageInput): string {
  const mode = p.lottery
    ? `Lottery · ${p.prizeMode ?? 'Elott'} · ${p.playType === 'ent' ? 'Entertainment' : 'Tradition'}`
    : p.freePlay
      ? 'Free play · demo credit, your wallet is not touched'
      : 'Real money · bets move your wallet';
  const stakes = p.stakesCents
    .map(
      (c, i) =>
        `<label class="stake"><input type="radio" name="stake" value="${c / 100}"${i === 0 ? ' checked' : ''}><span>₱${formatMoney(c / 100)}</span></label>`,
    )
    .join('');
  const action = p.lottery ? 'Place bet' : 'Spin';
  const via = p.facebook ? `<p class="mode">Opened for Facebook's in-app browser</p>` : '';
  return shell(
    `${p.gameName} · demo`,
    `<main class="game" data-ticket="${html(p.ticket)}" data-lottery="${p.lottery ? '1' : '0'}">
  <header class="bar">
    <a class="back" href="${html(p.backUrl)}">Back to lobby</a>
    <p class="mode">${html(mode)}</p>
    ${via}
  </header>
  <img class="art" src="${html(p.artUrl)}" alt="" width="300" height="300">
  <h1>${html(p.gameName)}</h1>
  <p class="vendor">${html(p.vendorName)}</p>
  <p class="balance">${p.freePlay ? 'Demo credit' : 'Balance'} <output id="balance" aria-live="polite">₱${formatMoney(p.balanceCents / 100)}</output></p>
  <div class="reels" aria-hidden="true"><span class="reel">?</span><span class="reel">?</span><span class="reel">?</span></div>
  <fieldset class="stakes"><legend>Stake</legend>${stakes}</fieldset>
  <button id="play" class="play" type="button">${action}</button>
  <p id="result" class="result" role="status" aria-live="polite"></p>
  <p class="note">A demo game of the Playdeck reference server.</p>
</main>`,
  );
}

/** Shown for an unknown or expired ticket. */
export function endedPage(): string {
  return shell(
    'Game session ended',
    `<main class="game ended">
  <h1>This game session has ended</h1>
  <p>Open the game again from the lobby.</p>
  <a class="play" href="/m/home">Go to the lobby</a>
</main>`,
  );
}
