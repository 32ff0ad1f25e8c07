import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { userOf, type SessionState } from '../../../lib/session/check-session';
import { Logo } from '../../../ui/logo';
import { VatSwitch } from '../../../ui/vat-switch';
import { SideNav } from './side-nav';

/** The role's navigation on a phone: a drawer over the page, closed again by any link in it. */
export function NavDrawer({
  session,
  open,
  onOpenChange,
}: {
  session: SessionState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('nav');
  const closeDrawer = () => onOpenChange(false);
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      aria-label={t('drawer_label')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<Dismiss24Regular />}
              aria-label={t('close_menu')}
              onClick={closeDrawer}
            />
          }
        >
          <Logo />
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <SideNav session={session} onNavigate={closeDrawer} />
      </DrawerBody>
      {userOf(session)?.role === 'client' && (
        <DrawerFooter>
          <VatSwitch />
        </DrawerFooter>
      )}
    </OverlayDrawer>
  );
}
