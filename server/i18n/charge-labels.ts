import { projectOptionKeys } from '../../src/domain/catalogue';
import type { Language } from '../../src/domain/enums';
import type { ChargeLabels, PurchaseLabels } from '../../src/domain/purchases';
import { roomKindNames } from './room-kind-names';
import { translate } from './translator';

/** The charges' names in `language`, in the PWA's words (its services, the purchases page's adjustment). */
export function chargeLabels(language: Language): ChargeLabels {
  return {
    service: Object.fromEntries(
      projectOptionKeys.map((key) => [key, translate(language, 'common', `services.${key}`) ?? key]),
    ) as ChargeLabels['service'],
    adjustment: translate(language, 'purchases', 'office_adjustment') ?? 'adjustment',
  };
}

/** The purchases export's words in `language`: the charges', and the default rooms' names. */
export function purchaseLabels(language: Language): PurchaseLabels {
  return { ...chargeLabels(language), rooms: roomKindNames(language) };
}
