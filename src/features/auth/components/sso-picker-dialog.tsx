import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { SsoPartner } from '../../../domain/auth/sso.schema';
import { describeError } from '../../../lib/describe-error';
import { fetchSsoPartners } from '../../../lib/sso-api';
import { ViewDialog } from '../../../ui/view-dialog';

const useStyles = makeStyles({
  partners: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  partner: { width: '100%' },
});

type Partners =
  | { status: 'loading' }
  | { status: 'loaded'; partners: SsoPartner[] }
  | { status: 'failed'; message: string };

/** The organisation picker (spec section 2): the partners configured on the server, by name. */
export function SsoPickerDialog({
  open,
  onOpenChange,
  opener,
  next,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
  next: string | null;
}) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const navigate = useNavigate();
  const [partners, setPartners] = useState<Partners>({ status: 'loading' });

  useEffect(() => {
    // Asked again at each opening, so a picker opened while the server was unreachable recovers.
    if (!open) return;
    const controller = new AbortController();
    fetchSsoPartners(controller.signal).then(
      (loaded) => setPartners({ status: 'loaded', partners: loaded }),
      (error: unknown) => {
        if (!controller.signal.aborted) setPartners({ status: 'failed', message: describeError(error, t) });
      },
    );
    return () => controller.abort();
  }, [open, t]);

  function choose(partner: SsoPartner) {
    const query = next === null ? '' : `?${new URLSearchParams({ next }).toString()}`;
    navigate(`${generatePath(paths.ssoRedirect, { ssoClient: partner.key })}${query}`);
  }

  function change(nextOpen: boolean) {
    onOpenChange(nextOpen);
    // Focus back on the entry that opened the picker, as a keyboard user expects.
    if (!nextOpen) opener.current?.focus();
  }

  return (
    <ViewDialog
      open={open}
      onOpenChange={change}
      title={t('login.sso.picker_title')}
      cancelLabel={t('login.sso.cancel')}
    >
      <Text>{t('login.sso.picker_intro')}</Text>
      {partners.status === 'loading' && <Spinner size="small" label={t('login.sso.loading')} />}
      {partners.status === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{partners.message}</MessageBarBody>
        </MessageBar>
      )}
      {partners.status === 'loaded' && partners.partners.length === 0 && <Text>{t('login.sso.none')}</Text>}
      {partners.status === 'loaded' && partners.partners.length > 0 && (
        <ul className={styles.partners} aria-label={t('login.sso.picker_title')}>
          {partners.partners.map((partner) => (
            <li key={partner.key}>
              <Button className={styles.partner} appearance="primary" onClick={() => choose(partner)}>
                {partner.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ViewDialog>
  );
}
