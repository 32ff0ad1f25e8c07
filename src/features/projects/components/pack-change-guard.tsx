import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { done } from '../../../lib/action-result';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { PackTerms } from '../lib/pack-terms';

/** What ending the packs' price means, with both figures. */
export function packChangeText(
  t: TFunction<'projects'>,
  terms: PackTerms | undefined,
  money: (cents: number) => string,
): string | undefined {
  if (terms === undefined) return undefined;
  return t('lines.pack_change_body', {
    pack: terms.names.join(', '),
    price: money(terms.priceCents),
    itemized: money(terms.itemizedCents),
  });
}

/**
 * A change that ends negotiated packs' price is said, with the figures, before it is made: `guard`
 * runs the change at once when no pack is concerned, else after the client confirms in `dialog`;
 * `text` says it where a dialog of its own makes the change. `money` formats a figure as the screen
 * shows it (per month when renting).
 */
export function usePackChangeGuard(
  terms: PackTerms | undefined,
  money: (cents: number) => string,
): { guard: (change: () => Promise<void>) => void; dialog: ReactNode; text: string | undefined } {
  const { t } = useTranslation('projects');
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  const guard = (change: () => Promise<void>) => {
    if (terms === undefined) void change();
    // Opened in a task of its own: a field that commits on Enter's keydown would otherwise hand the
    // same key's keypress to the dialog's first button, closing it at once. A field may report its
    // value again as the dialog takes the focus: the first change waits alone.
    else window.setTimeout(() => setPending((waiting) => waiting ?? change), 0);
  };
  const text = packChangeText(t, terms, money);
  const dialog = text !== undefined && (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t('lines.pack_change_title')}
      text={text}
      cancelLabel={t('lines.pack_change_cancel')}
      confirmLabel={t('lines.pack_change_confirm')}
      onConfirm={async () => {
        const change = pending;
        setPending(null);
        void change?.();
        return done;
      }}
    />
  );
  return { guard, dialog, text };
}
