import { cardHistoryListSchema, type CardHistoryEntry } from '../domain/interventions/card-history.schema';
import {
  installationTokenHeader,
  installerLinkCreatedSchema,
  installerLinkListSchema,
  installSessionSchema,
  purchaseOrderIdHeader,
  type InstallerLink,
  type InstallerLinkCreated,
  type InstallSession,
} from '../domain/interventions/installer-link.schema';
import { apiFetch } from './api-client';

/** The intervention calls that are not sync: installer links, card history, the installer's check. */

export async function listInstallerLinks(purchaseOrderId: string): Promise<InstallerLink[]> {
  return installerLinkListSchema.parse(await apiFetch(`interventions/${purchaseOrderId}/links`)).links;
}

export async function createInstallerLink(purchaseOrderId: string): Promise<InstallerLinkCreated> {
  return installerLinkCreatedSchema.parse(
    await apiFetch(`interventions/${purchaseOrderId}/links`, { method: 'POST', body: {} }),
  );
}

export async function revokeInstallerLink(purchaseOrderId: string, linkId: string): Promise<void> {
  await apiFetch(`interventions/${purchaseOrderId}/links/${linkId}`, { method: 'DELETE' });
}

export async function fetchCardHistory(purchaseOrderId: string): Promise<CardHistoryEntry[]> {
  return cardHistoryListSchema.parse(await apiFetch(`interventions/${purchaseOrderId}/history`)).entries;
}

/** The installer page's first check of its link; no user session is sent, only the link's token. */
export async function fetchInstallSession(purchaseOrderId: string, token: string): Promise<InstallSession> {
  return installSessionSchema.parse(
    await apiFetch('interventions/install-session', {
      authenticated: false,
      headers: { [installationTokenHeader]: token, [purchaseOrderIdHeader]: purchaseOrderId },
    }),
  );
}
