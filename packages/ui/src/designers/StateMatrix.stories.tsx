import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Avatar } from '../components/Avatar/Avatar';
import { Button } from '../components/Button/Button';
import { button } from '../components/Button/Button.css';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { Tabs } from '../components/Tabs/Tabs';
import { TextField } from '../components/TextField/TextField';
import { useStoryText } from '../storybook/storyText';
import * as css from './designers.css';

/**
 * Every state of the main components side by side, in the words the site uses (Language
 * toolbar: TY, the site's default, or EN), so a designer reviews a component at a glance in each
 * skin and mode. These stories are also the visual suite's sample for skins beyond the reference
 * two (tag `skin-sample`, visual/coverage.json).
 */
const meta = {
  title: 'Designers/State matrix',
  tags: ['skin-sample'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.cell}>
      {children}
      <span className={css.cellLabel}>{label}</span>
    </div>
  );
}

function Row({
  title,
  children,
  stacked,
}: {
  title: string;
  children: ReactNode;
  stacked?: boolean;
}) {
  return (
    <section className={css.row} aria-label={title}>
      <h2 className={css.rowTitle}>{title}</h2>
      <div className={stacked ? css.stack : css.cells}>{children}</div>
    </section>
  );
}

const tones = Object.keys(button.classNames.variants.tone) as (
  'primary' | 'secondary' | 'ghost' | 'danger'
)[];
const sizes = Object.keys(button.classNames.variants.size) as ('sm' | 'md' | 'lg')[];

function ButtonMatrix() {
  const t = useStoryText();
  const label = t('auth.login.submit', 'Log in');
  const busy = t('auth.login.submitting', 'Logging in…');
  return (
    <div className={css.matrix}>
      {tones.map((tone) => (
        <Row key={tone} title={tone}>
          <Cell label="rest">
            <Button tone={tone}>{label}</Button>
          </Cell>
          <Cell label="icon">
            <Button tone={tone} icon="wallet">
              {t('wallet.depositSubmit', 'Deposit now')}
            </Button>
          </Cell>
          <Cell label="loading">
            <Button tone={tone} loading loadingLabel={busy}>
              {label}
            </Button>
          </Cell>
          <Cell label="disabled">
            <Button tone={tone} disabled>
              {label}
            </Button>
          </Cell>
        </Row>
      ))}
      <Row title="sizes">
        {sizes.map((size) => (
          <Cell key={size} label={size}>
            <Button size={size}>{t('common.registerNow', 'Register now')}</Button>
          </Cell>
        ))}
      </Row>
      <Row title="block">
        <Button block>{t('common.registerNow', 'Register now')}</Button>
      </Row>
    </div>
  );
}

/** Button: every tone in every state, every size, and full width. */
export const Buttons: Story = { render: () => <ButtonMatrix /> };

function FieldMatrix() {
  const t = useStoryText();
  const username = t('auth.field.username', 'Username');
  return (
    <div className={css.matrix}>
      <Row title="text field" stacked>
        <TextField
          label={username}
          placeholder={t('auth.validation.usernameRequired', 'Enter your username')}
        />
        <TextField label={username} defaultValue="lucky_ana" />
        <TextField
          label={username}
          hint={t('openAccount.usernameHint', '6 to 16 letters or digits, starting with a letter')}
        />
        <TextField
          label={username}
          defaultValue="ana"
          error={t(
            'auth.validation.usernameChars',
            'Use letters, digits and _ . @ + - only, without spaces',
          )}
        />
        <TextField
          label={t('auth.field.mobileNum', 'Mobile number')}
          prefix="+63"
          inputMode="tel"
          defaultValue="9171234567"
        />
        <TextField label={username} defaultValue="lucky_ana" disabled />
      </Row>
      <Row title="checkbox" stacked>
        <Checkbox label={t('auth.login.remember', 'Remember password')} />
        <Checkbox label={t('auth.login.remember', 'Remember password')} defaultChecked />
        <Checkbox
          label={t('auth.login.remember', 'Remember password')}
          error={t('auth.validation.passwordRequired', 'Enter your password')}
        />
        <Checkbox label={t('auth.login.remember', 'Remember password')} defaultChecked disabled />
      </Row>
    </div>
  );
}

/** Form fields: empty, filled, with a hint, with an error, with a prefix, disabled; checkboxes. */
export const Fields: Story = { render: () => <FieldMatrix /> };

function ChoiceMatrix() {
  const t = useStoryText();
  const items = [
    { value: 'password', label: t('auth.login.methodUsername', 'With password'), content: null },
    { value: 'sms', label: t('auth.login.methodSms', 'With SMS code'), content: null },
  ];
  return (
    <div className={css.matrix}>
      <Row title="tabs: underline" stacked>
        <Tabs
          items={items}
          defaultValue="password"
          label={t('auth.login.methodLabel', 'Login method')}
        />
      </Row>
      <Row title="tabs: segmented" stacked>
        <Tabs
          items={items}
          defaultValue="sms"
          variant="segmented"
          label={t('auth.login.methodLabel', 'Login method')}
        />
      </Row>
      <Row title="avatar">
        <Cell label="sm">
          <Avatar name="Ana Reyes" size="sm" />
        </Cell>
        <Cell label="md">
          <Avatar name="Ana Reyes" />
        </Cell>
        <Cell label="lg">
          <Avatar name="Ana Reyes" size="lg" />
        </Cell>
      </Row>
    </div>
  );
}

/** Tabs in both variants and the avatar in every size. */
export const Choices: Story = { render: () => <ChoiceMatrix /> };
