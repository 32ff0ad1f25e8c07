import { Button, Field, Input, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { CopyRegular, LinkAddRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/use-format';
import type {
  InstallerLinkCreated,
  InstallerLinkStatus,
} from '../../../domain/interventions/installer-link.schema';
import { NetworkError } from '../../../lib/api-client';
import { createInstallerLink, listInstallerLinks, revokeInstallerLink } from '../../../lib/interventions-api';
import { useOnlineRead } from '../../../lib/use-online-read';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  url: { flexGrow: 1, minWidth: '16rem' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** Installation links valid 48 hours: generate (any time), copy, list, revoke. Needs the network. */
const linkStatusKeys = {
  active: 'interventions:links.status.active',
  expired: 'interventions:links.status.expired',
  revoked: 'interventions:links.status.revoked',
} as const satisfies Record<InstallerLinkStatus, string>;

export function LinksPanel({ purchaseOrderId }: { purchaseOrderId: string }) {
  const { t } = useTranslation('interventions');
  const styles = useStyles();
  const load = useCallback(() => listInstallerLinks(purchaseOrderId), [purchaseOrderId]);
  const links = useOnlineRead(load);
  const [created, setCreated] = useState<InstallerLinkCreated | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const time = useFormatDate('date-time');

  const failed = (error: unknown) =>
    setMessage(t(error instanceof NetworkError ? 'links.offline' : 'links.failed'));

  async function generate() {
    try {
      setCreated(await createInstallerLink(purchaseOrderId));
      setMessage(undefined);
      links.reload();
    } catch (error) {
      failed(error);
    }
  }

  async function revoke(linkId: string) {
    try {
      await revokeInstallerLink(purchaseOrderId, linkId);
      if (created?.id === linkId) setCreated(null);
      links.reload();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <section className={styles.root} aria-label={t('links.title')}>
      <Subtitle1 as="h2">{t('links.title')}</Subtitle1>
      <div className={styles.row}>
        <Button appearance="primary" icon={<LinkAddRegular />} onClick={() => void generate()}>
          {t('links.generate')}
        </Button>
      </div>
      {created && (
        <div className={styles.row}>
          <Field
            className={styles.url}
            label={t('links.new_link')}
            hint={t('links.expires', { date: time(created.expiresAt) })}
          >
            <Input readOnly value={created.url} />
          </Field>
          <Button icon={<CopyRegular />} onClick={() => void navigator.clipboard.writeText(created.url)}>
            {t('links.copy')}
          </Button>
        </div>
      )}
      {message && <Text role="alert">{message}</Text>}
      {links.status === 'offline' && <Text>{t('links.offline')}</Text>}
      {links.status === 'failed' && <Text>{t('links.failed')}</Text>}
      {links.status === 'loaded' && (
        <ul className={styles.list} aria-label={t('links.list')}>
          {links.data.map((link) => (
            <li key={link.id} className={styles.row}>
              <Text>
                {t('links.item', {
                  status: t(linkStatusKeys[link.status]),
                  created: time(link.createdAt),
                  expires: time(link.expiresAt),
                })}
              </Text>
              {link.status === 'active' && (
                <Button size="small" onClick={() => void revoke(link.id)}>
                  {t('links.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
