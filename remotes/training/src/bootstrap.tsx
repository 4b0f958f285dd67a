import { routeTo } from '@skillhub/shared/routes';
import { startStandalone } from '@skillhub/shared/ui/standalone-app';
import { TrainingApp } from './app.tsx';

startStandalone(TrainingApp, { area: 'public', home: routeTo('certificate') });
