import { routeTo } from '@skillhub/shared/routes';
import { startStandalone } from '@skillhub/shared/ui/standalone-app';
import { BlogApp } from './app.tsx';

startStandalone(BlogApp, { area: 'public', home: routeTo('blog') });
