import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { IconButton, TopBar, type TopBarProps } from '@playdeck/ui';
import { HOME_ROUTE } from '@playdeck/domain';
import { useBack, useRouteMeta } from './useRouteMeta';

export interface PageHeaderProps {
  /** Overrides the route table title. */
  title?: TopBarProps['title'];
  /** Extra controls before the home control. */
  end?: TopBarProps['end'];
}

/**
 * The page's top bar: the route's title as the page heading, the back button (to /m/home or one
 * page back, per the route table) and a separate control that always goes to /m/home. The frame
 * shows it on ordinary pages; pages whose frame top bar is hidden (login, register, message, app,
 * member centre, agent pages...) render it themselves where they want it.
 */
export function PageHeader({ title, end }: PageHeaderProps) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const back = useBack();
  const navigate = useNavigate();
  return (
    <TopBar
      title={title ?? t(`title.${meta.titleKey}`)}
      onBack={back}
      backLabel={t('common.back')}
      end={
        <>
          {end}
          <IconButton
            icon="home"
            label={t('common.backHome')}
            onClick={() => void navigate(HOME_ROUTE)}
          />
        </>
      }
    />
  );
}
