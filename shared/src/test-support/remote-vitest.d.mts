import type { ViteUserConfig } from 'vitest/config';

export declare function remoteTestConfig(options?: { realServer?: boolean }): ViteUserConfig;
