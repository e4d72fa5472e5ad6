import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
import { iconNames } from './iconPaths';

describe('Icon', () => {
  it('is hidden from assistive technology when it is decorative', () => {
    const { container } = render(<Icon name="home" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is announced by its label when one is given', () => {
    render(<Icon name="warning" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it('draws a glyph for every name the set promises', () => {
    const required = [
      'home',
      'gift',
      'promotion',
      'share',
      'bonus',
      'star',
      'user',
      'menu',
      'close',
      'back',
      'chevron-left',
      'chevron-right',
      'chevron-down',
      'eye',
      'eye-off',
      'refresh',
      'heart',
      'heart-filled',
      'megaphone',
      'search',
      'filter',
      'message',
      'mail',
      'chat',
      'headset',
      'download',
      'lock',
      'logout',
      'settings',
      'check',
      'info',
      'warning',
      'play',
      'pause',
      'plus',
      'minus',
      'trash',
      'wallet',
      'trophy',
      'facebook',
      'telegram',
      'google',
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
