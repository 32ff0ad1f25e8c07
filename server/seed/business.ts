import {
  businessSettingsId,
  defaultServiceAreaPrefixes,
  type BusinessSettings,
} from '../../src/domain/entities/business-settings.schema';
import type { Tx } from '../db/client';
import { insertSyncedRows } from '../sync/bulk-insert';

/** A 96 px armchair in a circle: the demo business's logo, a PNG as the office's upload would keep it. */
const demoLogo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAYAAADimHc4AAABe0lEQVR42u3d263CMBBFUbdCO0j0Tg33mx6gAh66inPGnjVS/tFeCiLCdsYwxiw8j7/7U4WJcY+61Dw5OJCC0WEUC98SomL4FhArhN8SYsXw20DsEH9JhJ3CLwexc/zyCB3il0XoFL8UQsfwZSDEDyMIHwQQPYggdhBB5CCCuGEEYYMAogYRxAwjCBkEEDGMIGAQQLwwgnBBgFkf5HK7lr9KIAAIAsy8FTsD/IwAAEBfgNm/BroDfEUAAAAAgBDAGU+EAD4gdAudhAEAAAAAAAAAAAAAoAJAxweu9AOaO8BXEIASAMnVCgDcAQAAAAAAAACAOMCRCADCf8oDAAAAQHB5IoDw4tyq63HSnw/ACgBHIAAIb1ECUHij3rsAaYBW21QBFNwtuStAyaMKAIQRugCUPa4GQBihA0DpY8t2B3Bon6MrxYfg+GLxITi+HgAErzIRHoJXWYkPoUP8XSHGqiM+iN7hV4QYHUZ4EL3DpzHUPhlEzYlIKph/zwtzL0+q0aTNEgAAAABJRU5ErkJggg==';

/** A plausible French furnishing business, as its office would fill the settings page. */
export function demoBusinessSettings(base: { createdAt: string; updatedAt: string }): BusinessSettings {
  return {
    ...base,
    id: businessSettingsId,
    name: 'Maison Ébène Aménagement',
    addressLines: ['12 rue des Ébénistes', 'Bâtiment B'],
    postcode: '75011',
    city: 'Paris',
    country: 'France',
    companyNumber: 'SIRET 812 345 678 00021',
    vatNumber: 'FR32812345678',
    email: 'contact@maison-ebene.test',
    phone: '+33 1 43 55 20 10',
    website: 'www.maison-ebene.test',
    logo: demoLogo,
    paymentTerms: {
      en: '30% deposit on acceptance of the quote, the balance on delivery. Payment by bank transfer within 30 days of the invoice date. Late payments bear interest at three times the legal rate, plus a fixed recovery fee of €40.',
      fr: 'Acompte de 30 % à l’acceptation du devis, solde à la livraison. Paiement par virement sous 30 jours à compter de la date de facture. Tout retard entraîne des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire de recouvrement de 40 €.',
    },
    rentalTerms: {
      en: '1. Object: the lessor rents the furniture listed below to the lessee for the stated duration.\n2. Rent: payable monthly in advance by direct debit.\n3. Deposit: one month of rent, returned at the end of the rental less any repairs.\n4. Insurance: the lessee insures the furniture against theft, fire and water damage.\n5. End of rental: the furniture is collected by the lessor; the lessee may buy it at its residual value.',
      fr: '1. Objet : le loueur met à disposition du locataire le mobilier listé ci-dessous pour la durée indiquée.\n2. Loyer : payable mensuellement d’avance par prélèvement.\n3. Dépôt de garantie : un mois de loyer, restitué en fin de location déduction faite des éventuelles réparations.\n4. Assurance : le locataire assure le mobilier contre le vol, l’incendie et les dégâts des eaux.\n5. Fin de location : le mobilier est repris par le loueur ; le locataire peut l’acquérir à sa valeur résiduelle.',
    },
    serviceAreaPrefixes: [...defaultServiceAreaPrefixes],
  };
}

export async function seedBusinessSettings(tx: Tx, version: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await insertSyncedRows(
    tx,
    'businessSettings',
    [demoBusinessSettings({ createdAt: at, updatedAt: at })],
    version,
  );
}
