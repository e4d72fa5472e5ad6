import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import tyShell from '../../i18n/locales/ty.shell.json';
import tyPages from '../../i18n/locales/ty.pages.json';
import {
  PagedRecordList,
  RecordList,
  RecordsEmpty,
  type PagedRecordQuery,
  type RecordQuery,
} from './RecordStates';

const query = (state: Partial<RecordQuery>): RecordQuery => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...state,
});

function Bets({ q, rows }: { q: RecordQuery; rows: string[] | undefined }) {
  return (
    <RecordList
      query={q}
      data={rows}
      isEmpty={(list) => list.length === 0}
      empty={<RecordsEmpty title="No bets in these days" icon="ticket" />}
    >
      {(list) => (
        <ul>
          {list.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </RecordList>
  );
}

describe('a record list', () => {
  it('says it is loading while the first page is on its way', async () => {
    render(<Bets q={query({ isPending: true })} rows={[]} />);
    expect(await screen.findByRole('status', { name: tyPages.records.loading })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the call failed and tries again on request when nothing is loaded', async () => {
    const q = query({ isError: true });
    render(<Bets q={q} rows={[]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(tyPages.records.failed);
    await userEvent.click(screen.getByRole('button', { name: tyShell.common.retry }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('says there is nothing in the chosen days', () => {
    render(<Bets q={query({})} rows={[]} />);
    expect(screen.getByText('No bets in these days')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the rows already loaded when a later page fails', () => {
    render(<Bets q={query({ isError: true })} rows={['Sweet Bonanza', 'Baccarat']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sweet Bonanza',
      'Baccarat',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure when a plain query has no data', () => {
    render(<Bets q={query({ isError: true })} rows={undefined} />);
    expect(screen.getByRole('alert')).toBeVisible();
  });
});

describe('a paged record list', () => {
  const pages = (hasNextPage: boolean): PagedRecordQuery => ({
    ...query({}),
    hasNextPage,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
  });
  const Paged = ({ q }: { q: PagedRecordQuery }) => (
    <PagedRecordList pages={q} rows={['Sweet Bonanza']} empty="Nothing">
      {(list) => <p>{list.join(', ')}</p>}
    </PagedRecordList>
  );

  it('offers the next page while there is one and loads it on request', async () => {
    const q = pages(true);
    render(<Paged q={q} />);
    expect(screen.getByText('Sweet Bonanza')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: tyPages.records.more }));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('offers no more after the last page', () => {
    render(<Paged q={pages(false)} />);
    expect(screen.queryByRole('button', { name: tyPages.records.more })).toBeNull();
  });
});
