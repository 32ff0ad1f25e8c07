export { AddProjectScreen } from './add-project-screen';
export { AdminOutboxScreen } from './admin-outbox-screen';
export { AdminProjectDebugScreen } from './admin-project-debug-screen';
export { AdminProjectListScreen } from './admin-project-list-screen';
export { AdminProjectScreen, type QuoteSlot } from './admin-project-screen';
export { ClientViewFrame } from './client-view-frame';
