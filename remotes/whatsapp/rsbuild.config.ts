import { defineRemoteConfig } from '@skillhub/shared/remote-build';
import { pages } from './src/pages.ts';

export default defineRemoteConfig(import.meta.url, pages);
