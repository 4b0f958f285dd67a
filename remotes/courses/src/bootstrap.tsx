import { routeTo } from '@skillhub/shared/routes';
import { startStandalone } from '@skillhub/shared/ui/standalone-app';
import { CoursesApp } from './app.tsx';

startStandalone(CoursesApp, { area: 'dashboard', home: routeTo('category') });
