import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { vi } from 'vitest';

/**
 * The Module Federation runtime of the shell's component tests: the real one, except that getInstance() answers
 * the stand-in a test file set (federation-stand-in.ts), or none as without the build. Replaced here, before any
 * file imports it, so every module of the run sees the same runtime whichever file loaded it first.
 */
vi.mock('@module-federation/enhanced/runtime', async (importOriginal) => {
  const runtime = await importOriginal<typeof import('@module-federation/enhanced/runtime')>();
  const { federationStandIn } = await import('./federation-stand-in.ts');
  function getInstance(finder?: (instance: ModuleFederation) => boolean): ModuleFederation | null {
    if (finder) return runtime.getInstance(finder);
    return (federationStandIn() as unknown as ModuleFederation | null) ?? runtime.getInstance();
  }
  return { ...runtime, getInstance };
});
