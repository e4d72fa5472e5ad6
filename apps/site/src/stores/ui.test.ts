import { afterEach, describe, expect, it } from 'vitest';
import { showAlert, showConfirm, useUi } from './ui';

afterEach(() => useUi.setState({ dialogs: [] }));

describe('popup layer queue', () => {
  it('queues dialogs in the order asked and resolves each with the player answer', async () => {
    const first = showConfirm({ message: 'Sign out?' });
    const second = showAlert({ message: 'Saved' });
    const [a, b] = useUi.getState().dialogs;
    expect(a?.message).toBe('Sign out?');
    expect(b?.kind).toBe('alert');

    useUi.getState().settleDialog(a!.id, true);
    await expect(first).resolves.toBe(true);
    expect(useUi.getState().dialogs.map((d) => d.message)).toEqual(['Saved']);

    useUi.getState().settleDialog(b!.id, false);
    await expect(second).resolves.toBeUndefined();
    expect(useUi.getState().dialogs).toEqual([]);
  });

  it('resolves a cancelled confirm as false', async () => {
    const answer = showConfirm({ message: 'Leave?' });
    useUi.getState().settleDialog(useUi.getState().dialogs[0]!.id, false);
    await expect(answer).resolves.toBe(false);
  });
});
