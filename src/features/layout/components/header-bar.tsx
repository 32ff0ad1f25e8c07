import { makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Logo } from '../../../ui/logo';
import { headerHeight } from './frame-styles';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: headerHeight,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    '@media (max-width: 767px)': { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS },
  },
  home: { textDecorationLine: 'none', display: 'inline-flex', flexShrink: 0 },
  spacer: { flexGrow: 1 },
});

/** A link to `to`: the router's inside the app, a plain one on a page of its own (the installer's). */
export type HomeLink = ComponentType<{
  to: string;
  className: string;
  'aria-label': string;
  children: ReactNode;
}>;

/** The top bar both frames share: optional leading control, the logo home link, trailing controls. */
export function HeaderBar({
  start,
  end,
  homeLink: HomeLink,
}: {
  start?: ReactNode;
  end: ReactNode;
  homeLink: HomeLink;
}) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  return (
    <header className={styles.root}>
      {start}
      <HomeLink to={paths.home} className={styles.home} aria-label={t('home_link')}>
        <Logo />
      </HomeLink>
      <span className={styles.spacer} />
      {end}
    </header>
  );
}
