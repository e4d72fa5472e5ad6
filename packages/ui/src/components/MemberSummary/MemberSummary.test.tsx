import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { MemberSummary } from './MemberSummary';

const props = {
  name: 'Maria',
  labelName: 'VIP 3',
  progress: 0.64,
  progressLabel: 'VIP progress',
  href: '/m/member/home',
};

describe('MemberSummary', () => {
  it('is one link to the member centre with the name, VIP label and progress', () => {
    render(<MemberSummary {...props} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/m/member/home');
    expect(link).toHaveTextContent('Maria');
    expect(link).toHaveTextContent('VIP 3');
    expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
  });

  it('draws its link with the app link component', () => {
    function TestLink({ children, ...rest }: LinkComponentProps) {
      return (
        <a {...rest} data-app-link="">
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={TestLink}>
        <MemberSummary {...props} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-app-link');
  });
});
