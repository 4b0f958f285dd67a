import { remoteTestConfig } from '@skillhub/shared/test-support/remote-vitest';

export default remoteTestConfig({ realServer: true });
