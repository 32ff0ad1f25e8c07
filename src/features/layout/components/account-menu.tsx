import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonCircle24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { CurrentUser } from '../../../domain/auth/auth.schema';

export function AccountMenu({ user, compact }: { user: CurrentUser | null; compact: boolean }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<PersonCircle24Regular />} aria-label={t('account_menu')}>
          {compact ? null : name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => navigate(paths.account)}>{t('account')}</MenuItem>
          <MenuItem onClick={() => navigate(paths.logout)}>{t('logout')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
