import { readFileSync } from 'node:fs';

/**
 * The Module Federation `shared` map, one for the shell and every remote, so there is exactly one React,
 * router, antd, jotai store, query cache and contract module on the page. No `eager`: every app starts
 * behind an async boundary (`import('./bootstrap')`).
 */

const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  'antd',
  '@ant-design/icons',
  'jotai',
  '@tanstack/react-query',
] as const;

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}

export function createSharedMap(): Record<string, SharedConfig> {
  const map: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = sharedPackage.dependencies[name] ?? false;
    map[name] = { singleton: true, requiredVersion };
  }
  // Subpath imports (react-dom/client, react/jsx-runtime, every module of the contract) share too.
  map['react/'] = { singleton: true, requiredVersion: sharedPackage.dependencies.react ?? false };
  map['react-dom/'] = { singleton: true, requiredVersion: sharedPackage.dependencies['react-dom'] ?? false };
  map['@skillhub/shared/'] = { singleton: true, requiredVersion: false, version: sharedPackage.version };
  return map;
}
