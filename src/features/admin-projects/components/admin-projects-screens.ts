export { AddProjectScreen } from './add-project-screen';
export { AdminProjectListScreen } from './admin-project-list-screen';
