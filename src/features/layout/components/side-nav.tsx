import { makeStyles, mergeClasses, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { Open16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menuFor, type MenuEntry } from '../../../domain/auth/menu';
import type { SessionState } from '../../../lib/session/check-session';
import { ClientLogo } from './client-logo';

const skeletonRows = 5;

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
  },
});

function Entry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  if (entry.kind === 'external') {
    return (
      <a
        className={styles.link}
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {t(entry.labelKey)}
        <Open16Regular aria-hidden />
      </a>
    );
  }
  return (
    <NavLink
      to={entry.to}
      end={entry.route === 'projects' || entry.route === 'referrerDashboard'}
      className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
      onClick={onNavigate}
    >
      {t(entry.labelKey)}
    </NavLink>
  );
}

/** The role's menu (spec section 2); skeleton rows while the user loads or failed to load. */
export function SideNav({ session, onNavigate }: { session: SessionState; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  return (
    <nav aria-label={t('navigation_label')}>
      {session.status === 'authenticated' && session.user.client && (
        <ClientLogo clientId={session.user.client._id} />
      )}
      {session.status === 'authenticated' ? (
        <ul className={styles.list}>
          {menuFor(session.user).map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className={styles.skeleton} aria-label={t('menu_loading')}>
          {Array.from({ length: skeletonRows }, (_, index) => (
            <SkeletonItem key={index} size={24} />
          ))}
        </Skeleton>
      )}
    </nav>
  );
}
