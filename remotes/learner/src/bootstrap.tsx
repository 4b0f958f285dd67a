import { routeTo } from '@skillhub/shared/routes';
import { startStandalone } from '@skillhub/shared/ui/standalone-app';
import { LearnerApp } from './app.tsx';

startStandalone(LearnerApp, { area: 'public', home: routeTo('myCourses') });
