import type { ComponentType } from 'react';
import { useTranslation } from '../i18n';
import { IconButton, TopBar, type TopBarProps } from '@playdeck/ui';
import { HOME_ROUTE } from '@playdeck/domain';
import { useBack, useRouteMeta } from './routeMeta';

export interface PageHeaderProps {
  /** Overrides the route table title. */
  title?: TopBarProps['title'];
  /** Extra controls before the home link (messages, settings...). */
  end?: TopBarProps['end'];
}

/**
 * Every screen's header but home's: the route's title as the page heading, back (to /m/home or
 * one page back, per the route table, else to the screen the page belongs to) and a link that
 * always goes to /m/home. The frame draws it on ordinary pages; the sections whose shared top bar
 * the spec hides (login, register, message, app, member centre, agent pages...) draw it themselves,
 * with their own extra controls.
 */
export function PageHeader({ title, end }: PageHeaderProps) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const back = useBack();
  return (
    <TopBar
      title={title ?? t(`title.${meta.titleKey}`)}
      onBack={back}
      backLabel={t('common.back')}
      end={
        <>
          {end}
          <IconButton icon="home" label={t('common.backHome')} href={HOME_ROUTE} />
        </>
      }
    />
  );
}

/**
 * A page of a section that draws its own header (agent pages): the page with the page header above
 * it, so none of them is left without a title, back and home.
 */
export function withPageHeader<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithPageHeader(props: P) {
    return (
      <>
        <PageHeader />
        <Page {...props} />
      </>
    );
  }
  return WithPageHeader;
}
