import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { openDatabase } from './db/database';
import { preloadSignedInParts } from './features/layout/components/app-shell';
import { createI18n } from './i18n/create-i18n';
import { hasStoredSession } from './lib/session-storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const database = openDatabase();
// Opened at once rather than on first read: an upgrade another tab blocks is told from the start
// (UpgradeBlockedBar); a failure to open reaches every read that follows.
database.open().catch(() => undefined);
// A stored session shows the signed-in frame: its parts load now.
if (hasStoredSession()) preloadSignedInParts();
createRoot(container).render(<App i18n={createI18n()} database={database} />);
registerServiceWorker();
