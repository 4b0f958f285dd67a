import { useAtomValue } from 'jotai';
import { can, type ModuleName, type SubModuleName } from '../permissions.ts';
import { authAtom, sessionStore } from '../session.ts';

export interface ModuleAbilities {
  canCreate: boolean;
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * What the signed-in user may do in one module (or one of its sub-modules), read from the session with
 * `can()`. Pages use it to hide what the server would refuse; the server still checks every call.
 */
export function useModuleAbilities(module: ModuleName, subModule?: SubModuleName): ModuleAbilities {
  const { permissions } = useAtomValue(authAtom, { store: sessionStore });
  return {
    canCreate: can(permissions, module, subModule, 'create'),
    canRead: can(permissions, module, subModule, 'read'),
    canUpdate: can(permissions, module, subModule, 'update'),
    canDelete: can(permissions, module, subModule, 'delete'),
  };
}
