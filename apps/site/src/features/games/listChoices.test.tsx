import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListMode, ListTab } from '@playdeck/domain';
import '../../i18n';
import { ClassificationMenu } from './ClassificationMenu';
import { ListModeTabs } from './ListModeTabs';

/** A mode's games: there already (read without suspending, as cached ones are) or on their way. */
function gamesOf(arrived: readonly ListMode[]) {
  const lists = new Map<ListMode, Promise<string>>();
  return (mode: ListMode) => {
    let games = lists.get(mode);
    if (!games) {
      games = arrived.includes(mode)
        ? Object.assign(Promise.resolve(`${mode} games`), {
            status: 'fulfilled',
            value: `${mode} games`,
          })
        : new Promise<string>(() => {});
      lists.set(mode, games);
    }
    return games;
  };
}

function Games({ games }: { games: Promise<string> }) {
  return <p>{use(games)}</p>;
}

/** The lobby around the tabs and classes: its list suspends until its games are there. */
function Lobby({
  games,
  signedIn = true,
}: {
  games: (mode: ListMode) => Promise<string>;
  signedIn?: boolean;
}) {
  const [mode, setMode] = useState<ListMode>('all');
  const [classified, setClassified] = useState('ALL');
  const onTab = (tab: ListTab) => {
    // As the lobby: a tab that needs a session changes nothing for a visitor here.
    if (!signedIn && (tab === 'fav' || tab === 'recent')) return;
    setMode(tab === mode ? 'all' : tab);
  };
  return (
    <>
      <ListModeTabs mode={mode} filterCount={0} onTab={onTab} />
      <ClassificationMenu
        classes={[{ key: 'BAC', displayName: 'Baccarat' }]}
        active={classified}
        onChoose={setClassified}
      />
      <Suspense fallback={<p>loading the list</p>}>
        <Games games={games(classified === 'ALL' ? mode : 'filter')} />
      </Suspense>
    </>
  );
}

const inList = (list: string) => (name: string) =>
  within(screen.getByRole('list', { name: list })).getByRole('button', { name });
const tab = inList('Mga listahan ng laro');
const entry = inList('Mga uri ng laro');

describe('the game list tabs', () => {
  it.each([
    ['a tab', tab, 'Patok'],
    ['a class', entry, 'Baccarat'],
  ])(
    '%s presses at once, and the list on screen stays until the one it asks for can be drawn',
    async (_, chip, name) => {
      const user = userEvent.setup();
      render(<Lobby games={gamesOf(['all'])} />);
      await user.click(chip(name));
      expect(chip(name)).toHaveAttribute('aria-pressed', 'true');
      expect(chip('Lahat')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('all games')).toBeTruthy();
      expect(screen.queryByText('loading the list')).toBeNull();
    },
  );

  it('change the list; pressing the active tab again goes back to all', async () => {
    const user = userEvent.setup();
    render(<Lobby games={gamesOf(['all', 'hot'])} />);
    await user.click(tab('Patok'));
    expect(await screen.findByText('hot games')).toBeTruthy();
    expect(tab('Patok')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tab('Patok'));
    expect(await screen.findByText('all games')).toBeTruthy();
    expect(tab('Lahat')).toHaveAttribute('aria-pressed', 'true');
    expect(tab('Patok')).toHaveAttribute('aria-pressed', 'false');
  });

  it('a tab the list does not follow (a visitor asking for favourites) does not stay pressed', async () => {
    const user = userEvent.setup();
    render(<Lobby games={gamesOf(['all', 'fav'])} signedIn={false} />);
    await user.click(tab('Mga paborito'));
    expect(tab('Mga paborito')).toHaveAttribute('aria-pressed', 'false');
    expect(tab('Lahat')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('all games')).toBeTruthy();
  });
});
