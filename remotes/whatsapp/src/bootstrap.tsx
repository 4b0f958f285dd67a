import { routeTo } from '@skillhub/shared/routes';
import { startStandalone } from '@skillhub/shared/ui/standalone-app';
import { WhatsappApp } from './app.tsx';

startStandalone(WhatsappApp, { area: 'dashboard', home: routeTo('whatsappContacts') });
